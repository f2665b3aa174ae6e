import { NextResponse, type NextRequest } from "next/server";
import { DEFAULT_LOCALE, LOCALE_COOKIE, parseLocale, splitLocalePath, type Locale } from "@/lib/i18n/locales";
import { lookUpProductAddress, productPagePath } from "@/features/catalogue/product-address";
import { isUnknownAddress, PAGE_NOT_FOUND_SEGMENT } from "@/lib/i18n/page-addresses";
import { listingRewritePath } from "@/lib/catalogue/listing-rewrite";
import { LISTING_PAGE_IDS } from "@/lib/i18n/regions";

/**
 * Locale routing (ADR 0002), plus one redirect that must not come from a page: a product
 * page asked for under a wrong name or an upper-case SKU goes to its canonical address with a
 * 308 here, because Next 16.4 doubles the Location header of redirects thrown by ISR pages
 * (vercel/next.js#82117; ADR 0010). A path without a valid `{lang}-{region}` first segment goes
 * to the same path under the shopper's saved locale, else en-sa (no Accept-Language
 * detection). The page itself remembers the locale in the `user_locale` cookie for one year
 * (app/[locale]/_shell/route-effects.tsx).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, rest } = splitLocalePath(pathname);
  const segment = pathname.split("/")[1] ?? "";

  if (locale && segment === locale && isUnknownAddress(locale, rest)) return pageNotFound(request, locale);
  if (locale && segment === locale && LISTING_PAGE_IDS.includes(pathname.split("/")[2] ?? "")) return listing(request);

  const product = productPagePath(pathname);
  if (product) return productAddress(request, product.locale, product.segment);

  if (!locale) {
    const target = parseLocale(request.cookies.get(LOCALE_COOKIE)?.value) ?? DEFAULT_LOCALE;
    const url = request.nextUrl.clone();
    url.pathname = pathname === "/" ? `/${target}` : `/${target}${pathname}`;
    url.search = search;
    return NextResponse.redirect(url, 307);
  }
  if (segment !== locale) {
    const url = request.nextUrl.clone();
    url.pathname = rest === "/" ? `/${locale}` : `/${locale}${rest}`;
    return NextResponse.redirect(url, 308);
  }
  // Not reached for lower-case locale paths (see the matcher): those go straight to the page.
  return NextResponse.next();
}

/**
 * The canonical-address check of a product page (the production server has already let a
 * canonical address through: see the matcher). It is a courtesy, not a gate: while the store fails
 * or hangs the request goes on to the page (lookUpProductAddress).
 */
async function productAddress(request: NextRequest, locale: Locale, segment: string) {
  const address = await lookUpProductAddress(locale, segment);
  if (address === "missing") return pageNotFound(request, locale);
  if (address === "canonical" || address === "unchecked") return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/p/${address.redirect}`;
  return NextResponse.redirect(url, 308);
}

/**
 * An address that names no page answers 404 with the locale's 404 page, drawn on the server in the
 * locale's layout (`lang` and `dir` from the first byte). A `notFound()` thrown by the page would
 * be drawn by Next in its bare error document instead, which has neither until the browser has run
 * the page's code. The address in the bar stays what the shopper typed.
 */
function pageNotFound(request: NextRequest, locale: Locale) {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/${PAGE_NOT_FOUND_SEGMENT}`;
  url.search = "";
  return NextResponse.rewrite(url, { status: 404 });
}

/**
 * A listing's filters, sort, page and search term travel in its query string; the page is a
 * cached (ISR) page keyed by path, so the canonical query becomes one internal path segment
 * (ADR 0009). Other parameters (utm_*, Next's _rsc) stay as they are. The rule is
 * `listingRewritePath`, the one implementation: here it serves every request under `next dev` and
 * client navigations in production, where Next's own rewrite tells the router the path its payload
 * was rendered for; the production server applies the same function to page loads before Next sees
 * them, which skips this pass (server/listing-documents.mjs, ADR 0042).
 */
function listing(request: NextRequest) {
  const internal = listingRewritePath(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!internal) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = internal;
  return NextResponse.rewrite(url);
}

export const config = {
  // Only paths that need a redirect or a rewrite: not API routes, Next internals, generated media,
  // files with an extension, nor paths that already start with a lower-case locale (a locale page
  // is answered from Next's cache without the proxy: running it cost homes ~20% of their
  // throughput in npm run bench). Next reads this object statically, so it is spelled out;
  // proxy.test.ts checks it against the registries and runs Next's own matcher on it.
  // - Product pages: the canonical-address redirect above, and the 404 of a product the store lacks.
  // - Addresses that name no page (lib/i18n/page-addresses.ts): a first segment after the locale
  //   that is no page folder and no listing id (the negative look-ahead lists them; proxy.test.ts
  //   checks it against PAGE_SEGMENTS), another country's listing id, the UAE's store locator.
  // - Listings only when their query carries state (a filter, the sort, the page or a search
  //   term, under its English or Arabic name: lib/catalogue/listing-url.ts), one entry per
  //   parameter (entries are alternatives; the conditions of one entry must all hold). A plain
  //   listing, or one with only utm_* or Next's _rsc, needs no rewrite: without the proxy it
  //   answers ~1.3x the requests per second.
  matcher: [
    "/((?!api/|api$|monitoring$|_next/|media/|(?:en|ar)-(?:sa|ae|eg)(?:/|$)|.*\\.[a-zA-Z0-9]+$).*)",
    // A product page's load the production server has found at its canonical address comes marked
    // (server/product-documents.mjs, which drops the header from every request it is sent): no
    // redirect to make, so the proxy's pass through Next's handler is skipped.
    { source: "/(en|ar)-(sa|ae|eg)/p/:slug", missing: [{ type: "header", key: "x-lumina-product-address" }] },
    "/((?:en|ar)-(?:sa|ae|eg)/(?!(?:account|cart|checkout|error-probe|help-centre|mailbox|miss-l|p|reset-password|sign-up|staff|store-locations|track-order|verify-email|waves|product-listing-page|uae|egy)(?:/|$)).+)",
    "/(en|ar)-sa/(uae|egy)/:path*",
    "/(en|ar)-ae/(product-listing-page|egy)/:path*",
    "/(en|ar)-eg/(product-listing-page|uae)/:path*",
    "/(en|ar)-ae/store-locations",
    "/(en|ar)-ae/miss-l/store-locations",
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "brand" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "العلامة" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "type" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "النوع" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "color" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "colour" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "اللون" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "karat" }] },
    {
      source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*",
      has: [{ type: "query", key: "gold_karat" }],
    },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "العيار" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "gemstone" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "stone" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "الحجر" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "diamonds" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "الألماس" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "metal" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "المعدن" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "category" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "الفئة" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "price" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "السعر" }] },
    {
      source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*",
      has: [{ type: "query", key: "collection" }],
    },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "المجموعة" }] },
    {
      source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*",
      has: [{ type: "query", key: "charm_family" }],
    },
    {
      source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*",
      has: [{ type: "query", key: "charm-family" }],
    },
    {
      source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*",
      has: [{ type: "query", key: "عائلة_التميمة" }],
    },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "page" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "الصفحة" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "sort" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "الترتيب" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "q" }] },
    { source: "/(en|ar)-(sa|ae|eg)/(product-listing-page|uae|egy)/:path*", has: [{ type: "query", key: "بحث" }] },
  ],
};
