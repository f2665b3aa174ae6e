// The fake BigCommerce stores (tests/msw/bigcommerce), the fake Strapi (tests/msw/strapi.ts) and the
// fake Klevu of the ae store (tests/msw/klevu.ts, its index fed from that store) as a loopback HTTP
// server, for an app started on hosted providers (the e2e journeys tests/e2e/hosted*.spec.ts;
// playwright.config.ts starts it):
//
//   npx tsx scripts/hosted-fake-server.ts      (HOSTED_FAKE_PORT, default 3199)
//
// The app is pointed at it with BC_API_URL=http://127.0.0.1:PORT and BC_STOREFRONT_URL=
// http://127.0.0.1:PORT. Each request is rewritten back to the vendor address the msw handlers
// match and answered through `getResponse(handlers, request)` (no interception, no network):
//   /stores/{hash}/v3|v2/...  ->  https://api.bigcommerce.com/stores/{hash}/...  (the hash names the store)
//   /graphql                  ->  the channel's https://store-{hash}-{channel}.mybigcommerce.com/graphql,
//                                 the store whose private Storefront token the request carries
//   /api/{type}?locale=...    ->  the fake Strapi 5, whose base is this server (STRAPI_URL=http://127.0.0.1:PORT)
//   /uploads/{file}           ->  its media library: the embedded content's picture in public/, as Strapi serves it
//   /cs/v2/search             ->  the ae store's Klevu APIv2 search (KLEVU_AE_SEARCH_URL=http://127.0.0.1:PORT/cs/v2/search)
// A control API for the test, /__fake/... (JSON in and out):
//   GET  /__fake/health                                 200 when listening
//   POST /__fake/customer {country, email, password, firstName?, lastName?}
//                                                       a customer with her email verified -> {customerId}
//   POST /__fake/place-order {country, cartId}          the hosted checkout's payment: the cart becomes an order -> {orderId}
//   POST /__fake/product {country, like}                a new product in that store, a copy of the product `like`
//                                                       (its sku) under a sku and name-slug never used before (so no
//                                                       cache anywhere holds its page) -> {id, sku, path}; the ae
//                                                       Klevu index gets its record too
//   POST /__fake/outage {upstream, mode}                one upstream's outage until switched off -> the outages:
//                                                       upstream "graphql" (Storefront), "rest" (Management API),
//                                                       "strapi" (its API and media), "klevu"; mode "503" (the vendor's
//                                                       503 body), "hang" (held unanswered until the client gives up
//                                                       or the outage is switched off, then closed), "refuse" (the
//                                                       socket destroyed), "off" (scripts/hosted-fake-outages.ts)
//   GET  /__fake/outage                                 each upstream's {mode, met}: `met` counts the requests its
//                                                       current outage answered, proof the app asked during it
//   GET  /__fake/violations                             contract violations the fakes saw (Strapi's and Klevu's too) -> {violations}
// Anything else is a loud 404 (logged on stderr), as is a request the handlers do not match.
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { extname } from "node:path";
import { getResponse } from "msw";
import { customerUpdateHandlers } from "../tests/msw/bigcommerce/customer-updates";
import { createBigCommerceFake } from "../tests/msw/bigcommerce/handlers";
import { ATTRIBUTE } from "../lib/commerce/customer-attributes";
import { productPath } from "../lib/commerce/product-path";
import { CATALOGUE, type Country, type FixtureProduct } from "../tests/msw/bigcommerce/catalogue";
import { createStrapiFake } from "../tests/msw/strapi";
import { KlevuFake } from "../tests/msw/klevu";
import { storeRecord, storeRecords } from "../tests/msw/klevu-bigcommerce";
import { HOSTED_KLEVU, HOSTED_STRAPI_TOKEN } from "../tests/e2e/hosted-env";
import { outageRequest, Outages } from "./hosted-fake-outages";

