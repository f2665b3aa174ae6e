import { QUERY_RETRIES } from "@/lib/constants";

/*
 * The error type of the `/api` client (api-client.ts), apart from the client so that code which
 * only reads failures (query retries, toasts) does not pull the client into a page's start-up.
 */

/**
 * Any failed `/api` call: the route's own answer (`status`, `code`, and its extra fields in
 * `details`, such as the stock left or the lines a refusal concerns) or no answer at all (status
 * 0, code "network"; "aborted" when the caller cancelled; "unavailable" when our server did not
 * answer within the client's timeout). `messageKey` is the translation key of
 * the toast that tells the shopper.
 */
export class ApiError<Code extends string = string, Details extends object = Record<string, unknown>> extends Error {
  readonly hasError = true;
  constructor(
    message: string,
    readonly status: number,
    readonly code: Code,
    readonly messageKey: string,
    readonly details: Partial<Details> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A refusal (4xx) answers the same again; only outages (5xx, no answer) are worth retrying. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** TanStack Query's `retry` for reads: 3 retries (QUERY_RETRIES), never for a refusal. */
export const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  failures < QUERY_RETRIES && !isRefusal(error);
