"use client";
import { useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { Suspense, useCallback, useState, type FormEvent, type ReactNode } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { formatMoney } from "@/lib/money";
import { PromoCode, refusalText, useCart, useCartActions } from "@/features/cart/client";
import { useToast } from "@/features/shell/client";
import { requestPlaceOrder } from "../api";
import { FIELD_MAX_LENGTH } from "@/features/address";
import type { OutOfStockItem } from "../schema";
import { fieldId, useCheckoutForm } from "../use-checkout-form";
import { AddressFields } from "@/features/address/client";
import { PickupChoice } from "@/features/pickup/client";
import type { FulfilmentMethod } from "@/lib/commerce/pickup-types";
import { MethodChoice } from "./method-choice";
import { CheckoutSection } from "./checkout-section";
import { DeliveryAndPayment } from "./delivery-and-payment";
import { StockAlert } from "./stock-alert";
import { TextField } from "@/components/ui/text-field";

/** Sent with a code only once it looks whole (the route refuses a half-typed address with a 400). */
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/;

type Props = {
  cartId: string;
  locale: Locale;
  governorates: { value: string; label: string }[];
  /** Shown already formatted by the server (the same text on both sides of hydration). */
  deliveryDate: string;
  totalText: string;
  /** Line names by SKU, to say which pieces ran out. */
  lineNames: Record<string, string>;
  cartHref: string;
  /** Step 5, rendered by the server: lines and totals. */
  review: ReactNode;
};

/**
 * The one-page checkout: contact, address, delivery, payment and review, then Place order.
 * Field errors show inline; what the server refuses arrives as a translated toast (and, for
 * stock, as a list of the pieces). On success the browser forgets the cart and goes to the
 * order's confirmation page.
 */
export function CheckoutForm({
  cartId,
  locale,
  governorates,
  deliveryDate,
  totalText,
  lineNames,
  cartHref,
  review,
}: Props) {
  const { t } = useT();
  const router = useRouter();
  const toast = useToast();
  const cart = useCartActions();
  const { cart: bag } = useCart();
  const canCollect = REGIONS[LOCALES[locale].region].storeLocator;
  const [method, setMethod] = useState<FulfilmentMethod>("delivery");
  const [storeId, setStoreId] = useState<number | null>(null);
  const [storeMissing, setStoreMissing] = useState(false);
  const form = useCheckoutForm(locale, method);
  const chooseStore = useCallback((id: number | null) => {
    setStoreId(id);
    setStoreMissing(false);
  }, []);
  const [pending, setPending] = useState(false);
  const [shortItems, setShortItems] = useState<OutOfStockItem[]>([]);
  // One key for this checkout, sent with every try: a retry after a lost answer gets the order placed by the first.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const step = (n: number) => t("checkout.stepNumber", { step: n });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const invalid = form.validateAll();
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    if (method === "pickup" && storeId === null) {
      setStoreMissing(true);
      document.getElementById("checkout-method")?.scrollIntoView({ block: "center" });
      return;
    }
    setPending(true);
    setShortItems([]);
    const { values, region } = form;
    const { email, ...address } = values;
    const pickup = method === "pickup" && storeId !== null ? { store_id: storeId } : undefined;
    const outcome = await requestPlaceOrder({
      cartId,
      region,
      locale,
      email,
      shipping_address: address,
      payment_method: "cod",
      idempotencyKey,
      pickup,
    });
    if (outcome.ok) {
      cart.clear();
      router.replace(outcome.order.confirmationUrl);
      return;
    }
    // The country checks out on its hosted checkout (the page sends her there, signed in).
    if (outcome.code === "hostedCheckout") return window.location.reload();
    setPending(false);
    if (outcome.promo) {
      // Nothing was placed: she is told why before paying, and the totals show the bag as it is.
      const money = (value: number) => formatMoney({ value, currencyCode: REGIONS[form.region].currency }, locale);
      const day = (iso: string) =>
        new Intl.DateTimeFormat(LOCALES[locale].bcp47, { dateStyle: "long" }).format(new Date(iso));
      const text = refusalText(outcome.promo.code, outcome.promo.refusal, money, day);
      toast("error", `${t("checkout.errors.promoRefused")} ${t(text.key, text.values)}`);
      router.refresh();
      return;
    }
    toast("error", t(outcome.messageKey));
    if (outcome.code === "outOfStock") setShortItems(outcome.items);
  }

  // One column of the screen's width below lg (grid-cols-1 is minmax(0, 1fr)): an auto column would
  // grow to the fields' natural width, which in the Arabic font is wider than a phone.
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start"
    >
      <fieldset disabled={pending} className="min-w-0 space-y-8">
        <legend className="sr-only">{t("checkout.title")}</legend>
        <p role="alert" className="rounded-md bg-sale/10 px-4 py-3 text-sm font-medium text-sale empty:hidden">
          {form.errorCount > 0 ? t("checkout.errors.summary", { count: form.errorCount }) : ""}
        </p>
        <CheckoutSection step={1} stepLabel={step(1)} title={t("checkout.steps.contact")} id="checkout-contact">
          <TextField
            {...form.bind("email")}
            type="email"
            dir="ltr"
            label={t("checkout.fields.email")}
            hint={t("checkout.fields.emailHint")}
            autoComplete="email"
            maxLength={FIELD_MAX_LENGTH.email}
            required
          />
        </CheckoutSection>
        <CheckoutSection
          step={2}
          stepLabel={step(2)}
          title={t(method === "pickup" ? "pickup.steps.collect" : "checkout.steps.shipping")}
          id="checkout-shipping"
        >
          {canCollect && <MethodChoice value={method} onChange={setMethod} />}
          {method === "pickup" ? (
            <div className="space-y-5">
              <PickupChoice
                locale={locale}
                lines={
                  bag?.id === cartId
                    ? bag.line_items.physical_items.map((l) => ({ variant_id: l.variant_id, quantity: l.quantity }))
                    : null
                }
                value={storeId}
                onChange={chooseStore}
                error={storeMissing && storeId === null ? t("pickup.errors.chooseStore") : undefined}
              />
              <AddressFields
                region={form.region}
                bind={form.bind}
                governorates={governorates}
                formatDigits={form.formatDigits}
                collectorOnly
              />
            </div>
          ) : (
            <AddressFields
              region={form.region}
              bind={form.bind}
              governorates={governorates}
              formatDigits={form.formatDigits}
            />
          )}
        </CheckoutSection>
        <DeliveryAndPayment stepLabel={step} deliveryDate={deliveryDate} totalText={totalText} method={method} />
      </fieldset>

      <aside
        aria-labelledby="checkout-review"
        className="space-y-5 rounded-lg border border-line bg-cream/60 p-5 sm:p-6 lg:sticky lg:top-6"
      >
        {review}
        {/* The bag comes from the browser's store, so the field is drawn after the page in any case. */}
        {bag && bag.id === cartId && (
          <Suspense>
            <PromoCode
              cart={bag}
              locale={locale}
              email={LOOKS_LIKE_EMAIL.test(form.values.email) ? form.values.email : undefined}
              onChange={() => router.refresh()}
            />
          </Suspense>
        )}
        {shortItems.length > 0 && (
          <StockAlert items={shortItems} names={lineNames} cartHref={cartHref} locale={locale} />
        )}
        <button
          type="submit"
          disabled={pending}
          className="flex h-13 w-full items-center justify-center gap-3 rounded-md bg-ink px-6 text-base font-semibold tracking-wide text-white transition hover:bg-navy disabled:cursor-wait disabled:bg-navy/80"
        >
          {pending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {pending ? t("checkout.placing") : t("checkout.placeOrder")}
        </button>
        <p className="text-center text-xs text-muted">{t("checkout.secureNote")}</p>
      </aside>
    </form>
  );
}
