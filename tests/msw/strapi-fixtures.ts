import { createHash } from "node:crypto";
import { loadFiles } from "@/lib/content/files";
import type {
  HeaderFile,
  FooterFile,
  BrandHomeFile,
  HelpCentreFile,
  ErrorPromosFile,
} from "@/lib/content/files/schema";
import type { ContentLink, ResponsiveImage } from "@/lib/content/types";
import { STRAPI_SORTS, STRAPI_TOPICS } from "@/lib/content/strapi/schema";
import { LANGS, REGION_CODES, type Lang, type RegionCode } from "@/lib/i18n/locales";

/**
 * The embedded content files as a Strapi v5 instance would hold them under the content model of
 * ADR 0019: every document fully populated (the fake strips what a request does not populate),
 * one document per content type and locale sharing its documentId across locales, media in one
 * library shared by both locales. `assetOf` maps a served media URL back to the file's path.
 */
export type StrapiDoc = Record<string, unknown>;
export type StrapiStore = {
  single: Record<"header" | "footer", Partial<Record<Lang, StrapiDoc>>>;
  collection: Record<"brand-homes" | "help-centre-entries" | "error-promos", Record<Lang, StrapiDoc[]>>;
  assetOf: Map<string, string>;
};

const CREATED = "2026-11-02T08:00:00.000Z";
const PUBLISHED = "2026-11-20T09:30:00.000Z";
const hash = (value: string, length: number) => createHash("sha256").update(value).digest("hex").slice(0, length);
/** Strapi's documentIds are 24 lowercase letters and digits. */
const documentId = (key: string) => hash(`doc:${key}`, 24).replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)]!);

const MIME: Record<string, string> = { svg: "image/svg+xml", webp: "image/webp", png: "image/png", jpg: "image/jpeg" };
/** The size of an icon or tile picture, which the storefront does not read. */
const ICON = { width: 64, height: 64 };
const TILE = { width: 512, height: 512 };

function builder(base: string, assetOf: Map<string, string>) {
  let nextId = 1;
  const id = () => nextId++;
  const library = new Map<string, StrapiDoc>();

  function media(path: string, size: { width: number; height: number }): StrapiDoc {
    const key = `${path}@${size.width}x${size.height}`;
    let file = library.get(key);
    if (!file) {
      const [, name = "file", ext = "webp"] = /\/([\w-]+)\.(\w+)$/.exec(path) ?? [];
      const fileHash = `${name.replace(/-/g, "_")}_${hash(key, 10)}`;
      const url = `/uploads/${fileHash}.${ext}`;
      assetOf.set(new URL(url, base).href, path);
      file = {
        id: id(),
        documentId: documentId(key),
        name: `${name}.${ext}`,
        alternativeText: null,
        caption: null,
        width: size.width,
        height: size.height,
        formats: null,
        hash: fileHash,
        ext: `.${ext}`,
        mime: MIME[ext] ?? "image/webp",
        size: 12.5,
        url,
        previewUrl: null,
        provider: "local",
        provider_metadata: null,
        createdAt: CREATED,
        updatedAt: CREATED,
        publishedAt: CREATED,
      };
      library.set(key, file);
    }
    return file;
  }

  const countries = (regions: readonly RegionCode[] | undefined) =>
    regions ? { id: id(), ...Object.fromEntries(REGION_CODES.map((r) => [r, regions.includes(r)])) } : null;
  const cta = (l: ContentLink) => ({ id: id(), Title: l.text, URL: l.url, Open_In_New_Tab: l.newTab ?? false });
  const link = (l: ContentLink & { regions?: readonly RegionCode[] }) => ({
    ...cta(l),
    Countries: countries(l.regions),
  });
  const image = (i: ResponsiveImage) => ({
    id: id(),
    Desktop_Image: media(i.desktop, { width: i.width, height: i.height }),
    Mobile_Image: media(i.mobile, { width: i.mobileWidth, height: i.mobileHeight }),
    Alt: i.alt || null,
  });
  const doc = (key: string, lang: Lang, fields: StrapiDoc): StrapiDoc => ({
    id: id(),
    documentId: documentId(key),
    ...fields,
    createdAt: CREATED,
    updatedAt: PUBLISHED,
    publishedAt: PUBLISHED,
    locale: lang,
  });
  return { id, media, countries, cta, link, image, doc };
}
type Build = ReturnType<typeof builder>;

function header(b: Build, lang: Lang, file: HeaderFile): StrapiDoc {
  return b.doc("header", lang, {
    Logo: b.media(file.logo.src, file.logo),
    Logo_Alt: file.logo.alt,
    Logo_Link: file.logoLink,
    L1_Navigation_Items: file.navigation.map((item) => {
      if (item.children?.some((c) => c.children)) throw new Error("Strapi's navigation holds two levels");
      return { ...b.link(item), L2_Navigation_Items: (item.children ?? []).map(b.link) };
    }),
    Popular_Search_Terms: file.popularSearchTerms.map((term) => ({ id: b.id(), Term: term })),
    Promo_Bar: Object.entries(file.promoBar).map(([country, bar]) => ({
      id: b.id(),
      Country: country,
      Message: bar.message,
      Message_URL: bar.url,
      Background_Color: bar.backgroundColor,
      Text_Color: bar.textColor,
      Flash_Timer_Countdown: bar.countdownTo && new Date(bar.countdownTo).toISOString(),
      Flash_Timer_Message: bar.countdownMessage || null,
    })),
  });
}

