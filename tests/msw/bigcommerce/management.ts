import { http, HttpResponse, type HttpHandler } from "msw";
import { z } from "zod";
import {
  MANAGEMENT_API_ORIGIN,
  findOperation,
  validateParameters,
  validateRequestBody,
  validateResponseBody,
} from "../../contracts/bigcommerce/validate";
import { CATALOGUE, STORE_ATTRIBUTES, type Country, type StoreConfig } from "./catalogue";
import type { FakeParts } from "./fake-types";
import { v3Error, type FakeBigCommerceStore, type Reply } from "./store";

/**
 * The Management API operations a store's set-up reads and writes (`npm run bigcommerce:setup`),
 * beside the fake's vendored ones: the channel's site (Sites API), customer attributes (list and
 * create: once the set-up state differs from the fake store's own list, the list answers from it,
 * so a created attribute is there for the adapter too; until then the store's handler answers), webhooks (Webhooks v3: list, create, update), and the catalogue's products and product
 * metafields (Catalog v3). No vendored document defines Sites, Webhooks or Catalog, so their
 * requests are checked with zod here, shaped as BigCommerce's API reference gives them; the
 * attribute operations also pass the contract kit (customers.v3.yml). Each request is recorded on
 * `fake.requests`, a malformed one on `fake.violations` (answered 422 as the store would). State
 * lives per store, so `fake.reset()` starts it afresh; tests change it through `managementOf`.
 */

/** A scope an API account may lack: the store answers 403 to what needs it. */
export type Scope = "sites" | "hooks" | "products" | "customers";

export interface FakeHook {
  id: number;
  client_id: string;
  store_hash: string;
  scope: string;
  destination: string;
  is_active: boolean;
  headers: Record<string, string> | null;
  created_at: number;
  updated_at: number;
}

export interface FakeMetafield {
  id: number;
  namespace: string;
  key: string;
  value: string;
  permission_set: "app_only" | "read" | "write" | "read_and_sf_access" | "write_and_sf_access";
}

export interface ManagementState {
  /** The channel's site; `null`: the channel has none (404). */
  site: { url: string; urls: { url: string; type: "primary" | "canonical" | "checkout" }[] } | null;
  attributes: { id: number; name: string; type: "string" | "number" | "date" }[];
  hooks: FakeHook[];
  /** Metafields by product id. */
  metafields: Map<number, FakeMetafield[]>;
  denied: Set<Scope>;
}

const states = new WeakMap<FakeBigCommerceStore, ManagementState>();

function initialState(config: StoreConfig): ManagementState {
  const permanent = `https://store-${config.storeHash}.mybigcommerce.com`;
  const first = CATALOGUE.find((p) => !p.countries || p.countries.includes(config.country))!;
  return {
    site: {
      url: config.checkoutOrigin,
      urls: [
        { url: config.checkoutOrigin, type: "primary" },
        { url: permanent, type: "canonical" },
        { url: config.checkoutOrigin, type: "checkout" },
      ],
    },
    attributes: STORE_ATTRIBUTES.map((a) => ({ ...a })),
    hooks: [],
    metafields: new Map([
      [
        first.id,
        [
          { id: 9001, namespace: "ar", key: "name", value: "خاتم ألماس سوليتير", permission_set: "read_and_sf_access" },
          {
            id: 9002,
            namespace: "ar",
            key: "description",
            value: "<p>ماسة مستديرة على خاتم من الذهب الأبيض عيار 18.</p>",
            permission_set: "read_and_sf_access",
          },
        ],
      ],
    ]),
    denied: new Set(),
  };
}

/** The set-up state of `country`'s store in `fake` (made on first use; a reset makes a fresh one). */
export function managementOf(fake: FakeParts, country: Country): ManagementState {
  const store = fake.stores[country];
  let state = states.get(store);
  if (!state) states.set(store, (state = initialState(store.config)));
  return state;
}

const attributePost = z
  .array(z.strictObject({ name: z.string().min(1).max(255), type: z.enum(["string", "number", "date"]) }))
  .min(1);
const hookHeaders = z.record(z.string(), z.string()).nullable();
const hookPost = z.strictObject({
  scope: z.string().regex(/^store\/[a-z_]+\/(\*|[A-Za-z_]+)$/),
  destination: z.url({ protocol: /^https$/ }),
  is_active: z.boolean().optional(),
  events_history_enabled: z.boolean().optional(),
  headers: hookHeaders.optional(),
});
const hookPut = hookPost.partial();
const productsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(250).optional(),
  page: z.coerce.number().int().min(1).optional(),
  is_visible: z.enum(["true", "false"]).optional(),
  include_fields: z.string().optional(),
});
const metafieldsQuery = z.strictObject({
  namespace: z.string().optional(),
  key: z.string().optional(),
  limit: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).optional(),
});
const sitesQuery = z.strictObject({
  channel_id: z.coerce.number().int().positive().optional(),
  "channel_id:in": z.string().optional(),
});

