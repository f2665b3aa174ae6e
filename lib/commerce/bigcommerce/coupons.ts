import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { round2 } from "../cart-totals";
import type { CartChange, CartChangeContext, PromotionChange } from "../interface";
import { normalizeCode, type PromotionRefusal } from "../promotion-types";
import { isStatus, parseAnswer } from "./answers";
import { bcAppliedCoupon, linesTotal, type BcCart } from "./cart-map";
import type { RestClient } from "./rest";

/**
 * Promotion codes on a BigCommerce cart: BigCommerce's coupons, applied and removed through
 * Checkouts v3 (`POST /v3/checkouts/{id}/coupons`, `DELETE /v3/checkouts/{id}/coupons/{code}`;
 * a cart's checkout id is the cart's id).
 *
 * One code per cart. A new code is applied first and the cart's other codes are deleted only once
 * the store has accepted it: a refused code leaves the code the cart had in place, as our interface
 * promises ("a refused code changes nothing"). A store with one coupon per order (BigCommerce's
 * default) replaces the old coupon itself; one that allows several keeps both until we delete the old.
 *
 * The store refuses a code with a 400 (or 422) whose `title` is the storefront's sentence (the
 * reference documents no error schema for these): `couponRefusal` reads our reason from its words.
 * Outages stay errors (UpstreamError from the REST client). The checkout's e-mail is not sent: the
 * store counts a per-customer limit by the cart's customer, or at its own checkout for a guest.
 */

/** What the store answers to a coupon added or deleted: a checkout, of which we read the cart's coupons. */
const bcCouponAnswer = z.looseObject({
  data: z.looseObject({ cart: z.looseObject({ coupons: z.array(bcAppliedCoupon).optional() }) }),
});