const port = Number(process.env.HOSTED_FAKE_PORT || 3199);
const VENDOR_API = "https://api.bigcommerce.com";
const fake = createBigCommerceFake();
const strapi = await createStrapiFake({ base: `http://127.0.0.1:${port}`, token: HOSTED_STRAPI_TOKEN });
/** The ae store's Klevu: its own key on its own (vendor) host, the index fed from the fake ae store. */
const KLEVU_AE = {
  region: "ae",
  apiKey: HOSTED_KLEVU.apiKey,
  searchUrl: "https://lumaecs.ksearchnet.com/cs/v2/search",
  records: storeRecords("ae", HOSTED_KLEVU.siteOrigin),
};
const klevu = new KlevuFake([KLEVU_AE]);
const outages = new Outages();
const handlers = [...customerUpdateHandlers(fake), ...fake.handlers, ...strapi.handlers, ...klevu.handlers()];
const MEDIA_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
};
const log = (message: string) => console.error(`[hosted-fake] ${message}`);

/** The vendor address of a request to the loopback server, or null when it is nobody's. */
function vendorUrl(request: IncomingMessage, url: URL): string | null {
  if (url.pathname.startsWith("/stores/")) return `${VENDOR_API}${url.pathname}${url.search}`;
  if (url.pathname === "/graphql") {
    // The private token names the store; without a known one, the first store answers its 401.
    const auth = request.headers.authorization ?? "";
    const store = fake.configs.find((c) => auth === `Bearer ${c.storefrontToken}`) ?? fake.configs[0]!;
    return `https://store-${store.storeHash}-${store.channelId}.mybigcommerce.com/graphql${url.search}`;
  }
  if (url.pathname.startsWith("/api/")) return `${strapi.base}${url.pathname}${url.search}`;
  if (url.pathname === new URL(KLEVU_AE.searchUrl).pathname) return `${KLEVU_AE.searchUrl}${url.search}`;
  return null;
}

/** Everything the fakes saw break their vendor's contract: BigCommerce's requests, Strapi's requests and bodies. */
const violations = () => [
  ...fake.violations,
  ...strapi.state.violations,
  ...strapi.state.invalidBodies,
  ...klevu.violations,
];

