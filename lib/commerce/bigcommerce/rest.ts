import "server-only";
import axios, { type AxiosInstance, type AxiosResponse } from "axios";
import { statusError, upstreamFetch, UpstreamError } from "@/lib/http/upstream";
import type { BigCommerceConfig } from "./config";
import { BigCommerceError, type BigCommerceErrorBody } from "./errors";

/** Query values; an array goes as one comma-separated value (`include=redirect_urls,line_items.physical_items.options`, `id:in=1,2`). */
export type RestParams = Record<string, string | number | boolean | (string | number)[] | undefined>;

export type RestOptions = {
  params?: RestParams;
  /** Safe to send twice: GET by default; set it for a read sent by POST (validate-credentials). Never for writes. */
  idempotent?: boolean;
  signal?: AbortSignal;
};

/**
 * The Management API (v3 and v2) of one store. Paths start at the version: `/v3/carts/{id}`.
 * A 2xx answers its JSON body (`undefined` for 204, so type `T` as `X | undefined` where the API
 * answers 204: a cart whose last line went, an empty v2 list); other 4xx throw `BigCommerceError`;
 * 401/403, 408/429/5xx after the retries, timeouts and network failures throw `UpstreamError`.
 */
export interface RestClient {
  get<T>(path: string, options?: RestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RestOptions): Promise<T>;
  delete<T>(path: string, options?: RestOptions): Promise<T>;
}

function serializeParams(params: RestParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.append(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return search.toString();
}

/**
 * axios runs on its fetch adapter with upstreamFetch as the `fetch`: the deadline, the retries of
 * reads and the breaker are the shared ones (lib/http/upstream.ts), axios adds the JSON and query
 * handling. axios hands its adapter a `Request`; its body is read once here so that upstreamFetch
 * gets plain init. Two functions per client (reads, writes): axios caches an adapter per `fetch`.
 */
function upstreamFetchFor(upstream: string, idempotent: boolean | undefined) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    return upstreamFetch(upstream, request.url, {
      method: request.method,
      headers: request.headers,
      body: body?.byteLength ? body : undefined,
      signal: request.signal,
      idempotent,
    });
  };
}

/** The UpstreamError (or the caller's own abort) axios wrapped, else the error itself. */
function unwrap(error: unknown): unknown {
  for (let e = error, hops = 0; e instanceof Error && hops < 5; e = e.cause, hops++) {
    if (e instanceof UpstreamError) return e;
  }
  return error;
}

function errorBody(data: unknown): BigCommerceErrorBody {
  if (Array.isArray(data)) {
    // v2: [{ status, message }]
    const first = data[0] as { status?: number; message?: string } | undefined;
    return {
      status: first?.status,
      title: first?.message,
      errors: data.map((d: { message?: string }) => String(d?.message ?? "")),
    };
  }
  return data && typeof data === "object" ? (data as BigCommerceErrorBody) : {};
}

export function createRestClient(config: BigCommerceConfig, upstream: string): RestClient {
  const instance: AxiosInstance = axios.create({
    baseURL: new URL(`/stores/${config.storeHash}`, config.apiUrl).toString(),
    adapter: "fetch",
    headers: { "X-Auth-Token": config.accessToken, Accept: "application/json" },
    paramsSerializer: { serialize: serializeParams },
    // Every status comes back; `settle` below decides what each means.
    validateStatus: () => true,
    responseType: "json",
  });

  // GET is a read by method; a read sent by POST says so; writes are never retried.
  const fetchers = {
    read: { fetch: upstreamFetchFor(upstream, true) },
    byMethod: { fetch: upstreamFetchFor(upstream, undefined) },
  };

  function settle<T>(response: AxiosResponse, operation: string): T {
    const { status, data } = response;
    if (status >= 200 && status < 300) {
      if (status === 204 || data === "" || data === undefined) return undefined as T;
      // axios leaves a body that is not JSON as text: a proxy's page, not the API's answer.
      if (typeof data === "string")
        throw new UpstreamError(upstream, "invalid", `${operation} answered a body that is not JSON`, { status });
      return data as T;
    }
    if (status === 401 || status === 403) throw statusError(upstream, new Response(null, { status }), operation);
    throw new BigCommerceError(operation, status, errorBody(data));
  }

  async function send<T>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    body: unknown,
    options: RestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    try {
      const response = await instance.request({
        method,
        url: path,
        data: body === undefined ? undefined : JSON.stringify(body),
        params: options.params,
        headers,
        signal: options.signal,
        env: options.idempotent ? fetchers.read : fetchers.byMethod,
      });
      return settle<T>(response, `${method} ${path}`);
    } catch (error) {
      throw unwrap(error);
    }
  }

  return {
    get: (path, options) => send("GET", path, undefined, options),
    post: (path, body, options) => send("POST", path, body, options),
    put: (path, body, options) => send("PUT", path, body, options),
    delete: (path, options) => send("DELETE", path, undefined, options),
  };
}
