import type { Lang, Locale } from "@/lib/i18n/locales";
import type { Cart, CartLineInput, CheckoutTotals, Order, OrderLine, PlaceOrderInput } from "./cart-types";
import type { Category, Product, ProductPage, ProductQuery, ProductSummary, StoreLocation } from "./types";

/**
 * One country's commerce store. Catalogue reads are the first capability; carts, customers
 * and their attributes, wishlists, orders and returns join this interface with the issues
 * that use them, each implemented by every adapter.
 */
export interface CatalogueReads {
  /** `null` when the SKU does not exist or is not sold in this country. */
  getProductBySku(sku: string, lang: Lang): Promise<Product | null>;
  /** The product page segment of a SKU sold here (any case), or `null`: a light read for redirects. */
  getProductPath(sku: string): Promise<string | null>;
  getProductsByIds(ids: number[], lang: Lang): Promise<ProductSummary[]>;
  listProducts(query: ProductQuery, lang: Lang): Promise<ProductPage>;
  getCategories(lang: Lang): Promise<Category[]>;
  /** Every product page this country sells, for the sitemap (catalogue paging of spec section 9). */
  listProductPaths(): Promise<{ path: string; createdAt: string }[]>;
  getStoreLocations(lang: Lang): Promise<StoreLocation[]>;
}

/** The outcome of a cart change: the cart, the cart deleted because it emptied, or nothing to change. */
export type CartChange =
  | { status: "ok"; cart: Cart }
  | { status: "emptied" }
  | { status: "not-found"; what: "cart" | "item" }
  | { status: "forbidden" };

/**
 * Who changes a cart: the session's customer (`null` for a guest; never from a request body)
 * and the shopper's locale. A customer's cart refuses anyone else (`forbidden`, the rule of
 * `mayAct` in lib/session.ts), checked under the same lock as the change.
 */
export type CartChangeContext = { customerId: number | null; locale?: Locale };

/**
 * A country's carts (spec sections 3, 4, 7). Reads return `null` for an unknown cart; a change
 * above the stock left throws `QuantityExceedsError`; `locale` (when of this country) names
 * the lines in its language and becomes the cart's locale.
 */
export interface CartOperations {
  createCart(input: { lines: CartLineInput[]; customerId: number; locale?: Locale; channelId?: number }): Promise<Cart>;
  getCart(cartId: string, locale?: Locale): Promise<Cart | null>;
  /** The customer a cart belongs to (0 = guest), or `null` when there is no such cart: a light read for access checks. */
  getCartOwner(cartId: string): Promise<number | null>;
  deleteCart(cartId: string): Promise<boolean>;
  /** Attaches a customer (or 0: hands the cart back as a guest cart). */
  setCartCustomer(cartId: string, customerId: number, locale?: Locale): Promise<Cart | null>;
  addCartLines(cartId: string, lines: CartLineInput[], context: CartChangeContext): Promise<CartChange>;
  /** Quantity 0 removes the line. */
  updateCartLine(cartId: string, itemId: string, quantity: number, context: CartChangeContext): Promise<CartChange>;
  deleteCartLine(cartId: string, itemId: string, context: CartChangeContext): Promise<CartChange>;
  getCheckoutTotals(cartId: string): Promise<CheckoutTotals | null>;
}

/** Orders: placing one is atomic (stock, order, lines, cart cleared) or refused as a whole. */
export interface OrderOperations {
  /** `null` when the cart does not exist; `OutOfStockError` when a line cannot be served. */
  placeOrder(input: PlaceOrderInput): Promise<Order | null>;
  getOrder(orderId: number, lang: Lang): Promise<Order | null>;
  /** The lines of an order (abandoned-cart and repurchase links), `null` when unknown. */
  getOrderLines(orderId: number, lang: Lang): Promise<OrderLine[] | null>;
}

export interface CommerceProvider extends CatalogueReads, CartOperations, OrderOperations {
  readonly region: string;
  readonly kind: "embedded" | "bigcommerce";
}
