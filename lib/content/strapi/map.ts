import { REGION_CODES, type RegionCode } from "@/lib/i18n/locales";
import type {
  RegionalBrandHome,
  RegionalErrorPromos,
  RegionalFooter,
  RegionalHeader,
  RegionalHelpCentre,
  RegionalLink,
  RegionalNavItem,
  RegionalSection,
} from "../regional";
import type { ContentLink, PromoBar, RailQuery, ResponsiveImage } from "../types";
import * as s from "./schema";

/**
 * Strapi documents (schema.ts) to our content types for every country at once (regional.ts), the
 * same shape the files adapter reads; narrowing to one country is shared by both adapters.
 * `base` is the Strapi address: "/uploads/..." media URLs are relative to it.
 */

const regions = (countries: s.StrapiCountries): { regions?: RegionCode[] } =>
  countries ? { regions: REGION_CODES.filter((region) => countries[region]) } : {};

export const mediaUrl = (media: s.StrapiMedia, base: string): string => new URL(media.url, base).href;

type StrapiLinkLike = { Title: string; URL: string; Open_In_New_Tab: boolean | null };

function cta(item: StrapiLinkLike): ContentLink {
  return { text: item.Title, url: item.URL, ...(item.Open_In_New_Tab ? { newTab: true } : {}) };
}

function link(item: StrapiLinkLike & { Countries: s.StrapiCountries }): RegionalLink {
  return { ...cta(item), ...regions(item.Countries) };
}

function responsiveImage(
  image: { Desktop_Image: s.StrapiMedia; Mobile_Image: s.StrapiMedia; Alt: string | null },
  base: string,
): ResponsiveImage {
  return {
    desktop: mediaUrl(image.Desktop_Image, base),
    mobile: mediaUrl(image.Mobile_Image, base),
    alt: image.Alt ?? "",
    width: image.Desktop_Image.width,
    height: image.Desktop_Image.height,
    mobileWidth: image.Mobile_Image.width,
    mobileHeight: image.Mobile_Image.height,
  };
}

export function header(doc: s.StrapiHeader, base: string): RegionalHeader {
  const navigation = doc.L1_Navigation_Items.map((item): RegionalNavItem => {
    const children = item.L2_Navigation_Items.map(link);
    return { ...link(item), ...(children.length ? { children } : {}) };
  });
  const promoBar: Partial<Record<RegionCode, PromoBar>> = {};
  for (const bar of doc.Promo_Bar) {
    promoBar[bar.Country] = {
      message: bar.Message,
      url: bar.Message_URL,
      backgroundColor: bar.Background_Color,
      textColor: bar.Text_Color,
      countdownTo: bar.Flash_Timer_Countdown,
      countdownMessage: bar.Flash_Timer_Message ?? "",
    };
  }
  return {
    logo: { src: mediaUrl(doc.Logo, base), alt: doc.Logo_Alt, width: doc.Logo.width, height: doc.Logo.height },
    logoLink: doc.Logo_Link,
    navigation,
    popularSearchTerms: doc.Popular_Search_Terms.map((t) => t.Term),
    promoBar,
  };
}

export function footer(doc: s.StrapiFooter, base: string): RegionalFooter {
  const icon = (item: { Name: string; Desktop_Image: s.StrapiMedia; Countries: s.StrapiCountries }) => ({
    name: item.Name,
    image: mediaUrl(item.Desktop_Image, base),
    ...regions(item.Countries),
  });
  return {
    title: doc.Footer_Title,
    subtitle: doc.Footer_Subtitle,
    signUpText: doc.Sign_Up_Text,
    socialSectionTitle: doc.Social_Section_Title,
    navigation: doc.Footer_Navigation.map((column) => ({
      title: column.Title,
      ...(column.URL ? { url: column.URL } : {}),
      ...regions(column.Countries),
      items: column.L2_Navigation_Items.map(link),
    })),
    socialLinks: doc.Social_Links.map((item) => ({ ...icon(item), url: item.CTA_Link })),
    paymentIcons: doc.Payment_Icons.map(icon),
    extendedNavigation: {
      title: doc.Extended_Footer_Navigation.Title,
      items: doc.Extended_Footer_Navigation.L2_Navigation_Items.map(link),
    },
  };
}

const list = (value: string | null) =>
  value
    ?.split(",")
    .map((v) => v.trim())
    .filter(Boolean) ?? [];

function railQuery(rail: Extract<s.StrapiSection, { __component: "home.product-rail" }>): RailQuery {
  const query: RailQuery = {};
  const [brands, types, collections] = [list(rail.Brands), list(rail.Types), list(rail.Collections)];
  if (brands.length) query.brands = brands;
  if (types.length) query.types = types;
  if (collections.length) query.collections = collections;
  if (rail.On_Sale !== null) query.onSale = rail.On_Sale;
  if (rail.Sort) query.sort = s.STRAPI_SORTS[rail.Sort];
  return query;
}

function section(entry: s.StrapiSection, base: string): RegionalSection {
  const shown = regions(entry.Countries);
  switch (entry.__component) {
    case "home.hero":
      return {
        kind: "hero",
        title: entry.Title,
        subtitle: entry.Subtitle,
        cta: cta(entry.CTA),
        image: responsiveImage(entry.Image, base),
        ...shown,
      };
    case "home.product-rail":
      return {
        kind: "product-rail",
        title: entry.Title,
        query: railQuery(entry),
        ...(entry.CTA ? { cta: cta(entry.CTA) } : {}),
        ...shown,
      };
    case "home.category-tiles":
      return {
        kind: "category-tiles",
        title: entry.Title,
        tiles: entry.Tiles.map((tile) => ({
          title: tile.Title,
          url: tile.URL,
          image: mediaUrl(tile.Image, base),
          ...regions(tile.Countries),
        })),
        ...shown,
      };
    case "home.promo-banner":
      return {
        kind: "promo-banner",
        title: entry.Title,
        text: entry.Text,
        cta: cta(entry.CTA),
        image: responsiveImage(entry.Image, base),
        ...shown,
      };
  }
}

export function brandHome(doc: s.StrapiBrandHome, base: string): RegionalBrandHome {
  return {
    brand: doc.Brand,
    metaTitle: doc.Meta_Title,
    metaDescription: doc.Meta_Description,
    sections: doc.Sections.map((entry) => section(entry, base)),
  };
}

export function helpCentre(docs: s.StrapiHelpCentreEntry[]): RegionalHelpCentre {
  return {
    entries: docs.map((doc) => ({
      id: doc.Entry_Id,
      topic: s.STRAPI_TOPICS[doc.Topic],
      question: doc.Question,
      answer: doc.Answer.map((p) => (p.Countries ? { text: p.Text, regions: regions(p.Countries).regions! } : p.Text)),
      ...regions(doc.Countries),
    })),
  };
}

export function errorPromos(docs: s.StrapiErrorPromo[], base: string): RegionalErrorPromos {
  return {
    promos: docs.map((doc) => ({
      brand: doc.Brand,
      title: doc.Title,
      ctaText: doc.CTA_Text,
      href: doc.Link,
      logo: mediaUrl(doc.Logo, base),
      image: responsiveImage(doc.Image, base),
      ...regions(doc.Countries),
    })),
  };
}
