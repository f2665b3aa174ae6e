import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cookieFromHeader } from "@/lib/http/cookies";
import { SESSION_COOKIE } from "@/lib/session";
import type { Cart } from "@/lib/commerce/cart-types";
import { getT } from "@/lib/i18n/server";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { CheckoutEmpty } from "@/features/checkout/components/checkout-empty";
import { CheckoutForm } from "@/features/checkout/components/checkout-form";
import { CheckoutReview } from "@/features/checkout/components/checkout-review";
import { HostedGuestNotice } from "@/features/checkout/components/hosted-guest-notice";
import { estimatedDeliveryDate } from "@/features/checkout/delivery";
import { formatCalendarDate } from "@/lib/i18n/format";
import { governorateOptions } from "@/features/address";
import { cartPath } from "@/features/checkout/links";
import { hostedCheckoutRedirect, loadCheckoutCart } from "@/features/checkout/server";
import { cartSummary } from "@/features/checkout/summary";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

// A shopper's own cart: rendered per request, never cached, never indexed.
export const dynamic = "force-dynamic";

type Props = LocaleParams & { searchParams: Promise<{ cartId?: string | string[]; store?: string | string[] }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("checkout.title"), robots: { index: false, follow: false } };
}

/** The checkout of a cart (`redirect_urls.checkout_url`: `/{locale}/checkout?cartId={id}`). */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const locale = await parseLocaleParam(params);
  const query = await searchParams;
  const raw = query.cartId;
  const cartId = typeof raw === "string" && UUID.test(raw) ? raw.toLowerCase() : null;
  // The boutique chosen on a product page (collect in store), for a hosted country's checkout.
  const store = typeof query.store === "string" && /^\d{1,6}$/.test(query.store) ? Number(query.store) : null;
  const [{ t }, cookie] = await Promise.all([getT(locale), headers().then((h) => h.get("cookie"))]);
  const sessionToken = cookieFromHeader(cookie, SESSION_COOKIE);
  const cart = cartId ? await loadCheckoutCart(cartId, locale, sessionToken) : null;
  // A hosted country's cart checks out on its store's checkout, the shopper signed in there too.
  const hosted = cart ? await hostedCheckoutRedirect(cart, locale, sessionToken, store) : null;
  if (hosted && !hosted.guestFallback) redirect(hosted.url);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="mb-8 text-3xl font-semibold">{t("checkout.title")}</h1>
      {hosted && cart ? (
        <HostedGuestNotice t={t} checkoutUrl={hosted.url} cartHref={cartPath(locale, cart.id)} />
      ) : cart ? (
        <Checkout cart={cart} locale={locale} t={t} />
      ) : (
        <CheckoutEmpty locale={locale} t={t} cartHref={cartPath(locale)} />
      )}
    </div>
  );
}

function Checkout({ cart, locale, t }: { cart: Cart; locale: Locale; t: Awaited<ReturnType<typeof getT>>["t"] }) {
  const { lang, region } = LOCALES[locale];
  const summary = cartSummary(cart, region);
  const cartHref = cartPath(locale, cart.id);
  return (
    <CheckoutForm
      cartId={cart.id}
      locale={locale}
      governorates={governorateOptions(region, lang)}
      deliveryDate={formatCalendarDate(estimatedDeliveryDate(), locale)}
      totalText={formatMoney({ value: summary.total, currencyCode: summary.currency }, locale)}
      lineNames={Object.fromEntries(cart.line_items.physical_items.map((l) => [l.sku, l.name]))}
      cartHref={cartHref}
      review={<CheckoutReview summary={summary} locale={locale} t={t} cartHref={cartHref} />}
    />
  );
}
