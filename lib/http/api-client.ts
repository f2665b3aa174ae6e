import type { AxiosInstance, AxiosRequestConfig } from "axios";
import { ApiError } from "./api-error";

export { ApiError } from "./api-error";

/**
 * The browser's one fetcher of our own `/api` routes, on axios (the design card's HTTP client):
 * one instance, one timeout, one error type. Every feature's `api.ts` builds its calls with
 * `apiClient`, giving only its vocabulary (the codes a bare status stands for, and the toast key
 * of a code).
 *
 * axios itself loads on the first call, not with the page: hearts on a listing and the search
 * field import their fetchers at start-up, and a shopper who never uses them should not download
 * an HTTP client for them.
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

let instance: Promise<AxiosInstance> | undefined;
function http(): Promise<AxiosInstance> {
  instance ??= import("axios").then(
    ({ default: axios }) =>
      axios.create({ baseURL: "/api", timeout: API_TIMEOUT_MS, headers: { "content-type": "application/json" } }),
    (error: unknown) => {
      instance = undefined; // a chunk that failed to load is fetched again next time
      throw error;
    },
  );
  return instance;
}

const ENVELOPE_KEYS = new Set(["hasError", "error", "code", "response"]);

function failureOf(data: unknown): Partial<ApiFailureBody> {
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Partial<ApiFailureBody>) : {};
}

type AxiosLike = { isAxiosError: true; message: string; code?: string; response?: { status: number; data: unknown } };
const isAxiosLike = (error: unknown): error is AxiosLike =>
  typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
const isCancel = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;

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
    if (status === 0) return "network" as Code;
    return (vocabulary.statusCodes?.[status] ??
      DEFAULT_STATUS_CODES[status] ??
      (status >= 500 ? "unavailable" : "unknown")) as Code;
  }

  function fromAnswer(status: number, data: unknown, fallbackMessage: string): Failure {
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
    if (isCancel(error)) return failure("Request aborted", 0, "aborted" as Code);
    // Our own server did not answer within API_TIMEOUT_MS: the store is slow, the shopper is not offline.
    if (
      isAxiosLike(error) &&
      !error.response &&
      (error.code === "ETIMEDOUT" || (error.code === "ECONNABORTED" && /timeout/i.test(error.message)))
    )
      return failure(error.message, 0, "unavailable" as Code);
    if (isAxiosLike(error)) return fromAnswer(error.response?.status ?? 0, error.response?.data, error.message);
    return failure(error instanceof Error ? error.message : String(error), 0, "unknown" as Code);
  }

  /** The route's whole success body (for the few routes that answer more than `response`). */
  async function envelope<E extends { hasError: false }>(config: AxiosRequestConfig): Promise<E> {
    try {
      const { data, status } = await (await http()).request<E | ApiFailureBody>(config);
      if (!data || typeof data !== "object" || data.hasError !== false)
        throw fromAnswer(status, data, `Request failed with status code ${status}`);
      return data as E;
    } catch (error) {
      throw toError(error);
    }
  }

  const call = async <T>(config: AxiosRequestConfig) =>
    (await envelope<{ hasError: false; response: T }>(config)).response;

  return {
    failure,
    toError,
    envelope,
    post: <T>(url: string, body: unknown, options: CallOptions = {}) =>
      call<T>({ method: "post", url, data: body, ...options }),
    put: <T>(url: string, body: unknown, options: CallOptions = {}) =>
      call<T>({ method: "put", url, data: body, ...options }),
    get: <T>(url: string, options: CallOptions = {}) => call<T>({ method: "get", url, ...options }),
  };
}

/** A client whose codes stay those the routes send (plus network, aborted, unavailable, unknown). */
export type ApiClient<Code extends string, Details extends object = Record<string, unknown>> = ReturnType<
  typeof apiClient<Code, Details>
>;
