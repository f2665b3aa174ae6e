import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getT } from "@/lib/i18n/server";
import { OrderConfirmation } from "@/features/checkout/components/order-confirmation";
import { loadConfirmedOrder } from "@/features/checkout/server";
import { parseLocaleParam, type LocaleParams } from "../../locale-param";

export const dynamic = "force-dynamic";

type Props = LocaleParams & { searchParams: Promise<{ order?: string | string[]; key?: string | string[] }> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("checkout.confirmation.metaTitle"), robots: { index: false, follow: false } };
}

/**
 * The order confirmation (`?order={id}&key={accessKey}`). Order ids are guessable, so without
 * the order's own key the page does not exist.
 */
export default async function ConfirmationPage({ params, searchParams }: Props) {
  const locale = await parseLocaleParam(params);
  const { order: rawOrder, key } = await searchParams;
  const orderId = typeof rawOrder === "string" && /^\d{1,9}$/.test(rawOrder) ? Number(rawOrder) : null;
  if (!orderId || typeof key !== "string") notFound();
  const [{ t }, order] = await Promise.all([getT(locale), loadConfirmedOrder(orderId, key, locale)]);
  if (!order) notFound();
  return <OrderConfirmation order={order} locale={locale} t={t} />;
}
