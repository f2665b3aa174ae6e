import type { TFunction } from "i18next";
import Link from "next/link";
import { BagIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/locales";

/** A checkout address whose cart is unknown, empty, ordered already, another country's or another customer's. */
export function CheckoutEmpty({ locale, t, cartHref }: { locale: Locale; t: TFunction; cartHref: string }) {
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <BagIcon className="mx-auto size-12 text-gold-dark" />
      <h2 className="mt-4 text-2xl font-semibold">{t("checkout.empty.title")}</h2>
      <p className="mt-3 text-muted">{t("checkout.empty.text")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          href={cartHref}
          className="rounded-md bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-navy"
        >
          {t("checkout.empty.toBag")}
        </Link>
        <Link
          href={`/${locale}`}
          className="rounded-md border border-ink px-6 py-3 text-sm font-semibold tracking-wide hover:bg-cream"
        >
          {t("checkout.empty.continue")}
        </Link>
      </div>
    </div>
  );
}
