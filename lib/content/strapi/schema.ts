import { z } from "zod";
import { BRAND_HOMES, type BrandHome } from "@/lib/i18n/brands";
import { REGION_CODES } from "@/lib/i18n/locales";
import { byRegion } from "@/lib/i18n/regions";
import { contentText, contentUrl, hexColor } from "../fields";

/**
 * The Strapi v5 REST responses this adapter reads (ADR 0019; Strapi's REST API reference): the
 * flattened format, `{ data, meta }`, each document with `id`, `documentId` and `locale` beside
 * its fields, components with an `id`, dynamic-zone entries with `__component`, media as upload
 * file objects. Objects are loose (Strapi adds system fields such as createdAt) but every field
 * we use is required, so a missing `populate` fails loudly here instead of rendering blanks.
 * tests/contracts/strapi/*.schema.json are generated from these schemas.
 */
const component = <T extends z.ZodRawShape>(shape: T) => z.looseObject({ id: z.number().int(), ...shape });
const documentFields = { id: z.number().int(), documentId: z.string().min(1), locale: z.string().min(2) };

/** An upload file; `url` is relative ("/uploads/...") with the local provider, absolute with a CDN one. */
export const strapiMedia = z.looseObject({
  id: z.number().int(),
  documentId: z.string().min(1),
  url: z.string().regex(/^(\/uploads\/|https:\/\/)/, 'must start with "/uploads/" or "https://"'),
  alternativeText: z.string().nullable(),
  mime: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** `shared.countries` (a boolean per country of the region registry): ticked countries see the entry; without the component it shows everywhere. */
const countries = component(byRegion(() => z.boolean())).nullable();
const newTab = z.boolean().nullable();

/** `shared.link` */
const link = component({ Title: contentText, URL: contentUrl, Open_In_New_Tab: newTab, Countries: countries });
/** `shared.cta`: a section's call to action (restrict the section, not its button). */
const cta = component({ Title: contentText, URL: contentUrl, Open_In_New_Tab: newTab });
/** `shared.responsive-image`; the alt text is here because media alt texts are not localized. */
const responsiveImage = component({
  Desktop_Image: strapiMedia,
  Mobile_Image: strapiMedia,
  Alt: z.string().nullable(),
});

/** `header.nav-item`: a first-level link and its second level (Strapi components do not nest themselves). */
const navItem = component({
  Title: contentText,
  URL: contentUrl,
  Open_In_New_Tab: newTab,
  Countries: countries,
  L2_Navigation_Items: z.array(link),
});

/** `header.promo-bar`: one per country. */
const promoBar = component({
  Country: z.enum(REGION_CODES),
  Message: contentText,
  Message_URL: contentUrl,
  Background_Color: hexColor,
  Text_Color: hexColor,
  Flash_Timer_Countdown: z.iso.datetime().nullable(),
  Flash_Timer_Message: z.string().nullable(),
});

export const strapiHeader = z.looseObject({
  ...documentFields,
  Logo: strapiMedia,
  Logo_Alt: contentText,
  Logo_Link: contentUrl,
  L1_Navigation_Items: z.array(navItem).min(1),
  /** `header.search-term` */
  Popular_Search_Terms: z.array(component({ Term: contentText })).min(1),
  Promo_Bar: z
    .array(promoBar)
    .refine((bars) => new Set(bars.map((b) => b.Country)).size === bars.length, "one promo bar per country"),
});

/** `footer.icon-link`: social links and payment icons. */
const iconLink = component({
  Name: contentText,
  Desktop_Image: strapiMedia,
  CTA_Link: z.string().nullable(),
  Countries: countries,
});

export const strapiFooter = z.looseObject({
  ...documentFields,
  Footer_Title: contentText,
  Footer_Subtitle: contentText,
  Sign_Up_Text: contentText,
  Social_Section_Title: contentText,
  /** `footer.nav-column` */
  Footer_Navigation: z
    .array(
      component({
        Title: contentText,
        URL: contentUrl.nullable(),
        Countries: countries,
        L2_Navigation_Items: z.array(link).min(1),
      }),
    )
    .min(1),
  Social_Links: z.array(iconLink.extend({ CTA_Link: z.url({ protocol: /^https$/ }) })),
  Payment_Icons: z.array(iconLink),
  /** `footer.link-group` */
  Extended_Footer_Navigation: component({ Title: contentText, L2_Navigation_Items: z.array(link).min(1) }),
});

/** Strapi enumeration values cannot hold "-": these are mapped to ours. */
export const STRAPI_SORTS = {
  new_in: "new_in",
  best_seller: "best_seller",
  price_asc: "price-asc",
  price_desc: "price-desc",
  biggest_saving: "biggest_saving",
} as const;
export const STRAPI_TOPICS = {
  returns: "returns",
  gold_coins_bars: "gold-coins-bars",
  orders: "orders",
  delivery: "delivery",
} as const;
const enumOf = <T extends Record<string, string>>(map: T) =>
  z.enum(Object.keys(map) as [keyof T & string, ...(keyof T & string)[]]);
const brand = z.enum(Object.keys(BRAND_HOMES) as [BrandHome, ...BrandHome[]]);

const section = z.discriminatedUnion("__component", [
  component({
    __component: z.literal("home.hero"),
    Title: contentText,
    Subtitle: contentText,
    CTA: cta,
    Image: responsiveImage,
    Countries: countries,
  }),
  component({
    __component: z.literal("home.product-rail"),
    Title: contentText,
    /** Comma-separated facet values ("missl", "rings, earrings"); empty = any. */
    Brands: z.string().nullable(),
    Types: z.string().nullable(),
    Collections: z.string().nullable(),
    On_Sale: z.boolean().nullable(),
    Sort: enumOf(STRAPI_SORTS).nullable(),
    CTA: cta.nullable(),
    Countries: countries,
  }),
  component({
    __component: z.literal("home.category-tiles"),
    Title: contentText,
    Tiles: z.array(component({ Title: contentText, URL: contentUrl, Image: strapiMedia, Countries: countries })).min(1),
    Countries: countries,
  }),
  component({
    __component: z.literal("home.promo-banner"),
    Title: contentText,
    Text: contentText,
    CTA: cta,
    Image: responsiveImage,
    Countries: countries,
  }),
]);

export const strapiBrandHome = z.looseObject({
  ...documentFields,
  Brand: brand,
  Meta_Title: contentText,
  Meta_Description: contentText,
  Sections: z.array(section).min(1),
});

export const strapiHelpCentreEntry = z.looseObject({
  ...documentFields,
  Entry_Id: z.string().regex(/^[a-z0-9-]+$/, "must be a kebab-case id"),
  Topic: enumOf(STRAPI_TOPICS),
  Question: contentText,
  /** `help.paragraph` */
  Answer: z.array(component({ Text: contentText, Countries: countries })).min(1),
  Order: z.number().int().nullable(),
  Countries: countries,
});

export const strapiErrorPromo = z.looseObject({
  ...documentFields,
  Brand: brand,
  Title: contentText,
  CTA_Text: contentText,
  Link: contentUrl,
  Logo: strapiMedia,
  Image: responsiveImage,
  Order: z.number().int().nullable(),
  Countries: countries,
});

/** `GET /api/{singular}`: one document. */
export const singleResponse = <T extends z.ZodType>(doc: T) => z.object({ data: doc, meta: z.looseObject({}) });
/** `GET /api/{plural}`: a page of documents. */
export const collectionResponse = <T extends z.ZodType>(doc: T) =>
  z.object({
    data: z.array(doc),
    meta: z.looseObject({
      pagination: z.object({
        page: z.number().int().min(1),
        pageSize: z.number().int().min(1),
        pageCount: z.number().int().min(0),
        total: z.number().int().min(0),
      }),
    }),
  });
/** Any failed request: `{ data: null, error: { status, name, message, details } }`. */
export const errorResponse = z.object({
  data: z.null(),
  error: z.looseObject({
    status: z.number().int(),
    name: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type StrapiMedia = z.infer<typeof strapiMedia>;
export type StrapiHeader = z.infer<typeof strapiHeader>;
export type StrapiFooter = z.infer<typeof strapiFooter>;
export type StrapiBrandHome = z.infer<typeof strapiBrandHome>;
export type StrapiSection = z.infer<typeof section>;
export type StrapiHelpCentreEntry = z.infer<typeof strapiHelpCentreEntry>;
export type StrapiErrorPromo = z.infer<typeof strapiErrorPromo>;
export type StrapiCountries = z.infer<typeof countries>;
