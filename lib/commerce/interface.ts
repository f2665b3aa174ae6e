import type { Lang, Locale } from "@/lib/i18n/locales";
import type { AttributeValue, Customer, CustomerPatch, NewCustomer, StoredInstruments } from "./customer-types";
import type { AddressInput, CustomerAddress } from "./address-types";
import type { PromotionAdmin, PromotionRefusal } from "./promotion-types";
import type { Cart, CartLineInput, CheckoutTotals, Order, OrderLine, PlaceOrderInput } from "./cart-types";
import type { AdvanceStep, OrderTracking, TrackingStep } from "./tracking-types";
import type { Category, Product, ProductPage, ProductQuery, ProductSummary, StoreLocation } from "./types";
import type { Wishlist, WishlistMerge } from "./wishlist-types";
import type { NewReview, PendingReview, Review, ReviewSort, ReviewWrite } from "./review-types";
import type { NewReturn, ReturnableOrder, ReturnCreate, ReturnRequest, ReturnStatus } from "./return-types";
import type { HostedStore } from "./hosted-types";
import type { StoreStock } from "./pickup-types";

export type { HostedChange, HostedCheckout, HostedStore, HostedWebhooks, WebhookReading } from "./hosted-types";

/**
 * One country's commerce store, by capability: catalogue reads, carts, orders, customers and
 * their attributes, addresses, wishlists, reviews and returns. Every adapter (embedded,
 * BigCommerce) implements all of them; the contract suites in lib/commerce/contract hold both to
 * the same behaviour.
 */
export interface CatalogueReads {
  /** `null` when the SKU does not exist or is not sold in this country. */
  getProductBySku(sku: string, lang: Lang): Promise<Product | null>;
  /** The product page segment of a SKU sold here (any case), or `null`: a light read for redirects. */
  getProductPath(sku: string): Promise<string | null>;
  getProductsByIds(ids: number[], lang: Lang): Promise<ProductSummary[]>;
  listProducts(query: ProductQuery, lang: Lang): Promise<ProductPage>;
  getCategories(lang: Lang): Promise<Category[]>;
  /** Every product page this country sells, for the sitemap (read in pages of CATALOGUE_PAGING). */
  listProductPaths(): Promise<{ path: string; createdAt: string }[]>;
  getStoreLocations(lang: Lang): Promise<StoreLocation[]>;
  /**
   * Each boutique of this country with its own stock of these variants (collect in store), in
   * the store locator's order; a variant a boutique does not carry counts 0. `[]` in a country
   * without boutiques.
   */
  getStoreStock(variantIds: number[], lang: Lang): Promise<StoreStock[]>;
}

/** The outcome of a cart change: the cart, the cart deleted because it emptied, or nothing to change. */
export type CartChange =
  | { status: "ok"; cart: Cart }
  | { status: "emptied" }
  | { status: "not-found"; what: "cart" | "item" }
  | { status: "forbidden" };

/** Applying a promotion code: a cart change, or the code refused with the reason (the cart unchanged). */
export type PromotionChange = CartChange | { status: "refused"; refusal: PromotionRefusal };

/**
 * Who changes a cart: the session's customer (`null` for a guest; never from a request body)
 * and the shopper's locale. A customer's cart refuses anyone else (`forbidden`, the rule of
 * `mayAct` in lib/session.ts), checked under the same lock as the change.
 */
export type CartChangeContext = { customerId: number | null; locale?: Locale };

/**
 * A country's carts (ADR 0012). Reads return `null` for an unknown cart; a change
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
  /**
   * Applies a promotion code (one per cart: it replaces the one applied). `email` is the checkout's
   * (a guest's per-customer limit is counted by it). A refused code changes nothing.
   */
  applyPromotion(
    cartId: string,
    code: string,
    context: CartChangeContext & { email?: string },
  ): Promise<PromotionChange>;
  removePromotion(cartId: string, context: CartChangeContext): Promise<CartChange>;
}

