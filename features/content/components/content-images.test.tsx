import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ErrorPromo, HomeSection, ResponsiveImage } from "@/lib/content/types";
import { CategoryTiles, TILE_SIZES } from "./category-tiles";
import { Hero } from "./hero";
import { BANNER_SIZES, PromoBanner } from "./promo-banner";
import { PromoCards } from "./promo-cards";

/**
 * Pictures from Strapi's media library (absolute URLs on the CMS host) must reach the browser
 * through /_next/image on our origin: the CSP's `img-src 'self'` blocks the CMS host itself.
 */
const CMS = "https://cms.lumina.test/uploads";
const image: ResponsiveImage = {
  desktop: `${CMS}/hero_desktop_1a2b.webp`,
  mobile: `${CMS}/hero_mobile_3c4d.webp`,
  alt: "Gold",
  width: 1600,
  height: 700,
  mobileWidth: 800,
  mobileHeight: 1000,
};
const cta = { text: "Shop", url: "/miss-l" };

/** Every address the markup makes the browser load: src, srcset and imagesrcset candidates. */
function pictureUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, name, value] of html.matchAll(/ (src|srcSet|srcset|imageSrcSet|imagesrcset)="([^"]*)"/g)) {
    const decoded = value!.replace(/&amp;/g, "&");
    urls.push(
      ...(name!.toLowerCase().endsWith("srcset") ? decoded.split(", ").map((c) => c.trim().split(" ")[0]!) : [decoded]),
    );
  }
  return urls;
}

function expectThroughOptimizer(html: string, expected: string[]) {
  const urls = pictureUrls(html);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url, url).toMatch(/^\/_next\/image\?url=https%3A%2F%2Fcms\.lumina\.test%2Fuploads%2F/);
  const sources = new Set(urls.map((url) => new URLSearchParams(url.split("?")[1]).get("url")));
  expect([...sources].sort()).toEqual([...expected].sort());
}

describe("CMS pictures go through /_next/image", () => {
  it("hero: phone art and the desktop source", () => {
    const section = { kind: "hero", title: "T", subtitle: "S", cta, image } as Extract<HomeSection, { kind: "hero" }>;
    const html = renderToStaticMarkup(<Hero section={section} locale="en-ae" first />);
    expectThroughOptimizer(html, [image.mobile, image.desktop]);
  });

  it("error promo cards: art, desktop source and logo", () => {
    const promo: ErrorPromo = {
      brand: "missl",
      title: "Miss L'",
      ctaText: "Shop",
      href: "/en-ae/miss-l",
      logo: `${CMS}/miss_l_5e6f.png`,
      image,
    };
    const html = renderToStaticMarkup(<PromoCards promos={[promo]} />);
    expectThroughOptimizer(html, [image.mobile, image.desktop, promo.logo]);
  });

  it("category tiles and the promo banner", () => {
    const tiles = {
      kind: "category-tiles",
      title: "T",
      tiles: [{ title: "Rings", url: "/{listing}/rings", image: `${CMS}/rings_7a8b.webp` }],
    } as Extract<HomeSection, { kind: "category-tiles" }>;
    expectThroughOptimizer(renderToStaticMarkup(<CategoryTiles section={tiles} locale="en-ae" />), [
      `${CMS}/rings_7a8b.webp`,
    ]);
    const banner = { kind: "promo-banner", title: "T", text: "X", cta, image } as Extract<
      HomeSection,
      { kind: "promo-banner" }
    >;
    expectThroughOptimizer(renderToStaticMarkup(<PromoBanner section={banner} locale="en-ae" />), [image.desktop]);
  });

  it("the promo banner offers widths for its `sizes`: a phone is not sent the 1920 px picture", () => {
    const banner = {
      kind: "promo-banner",
      title: "T",
      text: "X",
      cta,
      image: { ...image, desktop: "/content/banners/main-desktop.webp" },
    } as Extract<HomeSection, { kind: "promo-banner" }>;
    const html = renderToStaticMarkup(<PromoBanner section={banner} locale="en-ae" />);
    expect(html).toContain(`sizes="${BANNER_SIZES}"`);
    const widths = [...html.matchAll(/&amp;w=(\d+)&amp;q=\d+ (\d+)w/g)].map((match) => Number(match[2]));
    // A 412 px phone at 1.75x needs ~721 px: it has a candidate between that and 1920.
    expect(widths.some((width) => width >= 721 && width < 1920)).toBe(true);
  });

  it("category tiles offer widths for their `sizes`: a phone takes the 384 px picture, not the 640 px 2x one", () => {
    const tiles = {
      kind: "category-tiles",
      title: "T",
      tiles: [{ title: "Rings", url: "/{listing}/rings", image: "/content/tiles/rings.webp" }],
    } as Extract<HomeSection, { kind: "category-tiles" }>;
    const html = renderToStaticMarkup(<CategoryTiles section={tiles} locale="en-ae" />);
    expect(html).toContain(`sizes="${TILE_SIZES}"`);
    expect([...html.matchAll(/&amp;w=(\d+)&amp;q=\d+ (\d+)w/g)].map((match) => Number(match[2]))).toEqual([
      256, 384, 640,
    ]);
  });

  it("our own files keep being served as they are (the embedded content)", () => {
    const own: ResponsiveImage = {
      ...image,
      desktop: "/content/heroes/main-desktop.webp",
      mobile: "/content/heroes/main-mobile.webp",
    };
    const section = { kind: "hero", title: "T", subtitle: "S", cta, image: own } as Extract<
      HomeSection,
      { kind: "hero" }
    >;
    const urls = pictureUrls(renderToStaticMarkup(<Hero section={section} locale="en-ae" first />));
    expect(new Set(urls)).toEqual(new Set([own.mobile, own.desktop]));
  });
});
