import { describe, expect, it } from "vitest";
import { lookupBody } from "./schema";

describe("the staff look-up's query", () => {
  it("takes what an agent types: an e-mail address or an order number, trimmed", () => {
    expect(lookupBody.parse({ region: "sa", query: "  KSA-100042 " }).query).toBe("KSA-100042");
    expect(lookupBody.parse({ region: "sa", query: "noura@example.com" }).query).toBe("noura@example.com");
  });

  it("refuses control characters (a NUL would fail the audit row in PostgreSQL), empty and overlong text", () => {
    for (const query of ["KSA\u0000100042", "a\u001fb", "x\u007f", "   ", "x".repeat(201)]) {
      expect(lookupBody.safeParse({ region: "sa", query }).success, JSON.stringify(query)).toBe(false);
    }
  });
});
