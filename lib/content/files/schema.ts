import { z } from "zod";
import { REGION_CODES } from "@/lib/i18n/locales";
import { byRegion } from "@/lib/i18n/regions";
import { BRAND_HOMES, type BrandHome } from "@/lib/i18n/brands";
import { contentText, contentUrl, hexColor } from "../fields";

/**
 * The shape of the embedded content files (`content/{lang}/*.json`). Any entry that carries
 * `regions` shows only in those countries; the promo bar is a map keyed by country. Objects
 * are strict so a misspelt key (say `"regoins"`) fails loudly instead of showing everywhere.
 */
const regions = z.array(z.enum(REGION_CODES)).min(1).optional();
const text = contentText;
const url = contentUrl;
const asset = z
  .string()
  .regex(/^\/[\w./-]+\.(svg|webp|png|jpg)$/, "must be a path under public/, e.g. /brand/lumina.svg");
const color = hexColor;
const brandHome = z.enum(Object.keys(BRAND_HOMES) as [BrandHome, ...BrandHome[]]);

const link = z.strictObject({ text, url, newTab: z.boolean().optional(), regions });
/** A section's call to action; restrict the section instead. */
const cta = z.strictObject({ text, url, newTab: z.boolean().optional() });

type NavItemFile = z.infer<typeof link> & { children?: NavItemFile[] };
const navItem: z.ZodType<NavItemFile> = z.strictObject({
  text,
  url,
  newTab: z.boolean().optional(),
  regions,
  get children() {
    return z.array(navItem).optional();
  },
});

const promoBar = z.strictObject({
  message: text,
  url,
  backgroundColor: color,
  textColor: color,
  countdownTo: z.iso.datetime({ offset: false }).nullable(),
  countdownMessage: z.string(),
});

export const headerFile = z.strictObject({
  logo: z.strictObject({
    src: asset,
    alt: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  logoLink: url,
  navigation: z.array(navItem).min(1),
  popularSearchTerms: z.array(text).min(1),
  /** One promo bar per country; a country left out has none. */
  promoBar: z.strictObject(byRegion(() => promoBar.optional())),
});

export const footerFile = z.strictObject({
  title: text,
  subtitle: text,
  signUpText: text,
  socialSectionTitle: text,
  navigation: z
    .array(z.strictObject({ title: text, url: url.optional(), regions, items: z.array(link).min(1) }))
    .min(1),
  socialLinks: z.array(z.strictObject({ name: text, image: asset, url: z.url({ protocol: /^https$/ }), regions })),
  paymentIcons: z.array(z.strictObject({ name: text, image: asset, regions })),
  extendedNavigation: z.strictObject({ title: text, items: z.array(link).min(1) }),
});

const responsiveImage = z.strictObject({
  desktop: asset,
  mobile: asset,
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  mobileWidth: z.number().int().positive(),
  mobileHeight: z.number().int().positive(),
});

const railQuery = z.strictObject({
  brands: z.array(text).optional(),
  types: z.array(text).optional(),
  collections: z.array(text).optional(),
  onSale: z.boolean().optional(),
  sort: z.enum(["new_in", "best_seller", "price-asc", "price-desc", "biggest_saving"]).optional(),
});

const homeSection = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("hero"), regions, title: text, subtitle: text, cta, image: responsiveImage }),
  z.strictObject({ kind: z.literal("product-rail"), regions, title: text, query: railQuery, cta: cta.optional() }),
  z.strictObject({
    kind: z.literal("category-tiles"),
    regions,
    title: text,
    tiles: z.array(z.strictObject({ title: text, url, image: asset, regions })).min(1),
  }),
  z.strictObject({ kind: z.literal("promo-banner"), regions, title: text, text, cta, image: responsiveImage }),
]);

export const brandHomeFile = z.strictObject({
  brand: brandHome,
  metaTitle: text,
  metaDescription: text,
  sections: z.array(homeSection).min(1),
});

/** A paragraph is plain text, or text shown only in some countries. */
const paragraph = z.union([text, z.strictObject({ text, regions: regions.unwrap() })]);

export const helpCentreFile = z.strictObject({
  entries: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/, "must be a kebab-case id"),
      topic: z.enum(["returns", "gold-coins-bars", "orders", "delivery"]),
      regions,
      question: text,
      answer: z.array(paragraph).min(1),
    }),
  ),
});

export const errorPromosFile = z.strictObject({
  promos: z.array(
    z.strictObject({
      brand: brandHome,
      regions,
      title: text,
      ctaText: text,
      href: url,
      logo: asset,
      image: responsiveImage,
    }),
  ),
});

export type HeaderFile = z.infer<typeof headerFile>;
export type FooterFile = z.infer<typeof footerFile>;
export type BrandHomeFile = z.infer<typeof brandHomeFile>;
export type HelpCentreFile = z.infer<typeof helpCentreFile>;
export type ErrorPromosFile = z.infer<typeof errorPromosFile>;

/** A content file that does not match its schema; the message names the file and each bad path. */
export class InvalidContentError extends Error {
  constructor(
    readonly file: string,
    readonly issues: z.core.$ZodIssue[],
    detail: string,
  ) {
    super(`Invalid content file ${file}:\n${detail}`);
    this.name = "InvalidContentError";
  }
}

export function parseContentFile<T>(schema: z.ZodType<T>, file: string, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new InvalidContentError(file, parsed.error.issues, z.prettifyError(parsed.error));
  return parsed.data;
}
