import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";
// Next links the stylesheet (ADR 0015, as amended: once the scripts wait for the first paint, a linked
// stylesheet scores as well as an inline one and is cached across pages).
import "../globals.css";
import { StylesheetFallback } from "../_styles/stylesheet-fallback";
import { Header } from "./_shell/header/header";
import { Footer } from "./_shell/footer/footer";
import { LazyRightDrawers } from "./_shell/drawers/lazy-right-drawers";
import { CartBootstrap } from "@/features/cart/components/cart-bootstrap";
import { LazyAuthModals } from "@/features/auth/components/lazy-auth-modals";
import { CustomerRefresh } from "@/features/auth/components/customer-refresh";
import { WishlistHearts } from "@/features/wishlist/components/wishlist-hearts";
import { CardControls } from "@/features/cart/components/card-controls";
import { SoftLinks } from "@/components/ui/soft-links";
import { EarlyPressQueue } from "@/components/ui/early-press-queue";
import { EarlyPressReplay } from "@/components/ui/early-press-replay";
import { Toaster } from "./_shell/toaster";
import { RouteEffects } from "./_shell/route-effects";
import { SUB_BRANDS } from "@/lib/i18n/brands";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import { getT, lazySections, shellStrings } from "@/lib/i18n/server";
import { TranslationsProvider } from "@/lib/i18n/client";
import { publicEnv, serverEnv } from "@/lib/env";
import { DeferredScripts } from "./_shell/deferred-scripts";

/**
 * No page is prerendered at build time (the build never opens the database); each locale's
 * pages render on first request and then stay in Next's cache (ISR) where they are static.
 * Unknown locales never get here: proxy.ts redirects them, and the layout 404s as a backstop.
 */
export function generateStaticParams(): { locale: string }[] {
  return [];
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * Title template and description shared by every page. No canonical or hreflang links here: a
 * layout's would be inherited by every page that sets none, naming the locale's home as the
 * page's other-language version. Each indexable page sets its own (lib/seo/alternates.ts).
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { t } = await getT(locale);
  const { lang, region } = LOCALES[locale];
  const brand = SUB_BRANDS.main.name[lang];
  return {
    metadataBase: new URL(publicEnv.siteUrl),
    title: { default: t("meta.title", { brand }), template: t("meta.titleTemplate", { brand }) },
    description: t("meta.description", { brand, country: t(`regions.${region}`) }),
    icons: { icon: "/brand/favicon.svg" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f3b57" };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const info = LOCALES[locale as Locale];
  const { t, i18n } = await getT(locale);

  return (
    <html lang={info.bcp47} dir={info.dir}>
      <body className="flex min-h-dvh flex-col bg-white antialiased">
        <EarlyPressQueue />
        <StylesheetFallback />
        <TranslationsProvider
          lang={info.lang}
          strings={shellStrings(i18n, info.lang)}
          lazyVersion={lazySections(i18n, info.lang).version}
        >
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
          >
            {t("a11y.skipToContent")}
          </a>
          <Header locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          {/* A boundary of its own: React hydrates it as a separate task after the page, so a
              phone's main thread is never blocked for the whole document at once. */}
          <Suspense>
            <Footer locale={locale} />
          </Suspense>
          <LazyRightDrawers locale={locale} />
          <LazyAuthModals locale={locale} />
          <CustomerRefresh locale={locale} />
          <WishlistHearts locale={locale} />
          {serverEnv().DEFERRED_SCRIPT_URLS.length > 0 && <DeferredScripts urls={serverEnv().DEFERRED_SCRIPT_URLS} />}
          <CardControls locale={locale} />
          <SoftLinks />
          <CartBootstrap locale={locale} />
          <Toaster />
          <Suspense>
            <RouteEffects locale={locale} />
          </Suspense>
          <EarlyPressReplay />
        </TranslationsProvider>
      </body>
    </html>
  );
}
