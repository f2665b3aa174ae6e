/**
 * The store's job queues (pg-boss, ADR 0026): work that leaves the process for a party that may be
 * down or slow (a mail server, the marketing platform) is queued by the request and done by a
 * worker, with retries and a failed state that staff see.
 */
export const QUEUES = ["mail", "marketing"] as const;
export type QueueName = (typeof QUEUES)[number];

/** pg-boss's retry settings, in seconds. */
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax?: number };

/**
 * Production retries: delays double from 30 s (with jitter, each between half and all of
 * 30 s x 2^n) up to 15 minutes apart, 12 times. Even at the shortest draw the schedule spans
 * 30+60+120+240+480+7x900 s = 2 hours, so a mail server down for ten minutes, or for an hour,
 * loses nothing; only then does a job fail and wait for staff.
 */
export const RETRY_POLICY: RetryPolicy = { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 900 };

/** The shortest total wait the policy allows before a job fails (the lower bound of its jitter). */
export function shortestRetrySpanSeconds(policy: RetryPolicy): number {
  let total = 0;
  for (let n = 1; n <= policy.retryLimit; n++) {
    const delay = policy.retryBackoff ? policy.retryDelay * 2 ** (n - 1) : policy.retryDelay;
    total += Math.min(delay, policy.retryDelayMax ?? Infinity);
  }
  return total;
}
