/**
 * The store's job queues (pg-boss, ADR 0026): work that leaves the process for a party that may be
 * down or slow (a mail server, the marketing platform), or that a webhook asks for (cached pages
 * made stale), is queued by the request and done by a worker, with retries and a failed state that
 * staff see.
 */
export const QUEUES = ["mail", "marketing", "webhook"] as const;
export type QueueName = (typeof QUEUES)[number];

/** What a queue's worker does with one job's data; a throw is a failed attempt (retried by the policy). */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Partial<Record<QueueName, JobHandler>>;

/** pg-boss's retry settings, in seconds. */
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax?: number };

/**
 * Production retries: delays double from 30 s (with jitter, each between half and all of
 * 30 s x 2^n) up to 15 minutes apart, 12 times. Even at the shortest draw the schedule spans
 * 30+60+120+240+480+7x900 s = 2 hours, so a mail server down for ten minutes, or for an hour,
 * loses nothing; only then does a job fail and wait for staff.
 */
export const RETRY_POLICY: RetryPolicy = { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 900 };

/**
 * A webhook's revalidation only waits for this process's own server to answer (it may still be
 * starting): delays double from 2 s up to 5 minutes apart, 10 times (at the shortest about
 * 25 minutes), then the job fails and the pages refresh on their own within their 5 minutes.
 */
export const WEBHOOK_RETRY_POLICY: RetryPolicy = {
  retryLimit: 10,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 300,
};

/** Each queue's retries where they differ from RETRY_POLICY. */
export const QUEUE_RETRY_POLICIES: Partial<Record<QueueName, RetryPolicy>> = { webhook: WEBHOOK_RETRY_POLICY };

/**
 * pg-boss's queue policy: `short` keeps at most one job of a singleton key waiting, so a burst of
 * webhooks about one product queues one revalidation (a job already running does not block the
 * next, which then sees the latest change). Mail and marketing keep every job.
 */
export const QUEUE_POLICIES: Partial<Record<QueueName, "short">> = { webhook: "short" };

/** The shortest total wait the policy allows before a job fails (the lower bound of its jitter). */
export function shortestRetrySpanSeconds(policy: RetryPolicy): number {
  let total = 0;
  for (let n = 1; n <= policy.retryLimit; n++) {
    const delay = policy.retryBackoff ? policy.retryDelay * 2 ** (n - 1) : policy.retryDelay;
    total += Math.min(delay, policy.retryDelayMax ?? Infinity);
  }
  return total;
}
