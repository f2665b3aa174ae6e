import type { Lang } from "@/lib/i18n/locales";

/**
 * Every content file, as a static `import()` per language so the bundler traces the JSON into
 * the server build (no file-system reads at run time). Keys are the file names under content/{lang}/.
 */
const FILES = {
  en: {
    header: () => import("@/content/en/header.json"),
    footer: () => import("@/content/en/footer.json"),
    "home-main": () => import("@/content/en/home-main.json"),
    "home-missl": () => import("@/content/en/home-missl.json"),
    "home-waves": () => import("@/content/en/home-waves.json"),
    "help-centre": () => import("@/content/en/help-centre.json"),
    "error-promos": () => import("@/content/en/error-promos.json"),
  },
  ar: {
    header: () => import("@/content/ar/header.json"),
    footer: () => import("@/content/ar/footer.json"),
    "home-main": () => import("@/content/ar/home-main.json"),
    "home-missl": () => import("@/content/ar/home-missl.json"),
    "home-waves": () => import("@/content/ar/home-waves.json"),
    "help-centre": () => import("@/content/ar/help-centre.json"),
    "error-promos": () => import("@/content/ar/error-promos.json"),
  },
} as const satisfies Record<Lang, Record<string, () => Promise<{ default: unknown }>>>;

export type ContentFileName = keyof (typeof FILES)["en"];
export const CONTENT_FILE_NAMES = Object.keys(FILES.en) as ContentFileName[];

export function contentFilePath(lang: Lang, name: ContentFileName): string {
  return `content/${lang}/${name}.json`;
}

/** The raw (unvalidated) JSON of one file. */
export async function loadContentFile(lang: Lang, name: ContentFileName): Promise<unknown> {
  const mod: { default: unknown } = await FILES[lang][name]();
  return mod.default;
}
