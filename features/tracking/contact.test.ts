import { describe, expect, it } from "vitest";
import { contactMatches } from "./server";

/** Who may see an order's tracking from the form: its e-mail, or a phone it carries however she writes it. */
describe("contactMatches", () => {
  const contact = { email: "Noura@Example.com", phones: ["0501234567"] };

  it("takes the order's e-mail in any case and with spaces around it", () => {
    expect(contactMatches(contact, "  noura@example.COM ", "sa")).toBe(true);
    expect(contactMatches(contact, "nora@example.com", "sa")).toBe(false);
  });

  it("takes the phone with or without the leading zero, the country's code with + or 00, and spaces", () => {
    for (const typed of ["0501234567", "501234567", "+966 50 123 4567", "00966501234567", "050 123 4567"])
      expect(contactMatches(contact, typed, "sa")).toBe(true);
    for (const typed of ["0501234568", "+971 50 123 4567", "4567", ""])
      expect(contactMatches(contact, typed, "sa")).toBe(false);
  });

  it("takes any of the order's numbers, a stored one written with its country's code too", () => {
    const hosted = { email: "noura@example.com", phones: ["", "+966 55 765 4321", "0501234567"].filter(Boolean) };
    expect(contactMatches(hosted, "0557654321", "sa")).toBe(true);
    expect(contactMatches(hosted, "0501234567", "sa")).toBe(true);
    expect(contactMatches({ email: "noura@example.com", phones: [] }, "0501234567", "sa")).toBe(false);
  });

  it("never takes a number too short to name anyone", () => {
    expect(contactMatches({ email: "x@example.com", phones: ["0123"] }, "0123", "sa")).toBe(false);
  });
});