/** The first figure in `text` ("SAR 1,000.00", "$50", "1.000,00" is read as 1.000): `undefined` when none. */
function firstAmount(text: string): number | undefined {
  const figure = /\d[\d,]*(?:\.\d+)?/.exec(text)?.[0];
  if (!figure) return undefined;
  const value = Number(figure.replaceAll(",", ""));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Our reason for a coupon the store refused, from the refusal's title. The patterns are tried in
 * this order, the first that matches wins:
 *
 * 1. the code does not exist ("doesn't exist", "does not exist", "not found"): unknown (a title
 *    such as "doesn't exist or has expired" cannot tell the two apart; unknown claims less);
 * 2. not started yet ("not yet", "start", "begin"): notStarted (the store's title gives no date we
 *    rely on);
 * 3. ended ("expired", "has ended", "no longer"): expired;
 * 4. a minimum ("minimum", "at least {amount}"): minimumSpend; `missing` is the first figure after
 *    those words less `cartAmount` (what the cart's products cost), when both are known and positive;
 * 5. this customer's uses ("already used", "once per customer", "per customer"): alreadyUsed;
 * 6. all uses ("maximum number of uses", "usage limit", "no uses left"): usedUp;
 * 7. the pieces ("not applicable to / doesn't apply to / can't be used with the items|products"):
 *    notForThesePieces;
 * 8. the place ("shipping country", "location", "country"): otherCountry;
 * 9. anything else ("not valid", "invalid", a sentence we do not know, no title): unknown.
 */
export function couponRefusal(title: string | undefined, cartAmount?: number): PromotionRefusal {
  const text = (title ?? "").replace(/[’‘]/g, "'").toLowerCase();
  if (/\b(doesn't|does not|do not|don't) exist|\bnot found\b|\bno such (coupon|code)\b/.test(text))
    return { reason: "unknown" };
  if (/\bnot (yet )?(started|begun|active yet)\b|\bnot yet\b|\bstart(s|ing|ed)?\b|\bbegins?\b/.test(text))
    return { reason: "notStarted" };
  if (/\bexpired?\b|\bhas ended\b|\bno longer (valid|active|available)\b/.test(text)) return { reason: "expired" };
  const minimum = /\bminimum\b|\bat least\b/.exec(text);
  if (minimum) {
    const required = firstAmount(text.slice(minimum.index));
    const missing = required !== undefined && cartAmount !== undefined ? round2(required - cartAmount) : undefined;
    return missing !== undefined && missing > 0 ? { reason: "minimumSpend", missing } : { reason: "minimumSpend" };
  }
  if (/\balready (been )?used\b|\bonce per (customer|shopper|person)\b|\bper customer\b|\byou have used\b/.test(text))
    return { reason: "alreadyUsed" };
  if (
    /\bmaximum number of (uses|times|redemptions)\b|\busage limit\b|\bno (more )?uses left\b|\bused up\b|\bfully redeemed\b/.test(
      text,
    )
  )
    return { reason: "usedUp" };
  if (
    /\b(not applicable|doesn't apply|does not apply|can't be (used|applied)|cannot be (used|applied)|isn't valid|is not valid|not eligible)\b.*\b(items?|products?|pieces?)\b|\bno (eligible|qualifying) (items|products)\b/.test(
      text,
    )
  )
    return { reason: "notForThesePieces" };
  if (/\bshipping (country|address|destination|location)\b|\blocation\b|\bcountry\b|\bregion\b/.test(text))
    return { reason: "otherCountry" };
  return { reason: "unknown" };
}

export type CouponDeps = {
  rest: RestClient;
  /** The REST upstream's name, for answers we cannot read. */
  upstream: string;
  /** carts.ts `change`: read, check the owner, write with the version read, again on a 409. */
  change: <R extends PromotionChange>(
    cartId: string,
    context: CartChangeContext,
    write: (cart: BcCart) => Promise<R>,
  ) => Promise<R | CartChange>;
  /** The cart as ours after a change (read again), or not found when it went. */
  answer: (cartId: string, locale?: Locale) => Promise<CartChange>;
};

/** `applyPromotion` and `removePromotion` of a country's BigCommerce carts. */
export function createBigCommerceCoupons({ rest, upstream, change, answer }: CouponDeps) {
  const couponsPath = (cartId: string) => `/v3/checkouts/${encodeURIComponent(cartId)}/coupons`;

  /** Deletes a coupon; one already gone (404) is fine, and the cart's own absence shows in the read after. */
  async function remove(cartId: string, code: string): Promise<void> {
    try {
      await rest.delete(`${couponsPath(cartId)}/${encodeURIComponent(code)}`);
    } catch (error) {
      if (!isStatus(error, 404)) throw error;
    }
  }

  async function apply(cart: BcCart, code: string, locale?: Locale): Promise<PromotionChange> {
    let accepted: unknown;
    try {
      accepted = await rest.post(couponsPath(cart.id), {
        coupon_code: code,
        ...(cart.version !== undefined && { version: cart.version }),
      });
    } catch (error) {
      if (isStatus(error, 400) || isStatus(error, 422))
        return { status: "refused", refusal: couponRefusal(error.title, linesTotal(cart)) };
      // 409 (read again) and 404 (the cart went) are carts.ts `change`'s; the rest stay errors.
      throw error;
    }
    const held = parseAnswer(bcCouponAnswer, accepted, upstream, "POST checkout coupon").data.cart.coupons ?? [];
    for (const other of held) if (other.code.toUpperCase() !== code) await remove(cart.id, other.code);
    return answer(cart.id, locale);
  }

  return {
    applyPromotion(
      cartId: string,
      input: string,
      context: CartChangeContext & { email?: string },
    ): Promise<PromotionChange> {
      return change(cartId, context, async (cart) => {
        const code = normalizeCode(input);
        if (!code) return { status: "refused", refusal: { reason: "unknown" } } as const;
        return apply(cart, code, context.locale);
      });
    },

    removePromotion(cartId: string, context: CartChangeContext): Promise<CartChange> {
      return change(cartId, context, async (cart) => {
        for (const coupon of cart.coupons ?? []) await remove(cart.id, coupon.code);
        return answer(cart.id, context.locale);
      });
    },
  };
}
