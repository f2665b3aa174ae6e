import { delay, http, HttpResponse } from "msw";
import type { KlevuRequest, KlevuResponse } from "@/lib/search/klevu/vendor";
import { contractIssues, klevuRequestSchema, klevuResponseSchema } from "../contracts/klevu/schemas";
import { runRecordQuery, runSuggestions, type IndexedRecord } from "./klevu-engine";

/**
 * A stateful stand-in for Klevu's APIv2 search service, one store per country host, for msw.
 * Every request must hold the committed request schema and every answer the response schema;
 * a key that is not the host's own gets the service's error answer; faults can be queued per
 * host: a 429 with rate-limit headers, a 503, or an answer slower than the caller's deadline.
 */

export type FakeStore = { region: string; apiKey: string; searchUrl: string; records: IndexedRecord[] };
export type Fault =
  { kind: "rate-limit"; retryAfterSeconds: number } | { kind: "unavailable" } | { kind: "slow"; ms: number };
export type Seen = { region: string; host: string; apiKey: string | undefined; body: KlevuRequest };

const json = (body: KlevuResponse, status = 200, headers: Record<string, string> = {}) =>
  HttpResponse.json(body, { status, headers });
const error = (responseCode: number, message: string) => ({ meta: { qTime: 0, responseCode, error: message } });

export class KlevuFake {
  /** Every request that reached a host, in order. */
  readonly seen: Seen[] = [];
  /** Requests or answers that broke the committed schemas (a test fails on any). */
  readonly violations: string[] = [];
  private readonly faults = new Map<string, Fault[]>();

  constructor(private readonly stores: readonly FakeStore[]) {}

  /** The next `times` requests to a country's host meet this fault. */
  fail(region: string, fault: Fault, times = 1): void {
    this.faults.set(region, [...(this.faults.get(region) ?? []), ...Array.from({ length: times }, () => fault)]);
  }

  reset(): void {
    this.seen.length = 0;
    this.violations.length = 0;
    this.faults.clear();
  }

  handlers() {
    return this.stores.map((store) => http.post(store.searchUrl, async ({ request }) => this.answer(store, request)));
  }

  private async answer(store: FakeStore, request: Request): Promise<Response> {
    const body = (await request.json().catch(() => null)) as KlevuRequest | null;
    this.seen.push({
      region: store.region,
      host: new URL(request.url).host,
      apiKey: body?.context?.apiKeys?.[0],
      body: body!,
    });
    const fault = this.faults.get(store.region)?.shift();
    if (fault?.kind === "rate-limit") {
      const reset = String(Math.ceil(Date.now() / 1000) + fault.retryAfterSeconds);
      const headers = {
        "retry-after": String(fault.retryAfterSeconds),
        "x-ratelimit-limit": "100",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": reset,
      };
      return this.checked(error(429, "Too many requests"), 429, headers);
    }
    if (fault?.kind === "unavailable") return this.checked(error(503, "Service unavailable"), 503);
    if (fault?.kind === "slow") await delay(fault.ms);

    const issues = contractIssues(klevuRequestSchema, body);
    if (!body || issues.length) {
      this.violations.push(...issues.map((i) => `request to ${store.region}: ${i}`));
      return this.checked(error(400, "Invalid request"), 400);
    }
    if (!body.recordQueries && !body.suggestions)
      return this.checked(error(400, "Nothing to search: no recordQueries or suggestions"), 400);
    if (!body.context.apiKeys.includes(store.apiKey))
      return this.checked(error(400, `Invalid API key for this search URL: ${body.context.apiKeys.join(", ")}`), 400);

    return this.checked({
      meta: { qTime: 1, responseCode: 200 },
      queryResults: body.recordQueries?.map((q) => runRecordQuery(store.records, q, store.apiKey)),
      suggestionResults: body.suggestions?.map((q) => runSuggestions(store.records, q)),
    });
  }

  private checked(body: KlevuResponse, status = 200, headers: Record<string, string> = {}): Response {
    for (const issue of contractIssues(klevuResponseSchema, body)) this.violations.push(`answer: ${issue}`);
    return json(body, status, headers);
  }
}
