import { ApiError } from "./api-error";

export { ApiError } from "./api-error";

/**
 * The browser's one fetcher of our own `/api` routes, on the platform's `fetch`: one timeout, one
 * error type. Every feature's `api.ts` builds its calls with `apiClient`, giving only its
 * vocabulary (the codes a bare status stands for, and the toast key of a code).
 *
 * Not axios (the server's HTTP client for the hosted store): the bag page reads the bag as it
 * loads, and axios was 20 KB of the page's JavaScript (57 KB before compression), which put that
 * page over its budget of 1.25x a bare Next page. What axios gave the browser here, JSON both ways,
 * a timeout and one failure shape, is the few lines below.
 */

/** A slow store gets 15 s before the shopper is told. Mutations are never retried (a write could land twice). */
export const API_TIMEOUT_MS = 15_000;

/** What every route answers: the value, or `hasError` with a message and a code. */
export type ApiFailureBody = { hasError: true; error: string; code?: string } & Record<string, unknown>;
export type ApiEnvelope<T> = { hasError: false; response: T } | ApiFailureBody;

/** How a feature reads failures: the code a status means when the body names none, and the toast key of a code. */
export type ErrorVocabulary<Code extends string> = {
  /** Codes by status when the answer has no code (a proxy's HTML page); 400/401/403 and 5xx have defaults. */
  statusCodes?: Partial<Record<number, Code>>;
  messageKey: (code: Code) => string;
};

/** `timeout` only for a call that must give up sooner than API_TIMEOUT_MS. */
type CallOptions = { signal?: AbortSignal; params?: Record<string, string>; timeout?: number };
type Request = CallOptions & { method: "get" | "post" | "put"; url: string; body?: unknown };

/**
 * An answer that is not the route's success envelope (a refusal, a proxy's error page), before a
 * feature's vocabulary reads it: `toError` turns it into that feature's ApiError.
 */
export class ApiAnswer extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Request failed with status code ${status}`);
    this.name = "ApiAnswer";
  }
}

/** No answer: the caller cancelled, our server did not answer in time, or the shopper is offline. */
export class ApiNoAnswer extends Error {
  constructor(
    readonly reason: "aborted" | "timeout" | "network",
    message: string,
  ) {
    super(message);
    this.name = "ApiNoAnswer";
  }
}

const DEFAULT_STATUS_CODES: Record<number, string> = {
  400: "badRequest",
  401: "signInRequired",
  403: "forbidden",
  413: "tooLarge",
};

/**
 * A body past the routes' ceiling (413, lib/http/respond.ts) is the same refusal whatever the
 * feature, and no feature's "try again" fits it: one shared sentence, in locales' `errors`.
 */
const TOO_LARGE_KEY = "errors.tooLarge";

const ENVELOPE_KEYS = new Set(["hasError", "error", "code", "response"]);

function failureOf(data: unknown): Partial<ApiFailureBody> {
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Partial<ApiFailureBody>) : {};
}

/** The body as JSON when it is JSON (a route's envelope), as text otherwise (a proxy's HTML page). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * One call: the caller's signal and the timeout both abort it, and which of them did is kept, so
 * that a timeout reads "the store is slow" and a cancel reads "aborted", not "offline".
 */
async function send({ method, url, body, params, signal, timeout = API_TIMEOUT_MS }: Request) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const cancel = () => controller.abort();
  if (signal?.aborted) cancel();
  signal?.addEventListener("abort", cancel, { once: true });
  const query = params ? `?${new URLSearchParams(params)}` : "";
  try {
    const response = await fetch(`/api${url}${query}`, {
      method: method.toUpperCase(),
      signal: controller.signal,
      ...(body !== undefined && { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    return { status: response.status, data: await bodyOf(response) };
  } catch (error) {
    if (timedOut) throw new ApiNoAnswer("timeout", `timeout of ${timeout}ms exceeded`);
    if (controller.signal.aborted) throw new ApiNoAnswer("aborted", "Request aborted");
    throw new ApiNoAnswer("network", error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}

export function apiClient<Code extends string, Details extends object = Record<string, unknown>>(
  vocabulary: ErrorVocabulary<Code>,
) {
  type Failure = ApiError<Code, Details>;

  /** A failure of this feature's vocabulary, from a code (for the feature's own refusals). */
  function failure(message: string, status: number, code: Code, details: Partial<Details> = {}): Failure {
    return new ApiError<Code, Details>(message, status, code, vocabulary.messageKey(code), details);
  }

  function codeOf(status: number, named: unknown): Code {
    if (typeof named === "string" && named) return named as Code;
    return (vocabulary.statusCodes?.[status] ??
      DEFAULT_STATUS_CODES[status] ??
      (status >= 500 ? "unavailable" : "unknown")) as Code;
  }

  function fromAnswer({ status, data, message: fallbackMessage }: ApiAnswer): Failure {
    const body = failureOf(data);
    const details = Object.fromEntries(
      Object.entries(body).filter(([key]) => !ENVELOPE_KEYS.has(key)),
    ) as Partial<Details>;
    const message = typeof body.error === "string" ? body.error : fallbackMessage;
    const code = codeOf(status, body.code);
    return status === 413
      ? new ApiError<Code, Details>(message, status, code, TOO_LARGE_KEY, details)
      : failure(message, status, code, details);
  }

  /** Any thrown value as this feature's ApiError (already one: unchanged). */
  function toError(error: unknown): Failure {
    if (error instanceof ApiError) return error as Failure;
    if (error instanceof ApiAnswer) return fromAnswer(error);
    if (error instanceof ApiNoAnswer) {
      // Our own server did not answer within the timeout: the store is slow, the shopper is not offline.
      const code = { aborted: "aborted", timeout: "unavailable", network: "network" }[error.reason];
      return failure(error.message, 0, code as Code);
    }
    return failure(error instanceof Error ? error.message : String(error), 0, "unknown" as Code);
  }

  /** The route's whole success body (for the few routes that answer more than `response`). */
  async function envelope<E extends { hasError: false }>(request: Request): Promise<E> {
    try {
      const { status, data } = await send(request);
      const answered = (failureOf(data) as { hasError?: unknown }).hasError;
      if (status < 200 || status >= 300 || answered !== false) throw new ApiAnswer(status, data);
      return data as E;
    } catch (error) {
      throw toError(error);
    }
  }

  const call = async <T>(request: Request) => (await envelope<{ hasError: false; response: T }>(request)).response;

  return {
    failure,
    toError,
    envelope,
    post: <T>(url: string, body: unknown, options: CallOptions = {}) =>
      call<T>({ method: "post", url, body, ...options }),
    put: <T>(url: string, body: unknown, options: CallOptions = {}) =>
      call<T>({ method: "put", url, body, ...options }),
    get: <T>(url: string, options: CallOptions = {}) => call<T>({ method: "get", url, ...options }),
  };
}

/** A client whose codes stay those the routes send (plus network, aborted, unavailable, unknown). */
export type ApiClient<Code extends string, Details extends object = Record<string, unknown>> = ReturnType<
  typeof apiClient<Code, Details>
>;
