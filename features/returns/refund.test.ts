import { describe, expect, it } from "vitest";
import en from "@/locales/en/common.json";
import ar from "@/locales/ar/common.json";
import { CARD_REFUND_DAYS, REFUND_WORKING_DAYS, refundNotes, refundPolicyNotes } from "./refund";

describe("refund notes", () => {
  it("cash on delivery is refunded by a bank transfer customer service arranges", () => {
    expect(refundNotes("cod")).toEqual(["cod"]);
  });
  it("cards go back to the card: 10 working days, up to 28 days", () => {
    expect(refundNotes("card")).toEqual(["original", "card"]);
    expect(refundNotes("apple_pay")).toEqual(["original", "card"]);
  });
  it("buy-now-pay-later plans are updated automatically", () => {
    expect(refundNotes("tabby")).toEqual(["bnpl"]);
  });
  it("any other method: the original method", () => {
    expect(refundNotes("bank")).toEqual(["original"]);
  });
  it("only ae pages carry the buy-now-pay-later note", () => {
    expect(refundPolicyNotes("ae")).toContain("bnpl");
    expect(refundPolicyNotes("sa")).not.toContain("bnpl");
    expect(refundPolicyNotes("eg")).not.toContain("bnpl");
  });
  it("the texts carry the spec's delays in both languages", () => {
    for (const strings of [en, ar]) {
      expect(strings.returns.refund.original).toContain(String(REFUND_WORKING_DAYS));
      expect(strings.returns.refund.card).toContain(String(CARD_REFUND_DAYS));
    }
  });
});