/** Orders: placing one is atomic (stock, order, lines, cart cleared) or refused as a whole. */
export interface OrderOperations {
  /**
   * `null` when the cart does not exist; `OutOfStockError` when a line cannot be served. A cart
   * ordered already gives its order back only to the same checkout (its idempotency key) or the
   * ordering customer; anyone else holding the cart id gets `"already-ordered"` and no order.
   */
  placeOrder(input: PlaceOrderInput): Promise<Order | null | "already-ordered">;
  getOrder(orderId: number, lang: Lang): Promise<Order | null>;
  /** An order by the number a shopper quotes ("KSA-100042") or its id; `null` when none (customer service's look-up). */
  findOrderByNumber(text: string, lang: Lang): Promise<Order | null>;
  /** The lines of an order (abandoned-cart and repurchase links), `null` when unknown. */
  getOrderLines(orderId: number, lang: Lang): Promise<OrderLine[] | null>;
  /** A customer's orders in this country, newest first, with their lines (the account's order history). */
  listCustomerOrders(customerId: number, lang: Lang): Promise<Order[]>;
  /** Where an order is: its timeline, parcels, lines and masked delivery address; `null` when unknown. */
  getOrderTracking(orderId: number, lang: Lang): Promise<OrderTracking | null>;
  /**
   * The tracking of the order a shopper's number names ("KSA-100042"), with the e-mail and phone it
   * was placed with, for the caller to compare with what she typed; `null` when none. Never shown:
   * the contact only decides whether the tracking may be.
   */
  findOrderTracking(text: string, lang: Lang): Promise<{ tracking: OrderTracking; contact: OrderContact } | null>;
}

/** Who placed an order: its e-mail, and the phone numbers it carries (the delivery address's or the collector's; a hosted store's billing one too). */
export type OrderContact = { email: string; phones: string[] };

/** Moving an order on: its tracking after the step, no such order, or a step that cannot follow the one reached. */
export type FulfilmentChange =
  { status: "ok"; tracking: OrderTracking } | { status: "not-found" } | { status: "conflict"; current: TrackingStep };

/**
 * Staff moving orders on (the embedded store; a hosted store's orders move in its control panel):
 * a parcel handed to a courier, then out for delivery, delivered; an order to collect made ready
 * at its boutique, then collected; or cancelled before it ships or is collected.
 */
export interface Fulfilment {
  addShipment(
    orderId: number,
    parcel: { courier: string; trackingNumber: string; trackingUrl?: string | null },
    lang: Lang,
  ): Promise<FulfilmentChange>;
  advanceOrder(orderId: number, step: AdvanceStep, lang: Lang): Promise<FulfilmentChange>;
}

/**
 * A country's customers (ADR 0013): accounts, credentials and attributes. Every
 * method takes the customer id from the caller's session, never from a request body.
 */
export interface CustomerOperations {
  /** Throws `EmailTakenError` when the address already has an account here. */
  createCustomer(input: NewCustomer): Promise<Customer>;
  /** The customer when email and password match, else `null` (same cost either way). */
  verifyCredentials(email: string, password: string): Promise<Customer | null>;
  getCustomer(customerId: number): Promise<Customer | null>;
  findCustomerByEmail(email: string): Promise<Customer | null>;
  updateCustomer(customerId: number, patch: CustomerPatch): Promise<Customer | null>;
  setPassword(customerId: number, password: string): Promise<boolean>;
  /** Attribute values, all or the given ids. */
  getAttributes(customerId: number, ids?: number[]): Promise<AttributeValue[]>;
  setAttributes(customerId: number, values: { attribute_id: number; value: string }[]): Promise<void>;
  /** Her saved cards (`/api/get-instruments`); none, with `provider` null, where the store keeps none. */
  getStoredInstruments(customerId: number): Promise<StoredInstruments>;
}

/**
 * A customer's address book (the account's address-book section); the default is attribute 5.
 * `null` / `false`: no such customer in this country, or no such address of theirs. A full
 * book (ADDRESS_BOOK_LIMIT) throws `CommerceInputError`.
 */
export interface AddressOperations {
  listAddresses(customerId: number): Promise<CustomerAddress[]>;
  addAddress(
    customerId: number,
    input: AddressInput,
    options?: { setDefault?: boolean },
  ): Promise<CustomerAddress | null>;
  /** `input` null changes only the default (`setDefault` true sets it, false clears it when it is this one). */
  updateAddress(
    customerId: number,
    addressId: number,
    input: AddressInput | null,
    options?: { setDefault?: boolean },
  ): Promise<CustomerAddress | null>;
  /** Deleting the default address clears attribute 5. */
  deleteAddress(customerId: number, addressId: number): Promise<boolean>;
}

