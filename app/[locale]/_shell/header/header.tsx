import { getContent } from "@/lib/content/provider";
import { resolveContentUrl } from "@/lib/content/links";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { HeaderShell } from "./header-shell";
import { PromoBar } from "./promo-bar";
import { LanguageStrip } from "./language-strip";
import { BrandTabs } from "./brand-tabs";
import { HeaderIcons } from "./header-icons";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";
import { SearchDrawer } from "./search-drawer";
import { HeaderLogo } from "./header-logo";
import type { NavItem } from "@/lib/content/types";
import type { ResolvedNavItem } from "./nav-types";

// Keys without a value are left out, not set to undefined: the navigation goes to the client
// menus in every page's RSC payload, where each undefined still costs its name (~2 KB a page).
function resolveNav(items: NavItem[], locale: Locale): ResolvedNavItem[] {
  return items.map((item) => ({
    text: item.text,
    url: resolveContentUrl(item.url, locale),
    ...(item.newTab !== undefined && { newTab: item.newTab }),
    ...(item.children && { children: resolveNav(item.children, locale) }),
  }));
}

/** The header every page shares, filled from the content provider. */
export async function Header({ locale }: { locale: Locale }) {
  const { lang, region } = LOCALES[locale];
  const content = await (await getContent(lang)).getHeader(region);
  const navigation = resolveNav(content.navigation, locale);
  const promo = content.promoBar && { ...content.promoBar, url: resolveContentUrl(content.promoBar.url, locale) };

  return (
    <HeaderShell>
      {promo && <PromoBar promo={promo} />}
      <LanguageStrip locale={locale} />
      <div className="border-b border-line">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 sm:px-6">
          <BrandTabs locale={locale} />
          <HeaderIcons locale={locale} />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-3 py-3 sm:px-6">
        <MobileNav locale={locale} navigation={navigation} />
        <HeaderLogo locale={locale} logo={content.logo} href={resolveContentUrl(content.logoLink, locale)} />
        <SearchDrawer locale={locale} popularTerms={content.popularSearchTerms} />
      </div>
      <DesktopNav navigation={navigation} />
      {/* The header is drawn once this is parsed (app/globals.css, "The header waits for its end"). */}
      <span hidden data-header-end />
    </HeaderShell>
  );
}
