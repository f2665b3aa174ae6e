import type { ZodType } from "zod";
import type { BrandHome } from "@/lib/i18n/brands";
import type { Lang } from "@/lib/i18n/locales";
import { brandHome, errorPromos, footer, header, helpCentre } from "../regional";
import type { ContentProvider } from "../types";
import { contentFilePath, loadContentFile, type ContentFileName } from "./load";
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
    if (home.brand !== brand)
      throw new Error(
        `Content file ${contentFilePath(lang, HOME_FILES[brand as BrandHome])} declares brand "${home.brand}", expected "${brand}"`,
      );
  }
  return { header, footer, homes: { main, missl, waves }, helpCentre, errorPromos };
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
