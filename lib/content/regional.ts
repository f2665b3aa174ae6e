import type { RegionCode } from "@/lib/i18n/locales";
import type {
  BrandHomeContent,
  ContentLink,
  ErrorPromo,
  FooterContent,
  HeaderContent,
  HelpCentreEntry,
  HomeSection,
  NavItem,
  PromoBar,
} from "./types";

/**
 * Content of one language for every country at once, as an adapter reads it (a file, a CMS entry):
 * any entry may carry `regions` and then shows only in those countries; the promo bar is one per
 * country. The functions below narrow a document to one country, the shape pages see (types.ts).
 */
type Regional = { regions?: readonly RegionCode[] };
/** An entry as callers see it, without the marker (distributes over unions of section kinds). */
export type WithoutRegions<T> = T extends unknown ? Omit<T, "regions"> : never;

export type RegionalLink = ContentLink & Regional;
export type RegionalNavItem = RegionalLink & { children?: RegionalNavItem[] };
type Tile = Extract<HomeSection, { kind: "category-tiles" }>["tiles"][number];
export type RegionalSection = (
  | Exclude<HomeSection, { kind: "category-tiles" }>
  | (Omit<Extract<HomeSection, { kind: "category-tiles" }>, "tiles"> & { tiles: (Tile & Regional)[] })
) &
  Regional;

export type RegionalHeader = Omit<HeaderContent, "navigation" | "promoBar"> & {
  navigation: RegionalNavItem[];
  promoBar: Partial<Record<RegionCode, PromoBar>>;
};
export type RegionalFooter = Omit<
  FooterContent,
  "navigation" | "socialLinks" | "paymentIcons" | "extendedNavigation"
> & {
  navigation: (Omit<FooterContent["navigation"][number], "items"> & Regional & { items: RegionalLink[] })[];
  socialLinks: (FooterContent["socialLinks"][number] & Regional)[];
  paymentIcons: (FooterContent["paymentIcons"][number] & Regional)[];
  extendedNavigation: { title: string; items: RegionalLink[] };
};
export type RegionalBrandHome = Omit<BrandHomeContent, "sections"> & { sections: RegionalSection[] };
/** A paragraph is plain text, or text shown only in some countries. */
export type RegionalParagraph = string | { text: string; regions: readonly RegionCode[] };
export type RegionalHelpCentre = {
  entries: (Omit<HelpCentreEntry, "answer"> & Regional & { answer: RegionalParagraph[] })[];
};
export type RegionalErrorPromos = { promos: (ErrorPromo & Regional)[] };

/** An entry without `regions` shows everywhere; with it, only in the countries it names. */
export function shownIn(entry: Regional, region: RegionCode): boolean {
  return !entry.regions || entry.regions.includes(region);
}

/** Keeps the entries for a country and drops their `regions` marker. */
export function forRegion<T extends Regional>(entries: readonly T[], region: RegionCode): WithoutRegions<T>[] {
  return entries
    .filter((e) => shownIn(e, region))
    .map((e) => {
      const copy = { ...e };
      delete copy.regions;
      return copy as unknown as WithoutRegions<T>;
    });
}

function navigation(items: RegionalNavItem[], region: RegionCode): NavItem[] {
  return forRegion(items, region).map(({ children, ...item }) =>
    children ? { ...item, children: navigation(children, region) } : item,
  );
}

export function header(doc: RegionalHeader, region: RegionCode): HeaderContent {
  return {
    logo: doc.logo,
    logoLink: doc.logoLink,
    navigation: navigation(doc.navigation, region),
    popularSearchTerms: doc.popularSearchTerms,
    promoBar: doc.promoBar[region] ?? null,
  };
}

export function footer(doc: RegionalFooter, region: RegionCode): FooterContent {
  return {
    title: doc.title,
    subtitle: doc.subtitle,
    signUpText: doc.signUpText,
    socialSectionTitle: doc.socialSectionTitle,
    navigation: forRegion(doc.navigation, region).map((column) => ({
      ...column,
      items: forRegion(column.items, region),
    })),
    socialLinks: forRegion(doc.socialLinks, region),
    paymentIcons: forRegion(doc.paymentIcons, region),
    extendedNavigation: { title: doc.extendedNavigation.title, items: forRegion(doc.extendedNavigation.items, region) },
  };
}

function section(entry: WithoutRegions<RegionalSection>, region: RegionCode): HomeSection {
  return entry.kind === "category-tiles" ? { ...entry, tiles: forRegion(entry.tiles, region) } : entry;
}

export function brandHome(doc: RegionalBrandHome, region: RegionCode): BrandHomeContent {
  return {
    brand: doc.brand,
    metaTitle: doc.metaTitle,
    metaDescription: doc.metaDescription,
    sections: forRegion(doc.sections, region).map((entry) => section(entry, region)),
  };
}

export function helpCentre(doc: RegionalHelpCentre, region: RegionCode): HelpCentreEntry[] {
  return forRegion(doc.entries, region).map((entry) => ({
    ...entry,
    answer: entry.answer
      .filter((p) => typeof p === "string" || shownIn(p, region))
      .map((p) => (typeof p === "string" ? p : p.text)),
  }));
}

export function errorPromos(doc: RegionalErrorPromos, region: RegionCode): ErrorPromo[] {
  return forRegion(doc.promos, region);
}
