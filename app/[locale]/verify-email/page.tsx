import type { Metadata } from "next";
import { Suspense } from "react";
import { getT } from "@/lib/i18n/server";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { VerifyEmail } from "@/features/auth/components/verify-email";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("auth.verify.title"), robots: { index: false, follow: false } };
}

/** /verify-email?email=&token= : the link of the verification mail. */
export default async function VerifyEmailPage({ params }: LocaleParams) {
  const locale = await parseLocaleParam(params);
  return (
    <RouteTranslations locale={locale} route="auth">
      <Suspense>
        <VerifyEmail locale={locale} />
      </Suspense>
    </RouteTranslations>
  );
}
