import type { RegionCode } from "@/lib/i18n/locales";
import { normalizeCode } from "@/lib/commerce/promotion-types";
import type { StorageLike } from "./browser-storage";
import type { ClientCart } from "./client-types";

/**
 * A promotion code from a marketing link (`?promo=CODE` on any page, the abandoned-cart and
 * customer-service links included), kept in local storage until the bag takes it: applied at once
 * when there is a bag, else when the first piece goes in. A code refused because the bag is not
 * yet enough for it (minimum spend, no piece in its scope) is kept and tried again once the bag's
 * lines change; any other refusal drops it. Kept for PENDING_PROMO_DAYS in the link's country.
 */
export const PENDING_PROMO_KEY = "lumina_promo";
export const PENDING_PROMO_DAYS = 7;

type Pending = {
  code: string;
  region: RegionCode;
  at: number;
  /** The bag's lines when the code was last refused. */ triedOn?: string;
};

export function readPending(storage: StorageLike | null, region: RegionCode, now = Date.now()): Pending | null {
  try {
    const pending = JSON.parse(storage?.getItem(PENDING_PROMO_KEY) ?? "null") as Pending | null;
    if (!pending || typeof pending.code !== "string" || !normalizeCode(pending.code)) return null;
    if (pending.region !== region || now - pending.at > PENDING_PROMO_DAYS * 86_400_000) return null;
    return pending;
  } catch {
    return null;
  }
}

export function keepPending(storage: StorageLike | null, pending: Pending): void {
  try {
    storage?.setItem(PENDING_PROMO_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or refused: the code is simply not kept.
  }
}

export function dropPending(storage: StorageLike | null): void {
  try {
    storage?.removeItem(PENDING_PROMO_KEY);
  } catch {
    // Nothing to do: it will expire.
  }
}

/** The link's code (`?promo=`), normalised, or null; `rest` is the query without it. */
export function promoParam(search: string): { code: string | null; rest: string } {
  const query = new URLSearchParams(search);
  const raw = query.get("promo");
  if (raw === null) return { code: null, rest: search };
  query.delete("promo");
  const rest = query.toString();
  return { code: normalizeCode(raw), rest: rest ? `?${rest}` : "" };
}

/** What the bag holds, as a signature: a refused code is tried again only once it changes. */
export const linesSignature = (cart: Pick<ClientCart, "line_items">) =>
  cart.line_items.physical_items.map((line) => `${line.variant_id}x${line.quantity}`).join(",");

/** Whether the bag should be asked to take the pending code now. */
export function shouldTry(pending: Pending | null, cart: ClientCart | null): pending is Pending {
  if (!pending || !cart || cart.line_items.physical_items.length === 0) return false;
  if ((cart.coupons ?? []).some((coupon) => coupon.code === pending.code)) return false;
  return pending.triedOn !== linesSignature(cart);
}
