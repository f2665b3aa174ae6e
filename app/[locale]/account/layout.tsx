import type { ReactNode } from "react";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

/** The account route's own texts reach the browser here, not on every page (lib/i18n/client-sections.ts). */
export default async function AccountLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  return (
    <RouteTranslations locale={await parseLocaleParam(params)} route="account">
      {children}
    </RouteTranslations>
  );
}
