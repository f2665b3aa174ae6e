import type { RegionCode } from "./i18n/locales";
import { REGIONS } from "./i18n/regions";

/** Strips one leading zero, as the spec's phone helper does: "0501234567" -> "501234567". */
export function stripLeadingZero(digits: string): string {
  return digits.startsWith("0") ? digits.slice(1) : digits;
}

/** Digits only, one leading zero dropped, cut to the region's length (9 sa/ae, 10 eg). */
export function normalizePhone(input: string, region: RegionCode): string {
  const digits = stripLeadingZero(input.replace(/\D/g, ""));
  return digits.slice(0, REGIONS[region].phoneLength);
}

export function isValidPhone(input: string, region: RegionCode): boolean {
  const digits = stripLeadingZero(input.replace(/\D/g, ""));
  return digits.length === REGIONS[region].phoneLength;
}

/** E.164-style display: "+966 501234567". */
export function formatPhone(input: string, region: RegionCode): string {
  return `${REGIONS[region].phoneCode} ${normalizePhone(input, region)}`;
}
