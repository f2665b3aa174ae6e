import type { Metadata } from "next";
import { BrandHome, brandHomeMetadata } from "@/features/content/components/brand-home";
import { parseLocaleParam, type LocaleParams } from "./locale-param";

/** Brand homes do not depend on the shopper: rendered once, then served from Next's cache. */
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return brandHomeMetadata("main", await parseLocaleParam(params));
}

export default async function MainHome({ params }: LocaleParams) {
  return <BrandHome brand="main" locale={await parseLocaleParam(params)} />;
}
