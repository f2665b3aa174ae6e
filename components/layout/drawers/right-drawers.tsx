"use client";
import Image from "next/image";
import Link from "next/link";
import { useT } from "next-i18next/client";
import type { Locale } from "@/lib/i18n/locales";
import { THIRD_BRAND } from "@/lib/i18n/brands";
import { LOCALES } from "@/lib/i18n/locales";
import { Drawer } from "@/components/ui/drawer";
import { useRightDrawer } from "@/features/ui/use-right-drawer";
import type { RightDrawer } from "@/features/ui/panels-store";
import { LocalePicker } from "../locale-picker/locale-picker";
import { MiniCart } from "@/features/cart/components/mini-cart";

function SideDrawer({ name, title, children }: { name: RightDrawer; title: string; children: React.ReactNode }) {
  const { t } = useT();
  const { isOpen, close } = useRightDrawer(name);
  return (
    <Drawer open={isOpen} onClose={close} title={title} closeLabel={t("a11y.close")}>
      {children}
    </Drawer>
  );
}

const buttonClass = "block w-full rounded-md px-4 py-3 text-center text-sm font-semibold tracking-wide";

/** The four side drawers of spec section 2 (inline end: right in English, left in Arabic); one open at a time. */
export function RightDrawers({ locale }: { locale: Locale }) {
  const { t } = useT();
  const close = useRightDrawer("account").close;
  const lang = LOCALES[locale].lang;
  return (
    <>
      <SideDrawer name="account" title={t("drawers.account.title")}>
        <p className="text-sm text-muted">{t("drawers.account.guestText")}</p>
        <div className="mt-6 space-y-3">
          <Link href={`/${locale}/account`} onClick={close} className={`${buttonClass} bg-ink text-white`}>
            {t("drawers.account.signIn")}
          </Link>
          <Link href={`/${locale}/sign-up`} onClick={close} className={`${buttonClass} border border-ink`}>
            {t("drawers.account.signUp")}
          </Link>
        </div>
      </SideDrawer>
      <SideDrawer name="wishlist" title={t("drawers.wishlist.title")}>
        <p className="font-medium">{t("drawers.wishlist.empty")}</p>
        <p className="mt-2 text-sm text-muted">{t("drawers.wishlist.emptyHint")}</p>
      </SideDrawer>
      <SideDrawer name="language" title={t("drawers.language.title")}>
        <LocalePicker locale={locale} label={t("picker.search")} />
        <section className="mt-8">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Image src="/brand/atelier.svg" alt="" width={72} height={20} unoptimized className="h-5 w-auto" />
            {THIRD_BRAND.name[lang]} · {t("picker.saudiOnly")}
          </h3>
          <div className="mt-3">
            <LocalePicker locale={locale} regions={THIRD_BRAND.regions} label={`${THIRD_BRAND.name[lang]} ${t("picker.saudiOnly")}`} />
          </div>
        </section>
      </SideDrawer>
      <SideDrawer name="mini-cart" title={t("drawers.miniCart.title")}>
        <MiniCart locale={locale} onNavigate={close} />
      </SideDrawer>
    </>
  );
}
