import { z } from "zod";
import { splitScriptUrls } from "./deferred-scripts";
import { REGION_CODES } from "./i18n/regions";
import { perCountry } from "./region-env";

/**
 * The server's environment schema. `lib/env.ts` (the only file that reads the environment) reaches it
 * through the `#env-schema` import, whose "browser" condition is `env-schema.browser.ts`: client
 * bundles import `publicEnv` from `lib/env.ts` and must not carry zod and this schema with it
 * (~30 KB compressed, and building the schema ran on every page's main thread).
 */
const commerceProvider = z.enum(["embedded", "bigcommerce"]).default("embedded");
/** A country's BigCommerce store (README "Connecting BigCommerce"); all four are required when its COMMERCE_PROVIDER is bigcommerce. */
const bcSecret = z.string().trim().min(1).optional();
const bcChannelId = z.coerce.number().int().min(1).optional();
const searchProvider = z.enum(["embedded", "klevu"]).default("embedded");
/** A country's Klevu store: its JS API key and its APIv2 cloud search URL (README "Connecting Klevu"). */
const klevuApiKey = z.string().trim().min(1).optional();
const klevuSearchUrl = z.url({ protocol: /^https?$/, error: "must be the store's http(s) search URL" }).optional();
const returnWindow = z.enum(["15", "30"]).transform(Number).optional();

/** The countries of the region registry as their variables spell them: SA, AE, EG. */
const COUNTRY_KEYS = REGION_CODES.map((region) => region.toUpperCase());

/**
 * Every variable the server reads; .env.example is made from its keys, defaults and comments
 * (scripts/env-example.ts). Per-country variables (`perCountry`, lib/region-env.ts) come once for
 * each country of the region registry (lib/i18n/regions.ts), its code in place of `{CC}`.
 */
