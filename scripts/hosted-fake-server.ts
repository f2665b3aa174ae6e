// The fake BigCommerce stores (tests/msw/bigcommerce) and the fake Strapi (tests/msw/strapi.ts) as a
// loopback HTTP server, for an app started on hosted providers (the e2e journeys tests/e2e/hosted*.spec.ts;
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
// A control API for the test, /__fake/... (JSON in and out):
//   GET  /__fake/health                                 200 when listening
//   POST /__fake/customer {country, email, password, firstName?, lastName?}
//                                                       a customer with her email verified -> {customerId}
//   POST /__fake/place-order {country, cartId}          the hosted checkout's payment: the cart becomes an order -> {orderId}
//   GET  /__fake/violations                             contract violations the fakes saw (Strapi's too) -> {violations}
// Anything else is a loud 404 (logged on stderr), as is a request the handlers do not match.
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { extname } from "node:path";
import { getResponse } from "msw";
import { customerUpdateHandlers } from "../tests/msw/bigcommerce/customer-updates";
import { createBigCommerceFake } from "../tests/msw/bigcommerce/handlers";
import { ATTRIBUTE } from "../lib/commerce/customer-attributes";
import type { Country } from "../tests/msw/bigcommerce/catalogue";
import { createStrapiFake } from "../tests/msw/strapi";
import { HOSTED_STRAPI_TOKEN } from "../tests/e2e/hosted-env";

const port = Number(process.env.HOSTED_FAKE_PORT || 3199);
const VENDOR_API = "https://api.bigcommerce.com";
const fake = createBigCommerceFake();
const strapi = await createStrapiFake({ base: `http://127.0.0.1:${port}`, token: HOSTED_STRAPI_TOKEN });
const handlers = [...customerUpdateHandlers(fake), ...fake.handlers, ...strapi.handlers];
const MEDIA_TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".webp": "image/webp", ".png": "image/png", ".jpg": "image/jpeg" };
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
  return null;
}

/** Everything the fakes saw break their vendor's contract: BigCommerce's requests, Strapi's requests and bodies. */
const violations = () => [...fake.violations, ...strapi.state.violations, ...strapi.state.invalidBodies];

/** A file of the fake Strapi's media library (the embedded content's picture it stands for), or null. */
async function media(url: URL): Promise<{ type: string; body: Buffer } | null> {
  const asset = strapi.state.store.assetOf.get(`${strapi.base}${url.pathname}`);
  if (!asset) return null;
  return { type: MEDIA_TYPES[extname(asset)] ?? "application/octet-stream", body: await readFile(new URL(`../public${asset}`, import.meta.url)) };
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
  if (!country) throw new Error(`no fake store for country ${JSON.stringify(value)} (${fake.configs.map((c) => c.country).join(", ")})`);
  return country;
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
  return [404, { error: `no control route ${method} ${path}` }];
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
  const method = req.method ?? "GET";
  try {
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
    const request = target ? new Request(target, { method, headers, body: raw.length && method !== "GET" && method !== "HEAD" ? new Uint8Array(raw) : undefined }) : null;
    const before = violations().length;
    const response = request ? await getResponse(handlers, request) : undefined;
    for (const violation of violations().slice(before)) log(`contract violation: ${violation}`);
    if (!response) {
      log(`404: nothing answers ${method} ${url.pathname}${url.search}${target ? ` (as ${target})` : ""}`);
      return send(res, 404, { status: 404, title: `The fake BigCommerce has no handler for ${method} ${url.pathname}` });
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
    log(`500 for ${method} ${url.pathname}: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    if (!res.headersSent) send(res, 500, { status: 500, title: "The fake BigCommerce failed", detail: error instanceof Error ? error.message : String(error) });
    else res.destroy();
  }
});

server.listen(port, "127.0.0.1", () => log(`fake BigCommerce stores (${fake.configs.map((c) => c.country).join(", ")}) and fake Strapi on http://127.0.0.1:${port}`));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => process.exit(0));
