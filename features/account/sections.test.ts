import { describe, expect, it } from "vitest";
import { ACCOUNT_SECTIONS, accountPath, parseAccountPath } from "./sections";

describe("account paths", () => {
  it("reads every menu slug, the overview at /account and an order's page", () => {
    expect(parseAccountPath(undefined)).toEqual({ section: "account-overview" });
    expect(parseAccountPath([])).toEqual({ section: "account-overview" });
    for (const section of ACCOUNT_SECTIONS) expect(parseAccountPath(section.split("/"))).toEqual({ section });
    expect(parseAccountPath(["my-orders", "42"])).toEqual({ section: "my-orders", orderId: 42 });
    expect(parseAccountPath(["my-orders", "42", "return"])).toEqual({
      section: "my-orders",
      orderId: 42,
      returnFlow: true,
    });
    expect(parseAccountPath(["my-returns", "7"])).toEqual({ section: "my-returns", returnId: 7 });
  });

  it("answers null (a 404) for anything else", () => {
    for (const segments of [
      ["nope"],
      ["my-orders", "0"],
      ["my-orders", "abc"],
      ["my-orders", "1234567890"],
      ["help-centre"],
      ["my-details", "x"],
      ["my-orders", "1", "x"],
      ["my-orders", "0", "return"],
      ["my-returns", "0"],
      ["my-returns", "x"],
      ["my-returns", "1", "return"],
    ]) {
      expect(parseAccountPath(segments), segments.join("/")).toBeNull();
    }
  });

  it("builds the menu's addresses", () => {
    expect(accountPath("ar-sa", "help-centre/order")).toBe("/ar-sa/account/help-centre/order");
    expect(accountPath("en-eg")).toBe("/en-eg/account/account-overview");
  });
});