function footer(b: Build, lang: Lang, file: FooterFile): StrapiDoc {
  const icon = (i: { name: string; image: string; regions?: readonly RegionCode[] }, url: string | null) => ({
    id: b.id(),
    Name: i.name,
    Desktop_Image: b.media(i.image, ICON),
    CTA_Link: url,
    Countries: b.countries(i.regions),
  });
  return b.doc("footer", lang, {
    Footer_Title: file.title,
    Footer_Subtitle: file.subtitle,
    Sign_Up_Text: file.signUpText,
    Social_Section_Title: file.socialSectionTitle,
    Footer_Navigation: file.navigation.map((c) => ({
      id: b.id(),
      Title: c.title,
      URL: c.url ?? null,
      Countries: b.countries(c.regions),
      L2_Navigation_Items: c.items.map(b.link),
    })),
    Social_Links: file.socialLinks.map((s) => icon(s, s.url)),
    Payment_Icons: file.paymentIcons.map((p) => icon(p, null)),
    Extended_Footer_Navigation: {
      id: b.id(),
      Title: file.extendedNavigation.title,
      L2_Navigation_Items: file.extendedNavigation.items.map(b.link),
    },
  });
}

const strapiKey = <T extends Record<string, string>>(map: T, value: string) =>
  Object.keys(map).find((k) => map[k] === value)!;
const joined = (values: string[] | undefined) => values?.join(", ") ?? null;

function section(b: Build, entry: BrandHomeFile["sections"][number]): StrapiDoc {
  const shown = { Countries: b.countries(entry.regions) };
  switch (entry.kind) {
    case "hero":
      return {
        __component: "home.hero",
        id: b.id(),
        Title: entry.title,
        Subtitle: entry.subtitle,
        CTA: b.cta(entry.cta),
        Image: b.image(entry.image),
        ...shown,
      };
    case "product-rail": {
      const q = entry.query;
      return {
        __component: "home.product-rail",
        id: b.id(),
        Title: entry.title,
        Brands: joined(q.brands),
        Types: joined(q.types),
        Collections: joined(q.collections),
        On_Sale: q.onSale ?? null,
        Sort: q.sort ? strapiKey(STRAPI_SORTS, q.sort) : null,
        CTA: entry.cta ? b.cta(entry.cta) : null,
        ...shown,
      };
    }
    case "category-tiles":
      return {
        __component: "home.category-tiles",
        id: b.id(),
        Title: entry.title,
        Tiles: entry.tiles.map((t) => ({
          id: b.id(),
          Title: t.title,
          URL: t.url,
          Image: b.media(t.image, TILE),
          Countries: b.countries(t.regions),
        })),
        ...shown,
      };
    case "promo-banner":
      return {
        __component: "home.promo-banner",
        id: b.id(),
        Title: entry.title,
        Text: entry.text,
        CTA: b.cta(entry.cta),
        Image: b.image(entry.image),
        ...shown,
      };
  }
}

const brandHome = (b: Build, lang: Lang, file: BrandHomeFile) =>
  b.doc(`home:${file.brand}`, lang, {
    Brand: file.brand,
    Meta_Title: file.metaTitle,
    Meta_Description: file.metaDescription,
    Sections: file.sections.map((e) => section(b, e)),
  });

const helpCentre = (b: Build, lang: Lang, file: HelpCentreFile) =>
  file.entries.map((e, i) =>
    b.doc(`help:${e.id}`, lang, {
      Entry_Id: e.id,
      Topic: strapiKey(STRAPI_TOPICS, e.topic),
      Question: e.question,
      Order: i + 1,
      Countries: b.countries(e.regions),
      Answer: e.answer.map((p) =>
        typeof p === "string"
          ? { id: b.id(), Text: p, Countries: null }
          : { id: b.id(), Text: p.text, Countries: b.countries(p.regions) },
      ),
    }),
  );

const errorPromos = (b: Build, lang: Lang, file: ErrorPromosFile) =>
  file.promos.map((p, i) =>
    b.doc(`promo:${p.brand}`, lang, {
      Brand: p.brand,
      Title: p.title,
      CTA_Text: p.ctaText,
      Link: p.href,
      Logo: b.media(p.logo, ICON),
      Image: b.image(p.image),
      Order: i + 1,
      Countries: b.countries(p.regions),
    }),
  );

/** A fresh store (tests edit it) built from the embedded files of both languages. */
export async function buildStrapiStore(base: string): Promise<StrapiStore> {
  const assetOf = new Map<string, string>();
  const b = builder(base, assetOf);
  const store: StrapiStore = {
    single: { header: {}, footer: {} },
    collection: {
      "brand-homes": { en: [], ar: [] },
      "help-centre-entries": { en: [], ar: [] },
      "error-promos": { en: [], ar: [] },
    },
    assetOf,
  };
  for (const lang of LANGS) {
    const files = await loadFiles(lang);
    store.single.header[lang] = header(b, lang, files.header);
    store.single.footer[lang] = footer(b, lang, files.footer);
    store.collection["brand-homes"][lang] = Object.values(files.homes).map((home) => brandHome(b, lang, home));
    store.collection["help-centre-entries"][lang] = helpCentre(b, lang, files.helpCentre);
    store.collection["error-promos"][lang] = errorPromos(b, lang, files.errorPromos);
  }
  return store;
}
