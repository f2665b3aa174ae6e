// How long to wait before retrying an upstream read: jittered backoff, and the waits a vendor asks for.

/** First backoff ceiling; doubles each retry up to RETRY_MAX_DELAY_MS, and the wait is drawn from [0, ceiling). */
export const RETRY_BASE_DELAY_MS = 200;
export const RETRY_MAX_DELAY_MS = 2_000;

/** Full jitter: a wait drawn uniformly from [0, min(max, base * 2^retry)). */
export function backoffDelay(retry: number): number {
  return Math.floor(Math.random() * Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** retry));
}

/** `Retry-After` as milliseconds (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** BigCommerce tells when its rate-limit window resets in `X-Rate-Limit-Time-Reset-Ms` rather than Retry-After. */
export function rateLimitResetMs(headers: Headers): number | null {
  const value = headers.get("x-rate-limit-time-reset-ms")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
