import { http, HttpResponse, type HttpHandler } from "msw";
import {
  ContractViolation,
  MANAGEMENT_API_ORIGIN,
  findOperation,
  validateParameters,
  validateRequestBody,
  validateResponseBody,
  validateStorefrontRequest,
} from "../../contracts/bigcommerce/validate";
import { TEST_STORES, type Country, type StoreConfig } from "./catalogue";
import { FakeBigCommerceStore, v2Error, v3Error, type Reply } from "./store";
import { executeStorefront } from "./storefront";
import { managementHandlers } from "./management";
import type { FakeParts, RecordedRequest } from "./fake-types";

/**
 * msw handlers standing in for BigCommerce, one store per country: the Management API
 * (`https://api.bigcommerce.com/stores/{hash}/v3/...` and `/v2/...`, `X-Auth-Token`) and the
 * Storefront GraphQL API on the store's permanent URLs (`https://store-{hash}.mybigcommerce.com/graphql`
 * and the channel's `https://store-{hash}-{channel}.mybigcommerce.com/graphql`, private token as
 * `Authorization: Bearer`, `X-Bc-Customer-Id` / `X-Bc-Customer-Access-Token` recorded).
 *
 * Every request: (1) a queued fault, if one matches, answers instead (429 with the rate-limit
 * headers, a hang until the client aborts, a status, a network error, a GraphQL error with
 * `extensions.code`); (2) the credentials are checked (401 with the vendor's body); (3) the request
 * is validated with the contract kit (path, query, body; GraphQL document and variables) and a
 * violation is recorded and answered as the live API would refuse it; (4) the store answers and
 * (5) the answer is validated before it is sent: a fake answer that breaks the vendor's document is
 * recorded and thrown. Tests end with `fake.expectNoViolations()`.
 */

export type Fault =
  | { kind: "rate-limit"; resetMs?: number }
  | { kind: "hang" }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "network" }
  | { kind: "graphql-error"; code: string; message?: string };

export type { RecordedRequest } from "./fake-types";

interface QueuedFault {
  country: Country;
  operation?: string;
  remaining: number;
  fault: Fault;
}

const RATE_WINDOW_MS = 30_000;
const RATE_QUOTA = 150;

export class BigCommerceFake implements FakeParts {
  stores = {} as Record<Country, FakeBigCommerceStore>;
  readonly violations: string[] = [];
  readonly requests: RecordedRequest[] = [];
  readonly handlers: HttpHandler[];
  private faults: QueuedFault[] = [];
  private hanging = new Set<() => void>();
  private rate = new Map<Country, { start: number; used: number }>();

  constructor(
    readonly configs: StoreConfig[],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reset();
    this.handlers = [...managementHandlers(this), ...configs.flatMap((config) => this.handlersFor(config.country))];
  }

  /** A fresh store per country (catalogue stock restored), no faults, no records. */
  reset(): void {
    this.stores = Object.fromEntries(
      this.configs.map((c) => [c.country, new FakeBigCommerceStore(c, this.now)]),
    ) as Record<Country, FakeBigCommerceStore>;
    this.violations.length = 0;
    this.requests.length = 0;
    this.faults = [];
    this.rate.clear();
    this.release();
  }

  /**
   * The next `times` requests to `country`'s store (only those of `operation` when given: a key like
   * `POST /v3/carts`, or `graphql`) answer with `fault` instead.
   */
  failNext(country: Country, fault: Fault, options: { operation?: string; times?: number } = {}): void {
    this.faults.push({ country, operation: options.operation, remaining: options.times ?? 1, fault });
  }

  /** Lets every hanging request go (answered with a network error); call it after each test. */
  release(): void {
    for (const go of this.hanging) go();
    this.hanging.clear();
  }

  expectNoViolations(): void {
    if (this.violations.length)
      throw new Error(`The fake BigCommerce saw contract violations:\n  - ${this.violations.join("\n  - ")}`);
  }

  private takeFault(country: Country, operation: string | undefined): Fault | undefined {
    const i = this.faults.findIndex((f) => f.country === country && (!f.operation || f.operation === operation));
    const queued = this.faults[i];
    if (!queued) return undefined;
    if (--queued.remaining <= 0) this.faults.splice(i, 1);
    return queued.fault;
  }

