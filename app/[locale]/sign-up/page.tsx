import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getT } from "@/lib/i18n/server";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { SESSION_COOKIE, sessionOfCookie } from "@/lib/session";
import { SignUpPage } from "@/features/auth/components/sign-up-page";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

// Reads the session cookie: rendered per request, never cached.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("auth.signUp.pageTitle"), robots: { index: false, follow: true } };
}

/** /sign-up is for guests; a signed-in customer goes to her account. */
export default async function SignUp({ params }: LocaleParams) {
  const locale = await parseLocaleParam(params);
  const session = await sessionOfCookie((await cookies()).get(SESSION_COOKIE)?.value);
  if (session) redirect(`/${locale}/account`);
  return (
    <RouteTranslations locale={locale} route="auth">
      <SignUpPage locale={locale} />
    </RouteTranslations>
  );
}
