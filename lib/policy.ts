import { serverEnv } from "./env";

/** Days from receipt within which an online purchase may be returned (configuration, ADR 0006). */
export function returnWindowDays(): number {
  return serverEnv().RETURN_WINDOW_DAYS;
}