const pagination = (total: number) => ({
  pagination: {
    total,
    count: total,
    per_page: 50,
    current_page: 1,
    total_pages: 1,
    links: { current: "?page=1&limit=50" },
  },
});
const problem = (issues: z.ZodError | string[]) =>
  Array.isArray(issues)
    ? issues.join("; ")
    : issues.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; ");

type Context = {
  fake: FakeParts;
  config: StoreConfig;
  state: ManagementState;
  url: URL;
  body: unknown;
  params: Record<string, string>;
};
/** `defer`: leave the request to the fake's own handler (its faults and records apply there). */
type Operation = {
  method: "GET" | "POST" | "PUT";
  path: string;
  scope: Scope;
  answer: (c: Context) => Reply;
  defer?: (state: ManagementState) => boolean;
};

/** The attribute list as the fake's store answers it: the set-up did not touch it, so the store's own handler answers. */
const pristineAttributes = (state: ManagementState) =>
  JSON.stringify(state.attributes) === JSON.stringify(STORE_ATTRIBUTES) && state.denied.size === 0;

function siteBody(config: StoreConfig, site: NonNullable<ManagementState["site"]>) {
  const at = "2026-01-04T04:15:50.000Z";
  return {
    id: 1000 + config.channelId,
    url: site.url,
    channel_id: config.channelId,
    created_at: at,
    updated_at: at,
    ssl_status: "shared",
    urls: site.urls.map((u) => ({ ...u, created_at: at, updated_at: at })),
    is_checkout_url_customized: site.urls.some((u) => u.type === "checkout" && u.url !== site.url),
  };
}

function refuse(c: Context, operation: string, issues: z.ZodError | string[]): Reply {
  const text = problem(issues);
  c.fake.violations.push(`The request ${operation}: ${text}`);
  return v3Error(422, `The request breaks the contract: ${text}`);
}

/** The kit's checks for the operations customers.v3.yml defines (query and body, then the answer). */
function withContract(c: Context, method: string, answer: () => Reply): Reply {
  const match = findOperation(method, c.url)!;
  const errors = [
    ...validateParameters(match, c.url.searchParams, match.pathParams),
    ...(method === "GET" ? [] : validateRequestBody(match, c.body)),
  ];
  if (errors.length) return refuse(c, match.key, errors);
  const reply = answer();
  const wrong = validateResponseBody(match, reply.status, reply.body);
  if (wrong.length) c.fake.violations.push(`The fake's ${reply.status} answer to ${match.key}: ${wrong.join("; ")}`);
  return reply;
}