export const serverSchema = z
  .object({
    /** Set by Next and the start scripts (production when a build is served); not a setting to give. */
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** PostgreSQL for stores that run several app instances; PGlite when unset. */
    DATABASE_URL: z.url().optional(),
    /**
     * Redis holding Next's data cache and cached pages for every instance (ADR 0025): redis:// or
     * rediss://. Unset = each instance keeps Next's own file cache. Read at run time by
     * lib/cache/cache-handler.mjs; a wrong value stops start-up naming this variable.
     */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
    /** PGlite data directory; `memory://` for a throw-away in-memory database. */
    PGLITE_DIR: z.string().min(1).default(".data/pglite"),
    /**
     * Where PGlite runs: `worker`, a thread of its own (the database's work beside the server's, on a
     * second core), or `inline`, the server's own thread (one thread fewer; the cart's p99 under load
     * about doubles). lib/db/pglite-thread-client.ts.
     */
    PGLITE_THREAD: z.enum(["worker", "inline"]).default("worker"),
    /** One commerce store per country; each names its adapter: the embedded store or its BigCommerce store. */
    ...perCountry({ "COMMERCE_PROVIDER_{CC}": commerceProvider }),
    /** Server-only credentials of each country's BigCommerce store: store hash, Management API token (X-Auth-Token), Storefront private token, channel id. */
    ...perCountry({
      "BC_{CC}_STORE_HASH": bcSecret,
      "BC_{CC}_ACCESS_TOKEN": bcSecret,
      "BC_{CC}_STOREFRONT_TOKEN": bcSecret,
      "BC_{CC}_CHANNEL_ID": bcChannelId,
    }),
    /**
     * Customer Login JWT (a signed-in shopper stays signed in at the hosted checkout): the country's
     * API account client id and secret. Optional: without them she reaches the checkout as a guest.
     */
    ...perCountry({ "BC_{CC}_CLIENT_ID": bcSecret, "BC_{CC}_CLIENT_SECRET": bcSecret }),
    /**
     * The country's checkout domain when it is not the channel's permanent address (a custom
     * domain such as https://checkout.example.sa): the login links, the sign-out frame and the CSP's
     * frame-src use it. Build time too (the CSP is compiled into the build).
     */
    ...perCountry({
      "BC_{CC}_CHECKOUT_ORIGIN": z
        .url({ protocol: /^https$/, error: "must be the checkout's https origin" })
        .optional(),
    }),
    /**
     * The secret header BigCommerce's webhooks carry (`X-Webhook-Secret`, set in the webhook's
     * `headers` when it is created; README "Connecting BigCommerce"). Without it
     * /api/webhooks/bigcommerce does not exist.
     */
    BC_WEBHOOK_SECRET: z.string().trim().min(16, { error: "must have at least 16 characters" }).optional(),
    /** Management API origin; https://api.bigcommerce.com unless a loopback fake stands in. */
    BC_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.bigcommerce.com"),
    /** Storefront GraphQL origin template ({hash}, {channel}); the channel's permanent address unless a loopback fake stands in. */
    BC_STOREFRONT_URL: z.string().trim().min(1).default("https://store-{hash}-{channel}.mybigcommerce.com"),
    /** One search index per country (and language); embedded = built from the country's catalogue. */
    ...perCountry({ "SEARCH_PROVIDER_{CC}": searchProvider }),
    /** Required for a country whose SEARCH_PROVIDER is klevu; server-only, never sent to browsers. */
    ...perCountry({ "KLEVU_{CC}_API_KEY": klevuApiKey, "KLEVU_{CC}_SEARCH_URL": klevuSearchUrl }),
    /** How often (seconds) the embedded search checks whether the catalogue changed and rebuilds. */
    SEARCH_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Bearer secret of POST /api/revalidate (drops cached catalogue pages); the route is off when unset. */
    REVALIDATE_SECRET: z.string().min(16).optional(),
    /** Marketing events (cart_update_backend) are stored locally; also POSTed here when set. */
    MARKETING_EVENTS_URL: z.url().optional(),
    /** Bearer token sent with forwarded marketing events. */
    MARKETING_EVENTS_TOKEN: z.string().min(1).optional(),
    /** Stored marketing events older than this many days are deleted by the code that stores them (ADR 0024). */
    MARKETING_EVENTS_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * Anonymous writes (new carts; marketing events) per minute per client address, for each kind:
     * past it, 429 with Retry-After (ADR 0024). High enough for many shoppers behind one carrier NAT.
     */
    GUEST_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /**
     * Promotion-code tries (applied or refused) per cart and per client address in 15 minutes: past
     * either, 429 with Retry-After, so codes cannot be guessed by brute force (ADR 0038).
     */
    PROMO_TRIES_PER_CART: z.coerce.number().int().min(1).max(100_000).default(10),
    PROMO_TRIES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Track-order form tries per client address in 15 minutes: past them, 429 with Retry-After. */
    TRACK_TRIES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
    /** The same per visitor (the lumina_vid cookie, or the signed-in customer) per day (ADR 0024). */
    VISITOR_WRITES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
    /** Key material of the session cookie's seal (32+ characters); a fresh store makes and keeps its own. */
    SESSION_SECRET: z.string().min(32).optional(),
    /** A session unused this long ends (hours). */
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24),
    /** A session ends this long after sign-in whatever happens (days). */
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Secure flag of the session cookie: `auto` = in production over HTTPS. */
    SESSION_COOKIE_SECURE: z.enum(["auto", "always", "never"]).default("auto"),
    /**
     * Proxies in front of the app that append to X-Forwarded-For: the client's address is the entry
     * this many places from the right (0 = the TCP peer, no proxy; ADR 0016). Never more than the
     * real number of proxies, or a client picks its own address.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Tries per 15 minutes per client address, and wrong passwords per account before strangers are
     * locked out (ADR 0016).
     */
    AUTH_RATE_LIMIT_TRIES: z.coerce.number().int().min(1).max(10_000).default(10),
    /** Mail goes out by SMTP when set (smtp://user:pass@host:port); otherwise to the local outbox only. */
    SMTP_URL: z.url().optional(),
    /** The sender of the store's mail. */
    MAIL_FROM: z.string().min(3).default("Lumina <no-reply@lumina.local>"),
    /**
     * The local mailbox page (/{locale}/mailbox) shows the outbox: every mail the store sent, reset
     * links included. `auto` = open in development and tests while no SMTP_URL is set, off in a
     * production build; `on` = also in production, but only with STAFF_TOKEN and behind a staff
     * sign-in (features/mailbox/server.ts mailboxAccess); `off` = never.
     */
    MAILBOX: z.enum(["auto", "on", "off"]).default("auto"),
    /** The customer attribute holding the cart id: 7 or 170, two readings (ADR 0006); 7 by default. */
    CART_ATTRIBUTE_ID: z.enum(["7", "170"]).default("7").transform(Number),
    /**
     * Sign-in with a guest cart and a saved cart (two readings, ADR 0006): `merge` adds the
     * guest lines into the saved cart; `guest-wins` keeps the guest cart and drops the saved one.
     */
    CART_MERGE: z.enum(["merge", "guest-wins"]).default("merge"),
    /** Where header, footer, brand homes and help come from: `files` (content/) or `strapi` (README "Connecting Strapi"). */
    CONTENT_PROVIDER: z.enum(["files", "strapi"]).default("files"),
    /** Strapi v5 base address, without /api (README "Connecting Strapi"); server-only. Required when CONTENT_PROVIDER is strapi. */
    STRAPI_URL: z.url({ protocol: /^https?$/, error: "must be the Strapi server's http(s) address" }).optional(),
    /** A read-only Strapi API token, sent as a bearer token; server-only. Required when CONTENT_PROVIDER is strapi. */
    STRAPI_TOKEN: z.string().trim().min(16).optional(),
    /** Where Strapi's upload provider serves media when not from STRAPI_URL (a bucket or CDN); allowed for next/image at build. */
    STRAPI_MEDIA_URL: z.url({ protocol: /^https?$/, error: "must be the media host's http(s) address" }).optional(),
    /** How long Strapi content is reused before it is read again (seconds). */
    STRAPI_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Sentry DSN of the server's error reports; error reporting is off unless set. */
    SENTRY_DSN: z.string().optional(),
    /** The spec gives two return windows (15 or 30 days from receipt); ADR 0006 picks 15. */
    RETURN_WINDOW_DAYS: z.enum(["15", "30"]).default("15").transform(Number),
    /** One country's window when it differs (ADR 0014); unset = RETURN_WINDOW_DAYS. */
    ...perCountry({ "RETURN_WINDOW_DAYS_{CC}": returnWindow }),
    /** An unusual return pattern: more than this many returns in RETURN_REVIEW_DAYS flags the account for review. */
    RETURN_REVIEW_MAX: z.coerce.number().int().min(1).max(1000).default(5),
    RETURN_REVIEW_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /**
     * Bearer token of the staff entry points (/api/staff/...: mark an order delivered, move a
     * return through its statuses). Unset = those routes answer 404.
     */
    STAFF_TOKEN: z.string().min(24).optional(),
    /**
     * The retailer's two deferred third-party scripts, loaded 10 s after a page loads:
     * comma-separated https URLs, at most two. The CSP allows exactly their origins. Unset = none.
     */
    DEFERRED_SCRIPT_URLS: z
      .string()
      .optional()
      .transform(splitScriptUrls)
      .pipe(
        z.array(z.url({ protocol: /^https$/, error: "must be an https URL" })).max(2, { error: "at most two scripts" }),
      ),
    /** `on`: /{locale}/error-probe fails to render, so e2e tests can see the 500 view of a production build. */
    ERROR_PROBE: z.enum(["on", "off"]).default("off"),
    /** The server log's level (JSON lines on stdout; lib/log/logger.ts): info when unset, silent under the test runner. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    /** Bearer token of GET /api/metrics (Prometheus text); unset = the route answers 404. */
    METRICS_TOKEN: z.string().min(24, { error: "must have at least 24 characters" }).optional(),
    /**
     * The production server (server/serve.mjs, which reads these itself: it runs before the app).
     * HOST: the interface it listens on; 127.0.0.1 so a server started by hand is not reachable from
     * the network by accident, 0.0.0.0 in a container. PORT: its port.
     */
    HOST: z.string().trim().default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /**
     * A stopping instance (SIGTERM) says it is not ready (/api/ready 503) and keeps serving this long
     * before it closes its port: behind a balancer with health checks, longer than the check interval
     * (e.g. 5000); 0 without one.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
    /** Then the longest wait for requests in flight to finish; inside the platform's grace period before SIGKILL (30 s in Docker and Kubernetes). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  })
  .superRefine(requireKlevuCredentials)
  .superRefine(requireStrapiCredentials)
  .superRefine(requireBigCommerceCredentials)
  .superRefine(requireHostedSearch);

/** A country on BigCommerce without its four store variables stops the server at start-up, naming each missing one. */
function requireBigCommerceCredentials(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const region of COUNTRY_KEYS) {
    if (env[`COMMERCE_PROVIDER_${region}`] !== "bigcommerce") continue;
    for (const name of ["STORE_HASH", "ACCESS_TOKEN", "STOREFRONT_TOKEN", "CHANNEL_ID"].map(
      (n) => `BC_${region}_${n}`,
    )) {
      if (!env[name])
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `required when COMMERCE_PROVIDER_${region} is bigcommerce`,
        });
    }
  }
}

