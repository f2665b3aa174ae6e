import type { BrandHome } from "@/lib/i18n/brands"; // "main" | "missl" | "waves"
import type { RegionCode } from "@/lib/i18n/locales";

/**
 * Content as the pages see it, already narrowed to one language and one country.
 * Links are locale-relative paths ("/miss-l"); `{listing}` stands for the country's listing
 * page id (resolved by `resolveContentUrl`). External links are absolute https URLs.
 */
export type ContentLink = { text: string; url: string; newTab?: boolean };
export type NavItem = ContentLink & { children?: NavItem[] };
export type PromoBar = {
  message: string;
  url: string;
  backgroundColor: string;
  textColor: string;
  countdownTo: string | null;
  countdownMessage: string;
};
export type HeaderContent = {
  logo: { src: string; alt: string; width: number; height: number };
  logoLink: string;
  navigation: NavItem[];
  popularSearchTerms: string[];
  promoBar: PromoBar | null;
};
export type FooterContent = {
  title: string;
  subtitle: string;
  signUpText: string;
  socialSectionTitle: string;
  navigation: { title: string; url?: string; items: ContentLink[] }[];
  socialLinks: { name: string; image: string; url: string }[];
  paymentIcons: { name: string; image: string }[];
  extendedNavigation: { title: string; items: ContentLink[] };
};
export type ResponsiveImage = {
  desktop: string;
  mobile: string;
  alt: string;
  width: number;
  height: number;
  mobileWidth: number;
  mobileHeight: number;
};
export type RailQuery = {
  brands?: string[];
  types?: string[];
  collections?: string[];
  onSale?: boolean;
  sort?: "new_in" | "best_seller" | "price-asc" | "price-desc" | "biggest_saving";
};
export type HomeSection =
  | { kind: "hero"; title: string; subtitle: string; cta: ContentLink; image: ResponsiveImage }
  | { kind: "product-rail"; title: string; query: RailQuery; cta?: ContentLink }
  | { kind: "category-tiles"; title: string; tiles: { title: string; url: string; image: string }[] }
  | { kind: "promo-banner"; title: string; text: string; cta: ContentLink; image: ResponsiveImage };
export type BrandHomeContent = {
  brand: BrandHome;
  metaTitle: string;
  metaDescription: string;
  sections: HomeSection[];
};
export type HelpCentreEntry = {
  id: string;
  topic: "returns" | "gold-coins-bars" | "orders" | "delivery";
  question: string;
  answer: string[];
};
export type ErrorPromo = {
  brand: BrandHome;
  title: string;
  ctaText: string;
  href: string;
  logo: string;
  image: ResponsiveImage;
};
export interface ContentProvider {
  getHeader(region: RegionCode): Promise<HeaderContent>;
  getFooter(region: RegionCode): Promise<FooterContent>;
  getBrandHome(brand: BrandHome, region: RegionCode): Promise<BrandHomeContent | null>;
  getHelpCentre(region: RegionCode): Promise<HelpCentreEntry[]>;
  getErrorPromos(region: RegionCode): Promise<ErrorPromo[]>;
}
