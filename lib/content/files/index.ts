import type { ZodType } from "zod";
import type { BrandHome } from "@/lib/i18n/brands";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import type {
  BrandHomeContent,
  ContentLink,
  ContentProvider,
  ErrorPromo,
  FooterContent,
  HeaderContent,
  HelpCentreEntry,
  HomeSection,
  NavItem,
} from "../types";
import { contentFilePath, loadContentFile, type ContentFileName } from "./load";
import { forRegion, shownIn, type WithoutRegions } from "./regions";
import * as s from "./schema";

type Files = {
  header: s.HeaderFile;
  footer: s.FooterFile;
  homes: Partial<Record<BrandHome, s.BrandHomeFile>>;
  helpCentre: s.HelpCentreFile;
  errorPromos: s.ErrorPromosFile;
};

const HOME_FILES: Record<BrandHome, ContentFileName> = { main: "home-main", missl: "home-missl", waves: "home-waves" };

async function read<T>(lang: Lang, name: ContentFileName, schema: ZodType<T>): Promise<T> {
  return s.parseContentFile(schema, contentFilePath(lang, name), await loadContentFile(lang, name));
}

/** Reads and validates every file of a language once; a malformed file rejects with its path. */
export async function loadFiles(lang: Lang): Promise<Files> {
  const [header, footer, main, missl, waves, helpCentre, errorPromos] = await Promise.all([
    read(lang, "header", s.headerFile),
    read(lang, "footer", s.footerFile),
    read(lang, HOME_FILES.main, s.brandHomeFile),
    read(lang, HOME_FILES.missl, s.brandHomeFile),
    read(lang, HOME_FILES.waves, s.brandHomeFile),
    read(lang, "help-centre", s.helpCentreFile),
    read(lang, "error-promos", s.errorPromosFile),
  ]);
  for (const [brand, home] of Object.entries({ main, missl, waves })) {
    if (home.brand !== brand) throw new Error(`Content file ${contentFilePath(lang, HOME_FILES[brand as BrandHome])} declares brand "${home.brand}", expected "${brand}"`);
  }
  return { header, footer, homes: { main, missl, waves }, helpCentre, errorPromos };
}

function links(items: s.FooterFile["extendedNavigation"]["items"], region: RegionCode): ContentLink[] {
  return forRegion(items, region);
}

function navigation(items: s.HeaderFile["navigation"], region: RegionCode): NavItem[] {
  return forRegion(items, region).map(({ children, ...item }) => (children ? { ...item, children: navigation(children, region) } : item));
}

export function header(file: s.HeaderFile, region: RegionCode): HeaderContent {
  return {
    logo: file.logo,
    logoLink: file.logoLink,
    navigation: navigation(file.navigation, region),
    popularSearchTerms: file.popularSearchTerms,
    promoBar: file.promoBar[region] ?? null,
  };
}

export function footer(file: s.FooterFile, region: RegionCode): FooterContent {
  return {
    title: file.title,
    subtitle: file.subtitle,
    signUpText: file.signUpText,
    socialSectionTitle: file.socialSectionTitle,
    navigation: forRegion(file.navigation, region).map((column) => ({ ...column, items: links(column.items, region) })),
    socialLinks: forRegion(file.socialLinks, region),
    paymentIcons: forRegion(file.paymentIcons, region),
    extendedNavigation: { title: file.extendedNavigation.title, items: links(file.extendedNavigation.items, region) },
  };
}

function section(entry: WithoutRegions<s.BrandHomeFile["sections"][number]>, region: RegionCode): HomeSection {
  return entry.kind === "category-tiles" ? { ...entry, tiles: forRegion(entry.tiles, region) } : entry;
}

export function brandHome(file: s.BrandHomeFile, region: RegionCode): BrandHomeContent {
  return {
    brand: file.brand,
    metaTitle: file.metaTitle,
    metaDescription: file.metaDescription,
    sections: forRegion(file.sections, region).map((entry) => section(entry, region)),
  };
}

export function helpCentre(file: s.HelpCentreFile, region: RegionCode): HelpCentreEntry[] {
  return forRegion(file.entries, region).map((entry) => ({
    ...entry,
    answer: entry.answer.filter((p) => typeof p === "string" || shownIn(p, region)).map((p) => (typeof p === "string" ? p : p.text)),
  }));
}

export function errorPromos(file: s.ErrorPromosFile, region: RegionCode): ErrorPromo[] {
  return forRegion(file.promos, region);
}

/** The embedded content provider: the JSON files of one language, narrowed per country. */
export async function createFilesContent(lang: Lang): Promise<ContentProvider> {
  const files = await loadFiles(lang);
  return {
    // Copies, so a caller that edits what it gets cannot change the cached files.
    getHeader: async (region) => structuredClone(header(files.header, region)),
    getFooter: async (region) => structuredClone(footer(files.footer, region)),
    getBrandHome: async (brand, region) => {
      const file = files.homes[brand];
      return file ? structuredClone(brandHome(file, region)) : null;
    },
    getHelpCentre: async (region) => structuredClone(helpCentre(files.helpCentre, region)),
    getErrorPromos: async (region) => structuredClone(errorPromos(files.errorPromos, region)),
  };
}
