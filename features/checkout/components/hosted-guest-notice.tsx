import type { TFunction } from "i18next";
import Link from "next/link";

/**
 * A signed-in shopper whose country's hosted checkout could not sign her in (no login link could be
 * made): she is told before she leaves that she continues there as a guest, rather than finding
 * out at the checkout, and chooses to go on or go back to her bag.
 */
export function HostedGuestNotice({
  t,
  checkoutUrl,
  cartHref,
}: {
  t: TFunction;
  checkoutUrl: string;
  cartHref: string;
}) {
  return (
    <div role="status" className="mx-auto max-w-lg py-10 text-center">
      <h2 className="text-2xl font-semibold">{t("checkout.hostedGuest.title")}</h2>
      <p className="mt-3 text-muted">{t("checkout.hostedGuest.text")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a
          href={checkoutUrl}
          className="rounded-md bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-navy"
        >
          {t("checkout.hostedGuest.continue")}
        </a>
        <Link
          href={cartHref}
          className="rounded-md border border-ink px-6 py-3 text-sm font-semibold tracking-wide hover:bg-cream"
        >
          {t("checkout.hostedGuest.toBag")}
        </Link>
      </div>
    </div>
  );
}