  private rateHeaders(country: Country, exhausted = false): Record<string, string> {
    const at = this.now().getTime();
    let r = this.rate.get(country);
    if (!r || at - r.start >= RATE_WINDOW_MS) this.rate.set(country, (r = { start: at, used: 0 }));
    r.used += 1;
    return {
      "X-Rate-Limit-Time-Window-Ms": String(RATE_WINDOW_MS),
      "X-Rate-Limit-Time-Reset-Ms": String(Math.max(0, RATE_WINDOW_MS - (at - r.start))),
      "X-Rate-Limit-Requests-Quota": String(RATE_QUOTA),
      "X-Rate-Limit-Requests-Left": String(exhausted ? 0 : Math.max(0, RATE_QUOTA - r.used)),
    };
  }

  private async applyFault(
    fault: Fault,
    country: Country,
    request: Request,
    errorBody: (status: number, title: string) => Reply,
  ): Promise<Response> {
    switch (fault.kind) {
      case "rate-limit": {
        const headers = {
          ...this.rateHeaders(country, true),
          "X-Rate-Limit-Time-Reset-Ms": String(fault.resetMs ?? 15_000),
        };
        return json(errorBody(429, "Too many requests"), headers);
      }
      case "hang":
        await new Promise<void>((resolve) => {
          const go = () => resolve();
          this.hanging.add(go);
          request.signal.addEventListener("abort", go, { once: true });
        });
        return HttpResponse.error();
      case "network":
        return HttpResponse.error();
      case "status":
        return json(
          fault.body !== undefined
            ? { status: fault.status, body: fault.body }
            : errorBody(fault.status, "Internal Server Error"),
          this.rateHeaders(country),
        );
      case "graphql-error":
        return json({
          status: 200,
          body: {
            data: null,
            errors: [{ message: fault.message ?? `Injected ${fault.code}`, extensions: { code: fault.code } }],
          },
        });
    }
  }

  private violation(message: string): void {
    this.violations.push(message);
  }

  private record(country: Country, request: Request, operation: string | undefined, body: unknown) {
    this.requests.push({
      country,
      method: request.method,
      url: request.url,
      operation,
      headers: Object.fromEntries(request.headers),
      body,
    });
  }

  private handlersFor(country: Country): HttpHandler[] {
    const config = this.configs.find((c) => c.country === country)!;
    const graphqlUrls = [
      `https://store-${config.storeHash}.mybigcommerce.com/graphql`,
      `https://store-${config.storeHash}-${config.channelId}.mybigcommerce.com/graphql`,
    ];
    return [
      http.all(`${MANAGEMENT_API_ORIGIN}/stores/${config.storeHash}/*`, ({ request }) =>
        this.management(country, request),
      ),
      ...graphqlUrls.map((url) => http.all(url, ({ request }) => this.storefront(country, request))),
    ];
  }

  private async management(country: Country, request: Request): Promise<Response> {
    const store = this.stores[country];
    const url = new URL(request.url);
    const match = findOperation(request.method, url);
    const v2 = url.pathname.includes("/v2/");
    const errorBody = (status: number, title: string) => (v2 ? v2Error(status, title) : v3Error(status, title));
    const text = await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      this.record(country, request, match?.key, text);
      this.violation(`${request.method} ${url.pathname}: the body is not JSON`);
      return json(errorBody(400, "The request body is not valid JSON"));
    }
    this.record(country, request, match?.key, body);

    const fault = this.takeFault(country, match?.key);
    if (fault) return this.applyFault(fault, country, request, errorBody);

