import type { Cart, CartLineItem, CartOtherItem } from "@/lib/commerce/cart-types";
import type { Locale, RegionCode } from "@/lib/i18n/locales";

/** A cart line as the browser shows it: the store's line with the client's fields added. */
export type ClientCartLine = CartLineItem & {
  /** Any stock left for the variant. */
  hasStock: boolean;
  /** The line asks for more than the stock left (the cart page warns; checkout would refuse). */
  exceedingQuantity: boolean;
};

/** The cart the client keeps: the store's cart plus totalCount, VAT_Tax and SubTotal_Ex_TAX (rounded). */
export type ClientCart = Omit<Cart, "line_items"> & {
  line_items: { physical_items: ClientCartLine[]; digital_items: never[]; other_items?: CartOtherItem[] };
  totalCount: number;
  VAT_Tax: number;
  SubTotal_Ex_TAX: number;
};

/** The guest cart store in local storage (key `guest_cart`). */
export type GuestCartRecord = {
  cartId: string | null;
  cartData: ClientCart | null;
  /** ms since epoch of the last save; records older than 30 days are discarded. */
  timestamp: number;
  region: RegionCode;
  locale: Locale;
};
