import { describe, expect, it } from "vitest";
import { checkBirthDate, checkDetails, isIsoDate, latestToday, type DetailsValues } from "./details-rules";

const valid: DetailsValues = {
  title: "Mrs",
  firstName: "Noura",
  lastName: "Saleh",
  phone: "0501234567",
  dateOfBirth: "1990-04-30",
  anniversary: "",
};
const now = new Date("2026-03-11T22:00:00Z");

describe("my-details rules", () => {
  it("accepts a complete form and an empty phone and dates", () => {
    expect(checkDetails(valid, "sa", now)).toEqual({});
    expect(checkDetails({ ...valid, phone: "", dateOfBirth: "" }, "sa", now)).toEqual({});
  });

  it("names each failing field with its key", () => {
    const errors = checkDetails(
      {
        ...valid,
        firstName: " ",
        lastName: "x".repeat(61),
        phone: "12345",
        dateOfBirth: "2027-01-01",
        anniversary: "2020-02-30",
      },
      "sa",
      now,
    );
    expect(errors).toEqual({
      firstName: { key: "required" },
      lastName: { key: "tooLong", count: 60 },
      phone: { key: "phone", count: 9 },
      dateOfBirth: { key: "future" },
      anniversary: { key: "date" },
    });
    // Egypt's mobile numbers have 10 digits.
    expect(checkDetails({ ...valid, phone: "01012345678" }, "eg", now)).toEqual({});
    expect(checkDetails(valid, "eg", now).phone).toEqual({ key: "phone", count: 10 });
  });

  it("reads 'today' where it is latest on Earth, and refuses dates that do not exist", () => {
    expect(latestToday(now)).toBe("2026-03-12");
    expect(checkBirthDate("2026-03-12", now)).toBeNull();
    expect(checkBirthDate("2026-03-13", now)).toBe("future");
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("1899-12-31")).toBe(false);
    expect(isIsoDate("2024-2-9")).toBe(false);
  });
});
