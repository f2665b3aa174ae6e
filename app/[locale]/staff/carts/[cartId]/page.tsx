import Link from "next/link";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getT } from "@/lib/i18n/server";
import { LOCALES, parseLocale } from "@/lib/i18n/locales";
import { getCommerce } from "@/lib/commerce/provider";
import { toClientCart } from "@/features/cart/totals";
import { formatCartMoney } from "@/features/cart/money";
import { LineOptions, LinePicture, LinePrice, vatRate } from "@/features/cart/components/line-parts";
import { audit } from "@/features/staff/audit";
import { requireStaff } from "@/features/staff/page-auth";
import { SendCopyForm } from "@/features/staff/components/send-copy-form";
import { StaffHeader } from "../../_components/staff-header";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; cartId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await getT(parseLocale((await params).locale) ?? "en-sa");
  return { title: t("staff.cart.readOnlyTitle") };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Any cart of the page's country, a signed-in customer's included, as the shopper sees it (pieces,
 * prices, stock marks, totals) and with nothing to change it; the agent may mail her a link to a
 * copy. Opening it is audited.
 */
export default async function StaffCart({ params }: Props) {
  const { locale: raw, cartId } = await params;
  const locale = parseLocale(raw);
  if (!locale) notFound();
  const actor = await requireStaff(locale, `staff/carts/${UUID.test(cartId) ? cartId : ""}`);
  const { t } = await getT(locale);
  const { region } = LOCALES[locale];
  const found = UUID.test(cartId) ? await (await getCommerce(region)).getCart(cartId, locale) : null;
  await audit(actor, {
    action: "cart.view",
    region,
    target: `cart:${cartId.slice(0, 64)}`,
    detail: { status: found ? 200 : 404 },
  });
  const cart = found && toClientCart(found, region);
  const money = (value: number) => formatCartMoney(value, cart!.currency.code, locale);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <StaffHeader locale={locale} actor={actor} t={t} />
      <h2 className="mt-8 text-xl font-semibold">{t("staff.cart.readOnlyTitle")}</h2>
      {!cart ? (
        <p className="mt-4">{t("staff.cart.notFound")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t("staff.cart.readOnlyIntro")}</p>
          <p className="mt-2 text-sm">
            {t("staff.cart.owner")}: {cart.customer_id > 0 ? `#${cart.customer_id}` : t("staff.cart.guest")} ·{" "}
            <bdi className="font-mono text-xs">{cart.id}</bdi>
          </p>
          <ul className="mt-6 divide-y divide-line border-y border-line" aria-label={t("staff.cart.lines")}>
            {cart.line_items.physical_items.map((line) => (
              <li key={line.id} className="flex gap-4 py-4">
                <LinePicture line={line} size={80} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{line.name}</p>
                  <LineOptions line={line} locale={locale} t={t} />
                  <p className="text-sm">
                    {t("staff.cart.quantity")}: {line.quantity}
                  </p>
                  {line.exceedingQuantity && (
                    <p className="text-sm text-sale">{t("staff.cart.short", { count: line.available_to_sell })}</p>
                  )}
                </div>
                <LinePrice line={line} cart={cart} locale={locale} t={t} />
              </li>
            ))}
          </ul>
          <dl className="mt-4 ms-auto max-w-xs space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{t("cart.summary.subtotalExTax")}</dt>
              <dd>{money(cart.SubTotal_Ex_TAX)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t("cart.summary.vat", { rate: vatRate(locale) })}</dt>
              <dd>{money(cart.VAT_Tax)}</dd>
            </div>
            <div className="flex justify-between gap-4 font-semibold">
              <dt>{t("cart.summary.total")}</dt>
              <dd>{money(cart.cart_amount)}</dd>
            </div>
          </dl>
          <SendCopyForm cartId={cart.id} locale={locale} guest={cart.customer_id === 0} />
        </>
      )}
      <Link href={`/${locale}/staff`} className="mt-8 inline-block text-sm underline">
        {t("staff.cart.back")}
      </Link>
    </div>
  );
}