/**
 * A customer's wishlists. Products are summarised for this country in `lang`;
 * items this country no longer sells are left out of reads. The first wishlist is the default.
 */
export interface WishlistOperations {
  getWishlists(customerId: number, lang: Lang): Promise<Wishlist[]>;
  /** The default wishlist ("My wishlist"), created on first use. */
  ensureDefaultWishlist(customerId: number): Promise<{ entityId: number; name: string }>;
  /** Idempotent; `null` when the product is not sold in this country. Answers with all her wishlists. */
  addWishlistItem(customerId: number, productId: number, lang: Lang): Promise<Wishlist[] | null>;
  /** Removes the product from every one of her wishlists; answers with all her wishlists. */
  removeWishlistItem(customerId: number, productId: number, lang: Lang): Promise<Wishlist[]>;
  /** A guest's items into the default wishlist at sign-in: no duplicates, unknown and unsold products skipped. */
  mergeWishlistItems(customerId: number, productIds: number[]): Promise<WishlistMerge>;
}

/** A customer's reviews (my-reviews); `review_count` and `review_sum` of the product move with each review. */
export interface ReviewOperations {
  /** Products of her orders here that she has not reviewed: newest order first, each product once. */
  getPendingReviews(customerId: number, lang: Lang): Promise<PendingReview[]>;
  createReview(customerId: number, input: NewReview): Promise<ReviewWrite>;
  listCustomerReviews(customerId: number, sort: ReviewSort, lang: Lang): Promise<Review[]>;
}

/** A status change of a return: done, no such return (of hers), or not allowed from where it is. */
export type ReturnAdvance =
  | { status: "ok"; previous: ReturnStatus; request: ReturnRequest }
  | { status: "not-found" }
  | { status: "conflict"; current: ReturnStatus };

/**
 * Online returns (ADR 0014). The rules of lib/commerce/return-rules.ts are applied by the
 * store when a return is written. Customer methods take the id from the session; an order of
 * someone else's is `"forbidden"` (a 403: the flow starts from an order number she typed or
 * followed), an unknown one `null`.
 */
export interface ReturnOperations {
  getReturnableOrder(customerId: number, orderId: number, lang: Lang): Promise<ReturnableOrder | null | "forbidden">;
  createReturn(customerId: number, input: NewReturn): Promise<ReturnCreate>;
  /** Her returns here, newest first (at most 100), or those of one order. */
  listReturns(customerId: number, lang: Lang, orderId?: number): Promise<ReturnRequest[]>;
  getReturn(customerId: number, returnId: number, lang: Lang): Promise<ReturnRequest | null>;
  /** Only while `requested`. */
  cancelReturn(customerId: number, returnId: number): Promise<ReturnAdvance>;
  /** Staff: the next status on the path (or `to`: after inspection, `refunded` or `refused`). */
  advanceReturn(returnId: number, to?: ReturnStatus, note?: string): Promise<ReturnAdvance>;
  /** Staff: the courier delivered the order (`at` defaults to now); `false` for an unknown or cancelled order. */
  markOrderDelivered(orderId: number, at?: Date): Promise<boolean>;
  /** The account carries a flag for review (an unusual return pattern). */
  isFlagged(customerId: number): Promise<boolean>;
}

export interface CommerceProvider
  extends
    CatalogueReads,
    CartOperations,
    OrderOperations,
    CustomerOperations,
    AddressOperations,
    WishlistOperations,
    ReviewOperations,
    ReturnOperations {
  readonly region: string;
  readonly kind: "embedded" | "bigcommerce";
  /** A hosted store's checkout and webhooks (hosted-types.ts); absent on the embedded store. */
  readonly hosted?: HostedStore;
  /**
   * Staff's side of the country's promotion codes (create, pause, list); absent where the store
   * keeps its codes itself (BigCommerce: its coupons are managed in its control panel).
   */
  readonly promotions?: PromotionAdmin;
  /** Staff's steps of an order's delivery; absent where the store moves its orders itself. */
  readonly fulfilment?: Fulfilment;
}
