import { notFound } from "next/navigation";
import { getContent } from "@/lib/content/provider";
import type { Metadata } from "next";
import { BRAND_HOMES, type BrandHome as BrandHomeKey } from "@/lib/i18n/brands";
import { alternates } from "@/lib/seo/alternates";
import { brandHomeLocales } from "@/lib/seo/page-locales";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { getT } from "@/lib/i18n/server";
import { Hero } from "./hero";
import { CategoryTiles } from "./category-tiles";
import { ProductRail } from "./product-rail";
import { PromoBanner } from "./promo-banner";

/** A brand home: the content provider's sections, rails filled from the country's store. */
export async function BrandHome({ brand, locale }: { brand: BrandHomeKey; locale: Locale }) {
  const { lang, region } = LOCALES[locale];
  const [{ t }, home] = await Promise.all([getT(locale), getContent(lang).then((c) => c.getBrandHome(brand, region))]);
  if (!home) notFound();
  return (
    <div className="space-y-14 pb-8">
      {home.sections.map((section, index) => {
        const key = `${section.kind}-${index}`;
        switch (section.kind) {
          case "hero":
            return <Hero key={key} section={section} locale={locale} first={index === 0} />;
          case "category-tiles":
            return <CategoryTiles key={key} section={section} locale={locale} />;
          case "product-rail":
            return <ProductRail key={key} section={section} locale={locale} t={t} />;
          case "promo-banner":
            return <PromoBanner key={key} section={section} locale={locale} />;
        }
      })}
    </div>
  );
}

/** Title, description, canonical and the home's own address in each locale that has it. */
export async function brandHomeMetadata(brand: BrandHomeKey, locale: Locale): Promise<Metadata> {
  const { lang, region } = LOCALES[locale];
  const [home, locales] = await Promise.all([
    getContent(lang).then((c) => c.getBrandHome(brand, region)),
    brandHomeLocales(brand),
  ]);
  if (!home) return {};
  const path = BRAND_HOMES[brand] ? `/${BRAND_HOMES[brand]}` : "";
  return {
    title: { absolute: home.metaTitle },
    description: home.metaDescription,
    alternates: alternates(path, locale, locales),
  };
}
