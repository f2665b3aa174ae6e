import type { BrandHome } from "@/lib/i18n/brands";
import type { Lang } from "@/lib/i18n/locales";

/**
 * What the adapter asks Strapi for. Strapi 5 populates nothing by default and no longer accepts a
 * shared strategy for dynamic zones: every component, nested component and media field is named,
 * and dynamic-zone entries through `on` fragments (REST API reference, "Populate and Select").
 */
type Populate = { [field: string]: true | { populate?: Populate; on?: Record<string, { populate: Populate }> } };

const LINK = { populate: { Countries: true } } as const;
const RESPONSIVE_IMAGE = { populate: { Desktop_Image: true, Mobile_Image: true } } as const;

export const HEADER_POPULATE: Populate = {
  Logo: true,
  L1_Navigation_Items: { populate: { Countries: true, L2_Navigation_Items: LINK } },
  Popular_Search_Terms: true,
  Promo_Bar: true,
};

export const FOOTER_POPULATE: Populate = {
  Footer_Navigation: { populate: { Countries: true, L2_Navigation_Items: LINK } },
  Social_Links: { populate: { Desktop_Image: true, Countries: true } },
  Payment_Icons: { populate: { Desktop_Image: true, Countries: true } },
  Extended_Footer_Navigation: { populate: { L2_Navigation_Items: LINK } },
};

export const BRAND_HOME_POPULATE: Populate = {
  Sections: {
    on: {
      "home.hero": { populate: { CTA: true, Image: RESPONSIVE_IMAGE, Countries: true } },
      "home.product-rail": { populate: { CTA: true, Countries: true } },
      "home.category-tiles": { populate: { Tiles: { populate: { Image: true, Countries: true } }, Countries: true } },
      "home.promo-banner": { populate: { CTA: true, Image: RESPONSIVE_IMAGE, Countries: true } },
    },
  },
};

export const HELP_CENTRE_POPULATE: Populate = { Answer: LINK, Countries: true };
export const ERROR_PROMO_POPULATE: Populate = { Logo: true, Image: RESPONSIVE_IMAGE, Countries: true };

/** Strapi's largest page (pagination[pageSize] above 100 is cut to 100). */
export const STRAPI_PAGE_SIZE = 100;

/** Nested parameters in Strapi's (qs) bracket syntax: `populate[Logo]=true&populate[A][populate][B]=true`. */
export function bracketQuery(name: string, value: unknown): [string, string][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => bracketQuery(`${name}[${key}]`, inner));
  }
  return [[name, String(value)]];
}

export function toSearch(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
}

export type StrapiRequest = { path: string; params: [string, string][] };

export const single = (path: string, lang: Lang, populate: Populate): StrapiRequest => ({
  path,
  params: [["locale", lang], ...bracketQuery("populate", populate)],
});

export const collection = (
  path: string,
  lang: Lang,
  populate: Populate,
  extra: [string, string][] = [],
): StrapiRequest => ({
  path,
  params: [["locale", lang], ...extra, ...bracketQuery("populate", populate)],
});

export const REQUESTS = {
  header: (lang: Lang) => single("/api/header", lang, HEADER_POPULATE),
  footer: (lang: Lang) => single("/api/footer", lang, FOOTER_POPULATE),
  brandHome: (lang: Lang, brand: BrandHome) =>
    collection("/api/brand-homes", lang, BRAND_HOME_POPULATE, [["filters[Brand][$eq]", brand]]),
  helpCentre: (lang: Lang) =>
    collection("/api/help-centre-entries", lang, HELP_CENTRE_POPULATE, [
      ["sort[0]", "Order:asc"],
      ["sort[1]", "Entry_Id:asc"],
    ]),
  errorPromos: (lang: Lang) => collection("/api/error-promos", lang, ERROR_PROMO_POPULATE, [["sort[0]", "Order:asc"]]),
};
