import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The staff area's own texts reach the browser only here (lib/i18n/client-sections.ts). */
export default async function StaffLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  return (
    <RouteTranslations locale={await parseLocaleParam(params)} route="staff">
      {children}
    </RouteTranslations>
  );
}