const OPERATIONS: Operation[] = [
  {
    method: "GET",
    path: "/v3/channels/:channelId/site",
    scope: "sites",
    answer: (c) =>
      Number(c.params.channelId) === c.config.channelId && c.state.site
        ? { status: 200, body: { data: siteBody(c.config, c.state.site), meta: {} } }
        : v3Error(404, "The site was not found"),
  },
  {
    method: "GET",
    path: "/v3/sites",
    scope: "sites",
    answer: (c) => {
      const query = sitesQuery.safeParse(Object.fromEntries(c.url.searchParams));
      if (!query.success) return refuse(c, "GET /v3/sites", query.error);
      const wanted = query.data.channel_id ?? c.config.channelId;
      const list = c.state.site && wanted === c.config.channelId ? [siteBody(c.config, c.state.site)] : [];
      return { status: 200, body: { data: list, meta: pagination(list.length) } };
    },
  },
  {
    method: "GET",
    path: "/v3/customers/attributes",
    scope: "customers",
    defer: pristineAttributes,
    answer: (c) =>
      withContract(c, "GET", () => ({
        status: 200,
        body: {
          data: c.state.attributes.map((a) => ({
            ...a,
            date_created: "2026-01-04T04:15:50Z",
            date_modified: "2026-01-04T04:15:50Z",
          })),
          meta: pagination(c.state.attributes.length),
        },
      })),
  },
  {
    method: "POST",
    path: "/v3/customers/attributes",
    scope: "customers",
    answer: (c) =>
      withContract(c, "POST", () => {
        const input = attributePost.safeParse(c.body);
        if (!input.success) return refuse(c, "POST /v3/customers/attributes", input.error);
        const taken = input.data.find((a) =>
          c.state.attributes.some((b) => b.name.trim().toLowerCase() === a.name.trim().toLowerCase()),
        );
        if (taken) return v3Error(422, `An attribute named "${taken.name}" already exists`);
        if (c.state.attributes.length + input.data.length > 50)
          return v3Error(422, "A store cannot have more than 50 customer attributes");
        let next = Math.max(0, ...c.state.attributes.map((a) => a.id)) + 1;
        const made = input.data.map((a) => ({ id: next++, name: a.name, type: a.type }));
        c.state.attributes.push(...made);
        return {
          status: 200,
          body: {
            data: made.map((a) => ({
              ...a,
              date_created: "2026-01-04T04:15:50Z",
              date_modified: "2026-01-04T04:15:50Z",
            })),
            meta: {},
          },
        };
      }),
  },
  {
    method: "GET",
    path: "/v3/hooks",
    scope: "hooks",
    answer: (c) => ({ status: 200, body: { data: c.state.hooks, meta: pagination(c.state.hooks.length) } }),
  },
  {
    method: "POST",
    path: "/v3/hooks",
    scope: "hooks",
    answer: (c) => {
      const input = hookPost.safeParse(c.body);
      if (!input.success) return refuse(c, "POST /v3/hooks", input.error);
      if (c.state.hooks.some((h) => h.scope === input.data.scope && h.destination === input.data.destination))
        return v3Error(422, "A webhook for this scope and destination already exists");
      const at = Math.floor(Date.now() / 1000);
      const hook: FakeHook = {
        id: 18_048_000 + c.state.hooks.length + 1,
        client_id: "fake-client",
        store_hash: c.config.storeHash,
        scope: input.data.scope,
        destination: input.data.destination,
        is_active: input.data.is_active ?? true,
        headers: input.data.headers ?? null,
        created_at: at,
        updated_at: at,
      };
      c.state.hooks.push(hook);
      return { status: 200, body: { data: hook, meta: {} } };
    },
  },
  {
    method: "PUT",
    path: "/v3/hooks/:hookId",
    scope: "hooks",
    answer: (c) => {
      const hook = c.state.hooks.find((h) => h.id === Number(c.params.hookId));
      if (!hook) return v3Error(404, "The webhook was not found");
      const input = hookPut.safeParse(c.body);
      if (!input.success) return refuse(c, "PUT /v3/hooks/{id}", input.error);
      Object.assign(
        hook,
        Object.fromEntries(
          Object.entries(input.data).filter(
            ([name, value]) => value !== undefined && name !== "events_history_enabled",
          ),
        ),
        { updated_at: Math.floor(Date.now() / 1000) },
      );
      return { status: 200, body: { data: hook, meta: {} } };
    },
  },
  {
    method: "GET",
    path: "/v3/catalog/products",
    scope: "products",
    answer: (c) => {
      const query = productsQuery.safeParse(Object.fromEntries(c.url.searchParams));
      if (!query.success) return refuse(c, "GET /v3/catalog/products", query.error);
      const all = c.fake.stores[c.config.country].products();
      const list = all
        .slice(0, query.data.limit ?? 50)
        .map((p) => ({ id: p.id, name: p.name, sku: p.sku, is_visible: true }));
      return { status: 200, body: { data: list, meta: pagination(all.length) } };
    },
  },
  {
    method: "GET",
    path: "/v3/catalog/products/:productId/metafields",
    scope: "products",
    answer: (c) => {
      const query = metafieldsQuery.safeParse(Object.fromEntries(c.url.searchParams));
      if (!query.success) return refuse(c, "GET /v3/catalog/products/{product_id}/metafields", query.error);
      const productId = Number(c.params.productId);
      if (!c.fake.stores[c.config.country].products().some((p) => p.id === productId))
        return v3Error(404, "The product was not found");
      const list = (c.state.metafields.get(productId) ?? [])
        .filter(
          (m) =>
            (!query.data.namespace || m.namespace === query.data.namespace) &&
            (!query.data.key || m.key === query.data.key),
        )
        .map((m) => ({
          ...m,
          resource_type: "product",
          resource_id: productId,
          description: "",
          owner_client_id: "fake-client",
          date_created: "2026-01-04T04:15:50Z",
          date_modified: "2026-01-04T04:15:50Z",
        }));
      return { status: 200, body: { data: list, meta: pagination(list.length) } };
    },
  },
];

const METHODS = { GET: http.get, POST: http.post, PUT: http.put } as const;

/** The set-up operations of every store in `fake`; put them before the fake's own handlers. */
export function managementHandlers(fake: FakeParts): HttpHandler[] {
  return fake.configs.flatMap((config) =>
    OPERATIONS.map((operation) =>
      METHODS[operation.method](
        `${MANAGEMENT_API_ORIGIN}/stores/${config.storeHash}${operation.path}`,
        async ({ request, params }) => {
          const state = managementOf(fake, config.country);
          if (operation.defer?.(state)) return undefined;
          const url = new URL(request.url);
          const text = operation.method === "GET" ? "" : await request.text();
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = text;
          }
          const key = `${operation.method} ${operation.path.replace(/:(\w+)/g, "{$1}")}`;
          fake.requests.push({
            country: config.country,
            method: operation.method,
            url: request.url,
            operation: key,
            headers: Object.fromEntries(request.headers),
            body,
          });
          if (request.headers.get("x-auth-token") !== config.accessToken) return reply(v3Error(401, "Unauthorized"));
          if (state.denied.has(operation.scope))
            return reply(v3Error(403, "You don't have a required scope to access the endpoint"));
          if (operation.method !== "GET" && typeof body !== "object")
            return reply(refuse({ fake, config, state, url, body, params: {} }, key, ["the body must be JSON"]));
          return reply(operation.answer({ fake, config, state, url, body, params: params as Record<string, string> }));
        },
      ),
    ),
  );
}

function reply(answer: Reply): Response {
  return HttpResponse.json(answer.body as Parameters<typeof HttpResponse.json>[0], { status: answer.status });
}
