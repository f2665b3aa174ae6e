import { serverEnv } from "./env";
import type { RegionCode } from "./i18n/locales";
import { countryVariable } from "./region-env";

/**
 * Days from receipt within which an online purchase may be returned in a country: its own
 * RETURN_WINDOW_DAYS_{CC} when set, else RETURN_WINDOW_DAYS (ADR 0006, 0014). The help
 * centre's text and the server's return rules read the same number.
 */
export function returnWindowDays(region: RegionCode): number {
  const env = serverEnv();
  const own = env[countryVariable("RETURN_WINDOW_DAYS_{CC}", region)];
  return own ?? env.RETURN_WINDOW_DAYS;
}

/** More than `max` returns within `days` flags the account for review (ADR 0014). */
export function returnReviewRule(): { max: number; days: number } {
  const env = serverEnv();
  return { max: env.RETURN_REVIEW_MAX, days: env.RETURN_REVIEW_DAYS };
}
