/** Business constants and limits (page sizes, delays, retries, image sizes), in one place. */
export const PAGE_SIZE = 40;
export const SUGGESTIONS_LIMIT = 15;
export const FILTER_OPTIONS_LIMIT = 500;
export const CATALOGUE_PAGING = 250;

export const TOAST_MS = 5000;
export const MINI_CART_AUTO_CLOSE_MS = 6000;
export const MINI_CART_HOVER_DELAY_MS = 500;
export const BRAND_REDIRECT_DELAY_MS = 500;
export const HEADER_HIDE_THRESHOLD_PX = 500;
export const FOOTER_LINK_LOADING_RESET_MS = 5000;
export const LOGOUT_RESTORE_DELAYS_MS = [100, 1000] as const;
export const GUEST_RESTORE_DELAY_MS = 100;

export const GUEST_CART_EXPIRY_DAYS = 30;
export const CHANNEL_ID = 1;
export const DEFAULT_PRICE_LIST_ID = 100000;
export const WIDE_SCREEN_PX = 1023;
export const EXTRA_WIDE_SCREEN_PX = 1300;
export const WIDE_SCREEN_QUERY_PX = 1023.5;
export const ESTIMATED_DELIVERY_DAYS = 3;
/** Not in the spec: a ceiling per cart line, so a typo cannot ask for 10^9 pieces. */
export const CART_LINE_MAX_QUANTITY = 99;

export const REFUND_WORKING_DAYS = 10;
export const CARD_REFUND_DAYS = 28;

/** Price bands offered as listing filters (uneven; two overlap, as the retailer set them). `max` null: "and above". */
export const PRICE_BANDS = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 4000 },
  { min: 4000, max: 8000 },
  { min: 6000, max: 10000 },
  { min: 30000, max: 50000 },
  { min: 50000, max: null },
] as const;
/** Fixed category filters offered on every listing, as category slugs. */
export const QUICK_CATEGORY_FILTERS = [
  "18k-gold",
  "21k-gold",
  "cubic-zirconia",
  "anklets",
  "bangles",
  "tennis-bracelets",
] as const;
export const PRICE_RANGE_FALLBACK = { min: 10, max: 9_999_999 } as const;

/** next/image settings (next.config.ts): device and image sizes, quality, the lazy-load margin. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];
export const IMAGE_QUALITY = 75;
export const IMAGE_LAZY_MARGIN_PX = 200;
/** Product image widths: the widths a product picture is offered at (the largest is the base). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
/** Where the locally drawn product pictures live (lib/media/jewellery-url.ts). Here, not there,
 * so that the product page's browser code does not pull in that module's validation library. */
export const JEWELLERY_BASE_PATH = "/media/jewellery";

export const THIRD_PARTY_SCRIPT_DELAY_MS = 10_000;

/** Same-origin path the browser sends error reports to; app/monitoring/route.ts forwards them to Sentry. */
export const SENTRY_TUNNEL_ROUTE = "/monitoring";
/** Not in the spec: the largest envelope the tunnel relays (413 above); an error event with its breadcrumbs is a few KB, a replay segment is sent compressed. */
export const SENTRY_ENVELOPE_MAX_BYTES = 1024 * 1024;

/**
 * Not in the spec: the largest JSON body a route handler reads (413 above, before parsing). Our
 * largest real bodies (a 50-line cart, a listing's filters, a review) are a few KB.
 */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Error reporting sample rates (Sentry): traces and profiles 5%, replays rarely. */
export const SENTRY_RATES = {
  tracesSampleRate: 0.05,
  profilesSampleRate: 0.05,
  replaysOnErrorSampleRate: 0.01,
  replaysSessionSampleRate: 0.001,
} as const;

/** TanStack Query settings: unused data dropped after 5 min, reads retried 3 times, waits capped at 30 s. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_CAP_MS = 30_000;

/**
 * Not in the spec: how long a rate-limit counter row is kept (days). The longest lock (a day) and
 * the day after it during which the next lock doubles fit within it, as does a visitor's daily window.
 */
export const RATE_LIMIT_ROWS_KEEP_DAYS = 3;
/** Not in the spec: the code that writes rate-limit counters or marketing events deletes their old rows at most this often per process. */
export const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Not in the spec: the windows of the anonymous-write limits (GUEST_WRITES_PER_MINUTE per address, VISITOR_WRITES_PER_DAY per visitor). */
export const GUEST_WRITES_WINDOW_MS = 60 * 1000;
export const VISITOR_WRITES_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Outage budgets (ADR 0019). Every upstream call of one page render shares one deadline, retries
 * included, after which the page shows its last good copy or the error page; an API route's calls
 * share one that answers well inside the browser's 15 s timeout (API_TIMEOUT_MS); the proxy's
 * product-address check gives up sooner still and lets the request through to the page.
 */
export const UPSTREAM_PAGE_DEADLINE_MS = 6_000;
export const UPSTREAM_API_DEADLINE_MS = 8_000;
export const PRODUCT_REDIRECT_LOOKUP_MS = 1_500;
