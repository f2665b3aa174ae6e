import type { Metadata } from "next";
import { BrandHome, brandHomeMetadata } from "@/features/content/components/brand-home";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

/** Brand homes do not depend on the shopper: rendered once, then served from Next's cache. */
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return brandHomeMetadata("missl", await parseLocaleParam(params));
}

export default async function MissLHome({ params }: LocaleParams) {
  return <BrandHome brand="missl" locale={await parseLocaleParam(params)} />;
}