/**
 * A country on BigCommerce with the embedded search stops the server at start-up: the embedded index
 * is built from the local database's catalogue, not from that country's store, so its listings and
 * searches would offer pieces the store does not sell (or under other ids). Its search must be its
 * hosted index (Klevu, fed from the store; ADR 0020).
 */
function requireHostedSearch(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const region of COUNTRY_KEYS) {
    if (env[`COMMERCE_PROVIDER_${region}`] !== "bigcommerce" || env[`SEARCH_PROVIDER_${region}`] !== "embedded")
      continue;
    ctx.addIssue({
      code: "custom",
      path: [`SEARCH_PROVIDER_${region}`],
      message:
        `country ${region.toLowerCase()} runs on BigCommerce (COMMERCE_PROVIDER_${region}=bigcommerce) but searches the embedded index, ` +
        `which lists the local catalogue, not the products its BigCommerce store sells: set SEARCH_PROVIDER_${region}=klevu ` +
        `with KLEVU_${region}_API_KEY and KLEVU_${region}_SEARCH_URL (that store's Klevu index), or COMMERCE_PROVIDER_${region}=embedded`,
    });
  }
}

/** Content from Strapi without its address or token stops the server at start-up, naming the variable. */
function requireStrapiCredentials(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (env.CONTENT_PROVIDER !== "strapi") return;
  for (const name of ["STRAPI_URL", "STRAPI_TOKEN"]) {
    if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when CONTENT_PROVIDER is strapi" });
  }
}

/** A country on Klevu without its key or search URL stops the server at start-up, naming the variable. */
function requireKlevuCredentials(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const region of COUNTRY_KEYS) {
    if (env[`SEARCH_PROVIDER_${region}`] !== "klevu") continue;
    for (const name of [`KLEVU_${region}_API_KEY`, `KLEVU_${region}_SEARCH_URL`]) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: `required when SEARCH_PROVIDER_${region} is klevu` });
    }
  }
}

export type ServerEnv = z.infer<typeof serverSchema>;

/** Parses an environment; a clear message naming every bad variable when it does not hold. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = serverSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
