import type { Metadata } from "next";
import { Suspense } from "react";
import { getT } from "@/lib/i18n/server";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { ResetLanding } from "@/features/auth/components/reset-landing";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("auth.resetPage.title"), robots: { index: false, follow: false } };
}

/** /reset-password?email=&token= : the link of the reset mail. */
export default async function ResetPasswordPage({ params }: LocaleParams) {
  const locale = await parseLocaleParam(params);
  return (
    <RouteTranslations locale={locale} route="auth">
      <Suspense>
        <ResetLanding />
      </Suspense>
    </RouteTranslations>
  );
}
