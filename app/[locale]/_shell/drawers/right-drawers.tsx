"use client";
import Image from "next/image";
import { useSections, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { THIRD_BRAND } from "@/lib/i18n/brands";
import { LOCALES } from "@/lib/i18n/locales";
import { Drawer } from "@/components/ui/drawer";
import { useRightDrawer } from "@/features/shell/use-right-drawer";
import type { RightDrawer } from "@/features/shell/panels-store";
import { LocalePicker } from "../locale-picker/locale-picker";
import { MiniCart } from "@/features/cart/components/mini-cart";
import { WishlistDrawer } from "@/features/wishlist/components/wishlist-drawer";
import { AccountDrawerContent } from "@/features/auth/components/account-drawer-content";

function SideDrawer({ name, title, children }: { name: RightDrawer; title: string; children: React.ReactNode }) {
  const { t } = useT();
  const { isOpen, close } = useRightDrawer(name);
  return (
    <Drawer open={isOpen} onClose={close} title={title} closeLabel={t("a11y.close")}>
      {children}
    </Drawer>
  );
}

/**
 * The four side drawers: account, wishlist, language, mini cart (inline end: right in English,
 * left in Arabic); one open at a time.
 */
export function RightDrawers({ locale }: { locale: Locale }) {
  const { t } = useT();
  // The drawers' own texts (lazy sections): all in before the first drawer draws.
  useSections("cart", "wishlist", "auth");
  const close = useRightDrawer("account").close;
  const lang = LOCALES[locale].lang;
  return (
    <>
      <SideDrawer name="account" title={t("drawers.account.title")}>
        <AccountDrawerContent locale={locale} onNavigate={close} />
      </SideDrawer>
      <SideDrawer name="wishlist" title={t("drawers.wishlist.title")}>
        <WishlistDrawer locale={locale} />
      </SideDrawer>
      <SideDrawer name="language" title={t("drawers.language.title")}>
        <LocalePicker locale={locale} label={t("picker.search")} />
        <section className="mt-8">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Image src="/brand/atelier.svg" alt="" width={167} height={48} unoptimized className="h-5 w-auto" />
            {THIRD_BRAND.name[lang]} · {t("picker.saudiOnly")}
          </h3>
          <div className="mt-3">
            <LocalePicker
              locale={locale}
              regions={THIRD_BRAND.regions}
              label={`${THIRD_BRAND.name[lang]} ${t("picker.saudiOnly")}`}
            />
          </div>
        </section>
      </SideDrawer>
      <SideDrawer name="mini-cart" title={t("drawers.miniCart.title")}>
        <MiniCart locale={locale} onNavigate={close} />
      </SideDrawer>
    </>
  );
}