    if (request.headers.get("x-auth-token") !== store.config.accessToken) {
      return json(
        v2 ? v2Error(401, "No valid credentials were found in this request") : v3Error(401, "Unauthorized"),
        this.rateHeaders(country),
      );
    }
    if (!match) {
      this.violation(`${request.method} ${url.pathname}: no vendored document defines this operation`);
      return json(errorBody(404, "Not found"));
    }
    const requestErrors = [
      ...validateParameters(match, url.searchParams, match.pathParams),
      ...validateRequestBody(match, body),
    ];
    if (requestErrors.length) {
      this.violation(new ContractViolation(`The request ${match.key}`, requestErrors).message);
      return json(errorBody(v2 ? 400 : 422, `The request breaks the contract: ${requestErrors.join("; ")}`));
    }
    const reply = store.route(match.key, { params: match.pathParams, query: url.searchParams, body });
    if (!reply) {
      this.violation(`${match.key}: the fake store does not implement this operation`);
      return json(errorBody(501, "Not implemented by the fake store"));
    }
    const answerErrors = validateResponseBody(match, reply.status, reply.body);
    if (answerErrors.length) {
      const error = new ContractViolation(`The fake's ${reply.status} answer to ${match.key}`, answerErrors);
      this.violation(error.message);
      throw error;
    }
    return json(reply, this.rateHeaders(country));
  }

  private async storefront(country: Country, request: Request): Promise<Response> {
    const store = this.stores[country];
    const text = await request.text();
    let body: { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    this.record(country, request, "graphql", body ?? text);

    const fault = this.takeFault(country, "graphql");
    if (fault)
      return this.applyFault(fault, country, request, (status, title) => ({
        status,
        body: { errors: [{ message: title }] },
      }));

    // The status-codes page: every credentials problem is a 401 with these messages.
    const auth = request.headers.get("authorization");
    if (!auth)
      return json({
        status: 401,
        body: { errors: [{ message: "GraphQL credentials were missing. No token was sent." }] },
      });
    if (auth !== `Bearer ${store.config.storefrontToken}`)
      return json({
        status: 401,
        body: { errors: [{ message: "GraphQL invalid credentials. JWT signature is invalid" }] },
      });

    if (request.method !== "POST" || !body || typeof body.query !== "string") {
      this.violation(`graphql (${country}): a Storefront request is a POST with a JSON body {query, variables}`);
      return json({ status: 400, body: { errors: [{ message: "Must provide query string." }] } });
    }
    const customerId = request.headers.get("x-bc-customer-id");
    if (customerId !== null && !/^\d+$/.test(customerId))
      this.violation(`graphql (${country}): X-Bc-Customer-Id must be a customer id, got "${customerId}"`);
    const gqlRequest = {
      query: body.query,
      variables: (body.variables ?? null) as Record<string, unknown> | null,
      operationName: typeof body.operationName === "string" ? body.operationName : null,
    };
    const errors = validateStorefrontRequest(gqlRequest);
    if (errors.length) {
      this.violation(
        `graphql (${country}): the document breaks the schema snapshot:\n    ${errors.map((e) => e.message).join("\n    ")}`,
      );
      return json({ status: 200, body: { errors: errors.map((e) => e.toJSON()) } });
    }
    const result = await executeStorefront(store, gqlRequest);
    if (result.errors?.length) {
      const messages = result.errors.map((e) => `${e.path?.join(".") ?? ""}: ${e.message}`);
      const error = new ContractViolation(`The fake's GraphQL answer (${country})`, messages);
      this.violation(error.message);
      throw error;
    }
    return json({ status: 200, body: result });
  }
}

function json(reply: Reply, headers: Record<string, string> = {}): Response {
  const all = { ...headers, ...reply.headers };
  if (reply.body === undefined) return new HttpResponse(null, { status: reply.status, headers: all });
  return HttpResponse.json(reply.body as Parameters<typeof HttpResponse.json>[0], {
    status: reply.status,
    headers: all,
  });
}

/** A fake with a store for each of `countries` (all three by default); `stores` overrides their configuration. */
export function createBigCommerceFake(
  options: { countries?: Country[]; stores?: Partial<Record<Country, Partial<StoreConfig>>>; now?: () => Date } = {},
): BigCommerceFake {
  const countries = options.countries ?? (Object.keys(TEST_STORES) as Country[]);
  return new BigCommerceFake(
    countries.map((c) => ({ ...TEST_STORES[c], ...options.stores?.[c] })),
    options.now,
  );
}
