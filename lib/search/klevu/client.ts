import "server-only";
import { statusError, upstreamFetch } from "@/lib/http/upstream";
import { SearchUnavailableError } from "../errors";
import type { KlevuStore } from "./config";
import type { KlevuRecordQuery, KlevuRequest, KlevuResponse } from "./vendor";

/** Klevu accepts request bodies up to 8 KB (its CDN's limit); larger sets of queries go in several. */
export const MAX_BODY_BYTES = 8 * 1024;

export type CallOptions = {
  /** Deadline of one attempt (ms); the shared upstream default when absent. */
  timeoutMs?: number;
  /** Extra attempts of a failed read; the shared upstream default when absent. */
  retries?: number;
};

const bytes = (body: KlevuRequest) => Buffer.byteLength(JSON.stringify(body));

/** Record queries packed, in order, into as few requests under MAX_BODY_BYTES as fit. */
export function packQueries(apiKey: string, queries: readonly KlevuRecordQuery[]): KlevuRequest[] {
  const context = { apiKeys: [apiKey] };
  const batches: KlevuRecordQuery[][] = [];
  for (const query of queries) {
    const last = batches.at(-1);
    if (last && bytes({ context, recordQueries: [...last, query] }) <= MAX_BODY_BYTES) last.push(query);
    else batches.push([query]);
  }
  return batches.map((recordQueries) => ({ context, recordQueries }));
}

const upstreamOf = (store: KlevuStore) => `klevu:${store.region}`;

/** An answer we cannot use (a wrong key's 400, an error in meta, no JSON): an outage of search. */
function failure(store: KlevuStore, response: Response, body: KlevuResponse | null): SearchUnavailableError {
  const detail = body?.meta?.error ? `: ${String(body.meta.error)}` : body ? "" : " without a JSON body";
  return new SearchUnavailableError(`Klevu search (${store.region}) answered ${response.status}${detail}`, {
    cause: statusError(upstreamOf(store), response, "search"),
  });
}

/**
 * One POST to the country's own endpoint with the country's own key. A search is a read, so
 * lib/http/upstream.ts may retry it (timeouts, 429 with Retry-After, 5xx) and counts failures
 * toward the country's own circuit (`klevu:sa`); whatever is left is an outage
 * (SearchUnavailableError, its cause the UpstreamError), never an empty result.
 */
export async function postKlevu(
  store: KlevuStore,
  body: Omit<KlevuRequest, "context">,
  options: CallOptions = {},
): Promise<KlevuResponse> {
  const request: KlevuRequest = { context: { apiKeys: [store.apiKey] }, ...body };
  let response: Response;
  let json: KlevuResponse | null;
  try {
    response = await upstreamFetch(upstreamOf(store), store.searchUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(request),
      idempotent: true,
      timeoutMs: options.timeoutMs,
      retries: options.retries,
    });
    json = (await response.json().catch(() => null)) as KlevuResponse | null;
  } catch (error) {
    throw new SearchUnavailableError(`Klevu search (${store.region}) is unavailable`, { cause: error });
  }
  if (!response.ok || !json?.meta || json.meta.error || json.meta.responseCode !== 200)
    throw failure(store, response, json);
  return json;
}

/** Several record queries (packed under the size limit, sent together), answered as one. */
export async function postQueries(
  store: KlevuStore,
  queries: readonly KlevuRecordQuery[],
  options: CallOptions = {},
): Promise<KlevuResponse> {
  const answers = await Promise.all(
    packQueries(store.apiKey, queries).map(({ recordQueries }) => postKlevu(store, { recordQueries }, options)),
  );
  return { meta: answers[0]!.meta, queryResults: answers.flatMap((a) => a.queryResults ?? []) };
}
