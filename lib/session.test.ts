import { describe, expect, it } from "vitest";
import { mayAct } from "./session";

describe("mayAct", () => {
  it("lets anyone holding a guest cart's id use it, and a customer's only to that customer's session", () => {
    expect(mayAct(0, null)).toBe(true);
    expect(mayAct(0, { customerId: 7, region: "sa" })).toBe(true);
    expect(mayAct(7, { customerId: 7, region: "sa" })).toBe(true);
    expect(mayAct(7, { customerId: 8, region: "sa" })).toBe(false);
    expect(mayAct(7, null)).toBe(false);
  });
});