/** A file of the fake Strapi's media library (the embedded content's picture it stands for), or null. */
async function media(url: URL): Promise<{ type: string; body: Buffer } | null> {
  const asset = strapi.state.store.assetOf.get(`${strapi.base}${url.pathname}`);
  if (!asset) return null;
  return {
    type: MEDIA_TYPES[extname(asset)] ?? "application/octet-stream",
    body: await readFile(new URL(`../public${asset}`, import.meta.url)),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function countryOf(value: unknown): Country {
  const country = fake.configs.find((c) => c.country === value)?.country;
  if (!country)
    throw new Error(
      `no fake store for country ${JSON.stringify(value)} (${fake.configs.map((c) => c.country).join(", ")})`,
    );
  return country;
}

let copies = 0;

/**
 * A copy of a product of the country's store as a new product: new ids, and a sku and slug
 * unique to this moment, so that no page cache, last good copy or earlier run knows its page.
 */
function newProduct(country: Country, like: string): FixtureProduct {
  const source = fake.stores[country].products().find((p) => p.sku === like);
  if (!source) throw new Error(`no product ${like} in the ${country} store`);
  const n = ++copies;
  const tag = `${Date.now().toString(36)}${n.toString(36)}`.toUpperCase();
  const sku = `${source.sku}-${tag}`;
  const product: FixtureProduct = {
    ...source,
    id: 5000 + n,
    sku,
    slug: `${source.slug}-${tag.toLowerCase()}`,
    variants: source.variants.map((v, i) => ({
      ...v,
      id: 50_000 + n * 100 + i,
      sku: source.variants.length === 1 ? sku : `${sku}${v.sku.slice(source.sku.length)}`,
    })),
    countries: [country],
  };
  CATALOGUE.push(product);
  for (const v of product.variants) fake.stores[country].setStock(v.id, v.stock[country]);
  if (country === "ae") KLEVU_AE.records.push(storeRecord(country, product, HOSTED_KLEVU.siteOrigin));
  return product;
}

/** The test's control API. */
async function control(method: string, path: string, body: Record<string, unknown>): Promise<[number, unknown]> {
  if (method === "GET" && path === "/__fake/health") return [200, { ok: true }];
  if (method === "GET" && path === "/__fake/violations") return [200, { violations: violations() }];
  if (method === "POST" && path === "/__fake/customer") {
    const store = fake.stores[countryOf(body.country)];
    const { email, password, firstName, lastName } = body as Record<string, string | undefined>;
    if (!email || !password) return [400, { error: "email and password are required" }];
    const customerId = store.seedCustomer({ email, password, firstName, lastName });
    // As after the confirmation mail's link: verification sent and confirmed (the sign-in checks both).
    store.route("PUT /v3/customers/attribute-values", {
      params: {},
      query: new URLSearchParams(),
      body: [
        { customer_id: customerId, attribute_id: ATTRIBUTE.verificationEmailSent, value: "true" },
        { customer_id: customerId, attribute_id: ATTRIBUTE.emailVerified, value: "true" },
      ],
    });
    return [201, { customerId }];
  }
  if (method === "POST" && path === "/__fake/place-order") {
    const store = fake.stores[countryOf(body.country)];
    if (typeof body.cartId !== "string") return [400, { error: "cartId is required" }];
    return [201, { orderId: store.placeOrder(body.cartId) }];
  }
  if (method === "POST" && path === "/__fake/product") {
    if (typeof body.like !== "string") return [400, { error: "like (a product sku) is required" }];
    const product = newProduct(countryOf(body.country), body.like);
    return [201, { id: product.id, sku: product.sku, path: productPath(product.slug, product.sku) }];
  }
  if (method === "GET" && path === "/__fake/outage") return [200, { outages: outages.state() }];
  if (method === "POST" && path === "/__fake/outage") {
    const parsed = outageRequest.safeParse(body);
    if (!parsed.success)
      return [
        400,
        {
          error: `expected {upstream, mode}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
        },
      ];
    outages.set(parsed.data.upstream, parsed.data.mode);
    log(`outage of ${parsed.data.upstream}: ${parsed.data.mode}`);
    return [200, { outages: outages.state() }];
  }
  return [404, { error: `no control route ${method} ${path}` }];
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
  const method = req.method ?? "GET";
  try {
    // An upstream that is down answers nothing else: not even its body is read.
    if (outages.intercept(req, res, url.pathname)) return;
    const raw = await readBody(req);
    if (url.pathname.startsWith("/__fake/")) {
      const [status, answer] = await control(method, url.pathname, raw.length ? JSON.parse(raw.toString("utf8")) : {});
      if (status >= 400) log(`${method} ${url.pathname}: ${status} ${JSON.stringify(answer)}`);
      return send(res, status, answer);
    }
    if (method === "GET" && url.pathname.startsWith("/uploads/")) {
      const file = await media(url);
      if (!file) {
        log(`404: no media ${url.pathname}`);
        return send(res, 404, { data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } });
      }
      res.writeHead(200, { "content-type": file.type, "cache-control": "public, max-age=31536000" });
      return res.end(file.body);
    }
    const target = vendorUrl(req, url);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || ["host", "connection", "content-length", "transfer-encoding"].includes(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const request = target
      ? new Request(target, {
          method,
          headers,
          body: raw.length && method !== "GET" && method !== "HEAD" ? new Uint8Array(raw) : undefined,
        })
      : null;
    const before = violations().length;
    const response = request ? await getResponse(handlers, request) : undefined;
    for (const violation of violations().slice(before)) log(`contract violation: ${violation}`);
    if (!response) {
      log(`404: nothing answers ${method} ${url.pathname}${url.search}${target ? ` (as ${target})` : ""}`);
      return send(res, 404, {
        status: 404,
        title: `The fake BigCommerce has no handler for ${method} ${url.pathname}`,
      });
    }
    if (response.type === "error") {
      // HttpResponse.error(): a network failure, as the client would see one.
      res.destroy();
      return;
    }
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "transfer-encoding") out[name] = value;
    });
    const payload = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, out);
    res.end(payload);
  } catch (error) {
    log(
      `500 for ${method} ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    if (!res.headersSent)
      send(res, 500, {
        status: 500,
        title: "The fake BigCommerce failed",
        detail: error instanceof Error ? error.message : String(error),
      });
    else res.destroy();
  }
});

server.listen(port, "127.0.0.1", () =>
  log(
    `fake BigCommerce stores (${fake.configs.map((c) => c.country).join(", ")}) fake Strapi and the ae store's fake Klevu on http://127.0.0.1:${port}`,
  ),
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => process.exit(0));
