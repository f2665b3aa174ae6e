import { randomUUID } from "node:crypto";
import { MANAGEMENT_API_ORIGIN } from "../../contracts/bigcommerce/validate";
import { storeLocationRows } from "../../../lib/db/seed/locations";
import {
  productsOf,
  STORE_ATTRIBUTES,
  type Country,
  type FixtureProduct,
  type FixtureVariant,
  type StoreConfig,
} from "./catalogue";

/**
 * One country's BigCommerce store, in memory: carts (v3, with versions, stock limits and redirect
 * URLs), checkouts' totals, customers with credentials, attribute values, addresses and stored
 * instruments, coupons (applied through Checkouts v3, carried into the order), orders (v2) with
 * their shipping address and shipments, and wishlists; for collect in store, inventory locations
 * (the country's boutiques, coded `LUMINA-{id}`, beside the default location and a warehouse),
 * each location's stock, pickup methods, checkout consignments with a pickup option, and orders
 * collected at a boutique with their pickup consignment. `route` answers a Management API operation (named as the
 * contract kit names it) the way the vendor's documents describe; the msw handlers around it check
 * auth, validate requests and answers, and inject faults. Helpers seed what the storefront never
 * writes itself (orders from a hosted checkout, their status changes and shipments made in the
 * control panel, saved cards).
 */

export const STATUS_CODES_URL = "https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes";

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RouteRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

type Json = Record<string, unknown>;

interface CartLine {
  id: string;
  product: FixtureProduct;
  variant: FixtureVariant;
  quantity: number;
  listPrice?: number;
}

interface Cart {
  id: string;
  customerId: number;
  email: string;
  locale: string;
  lines: CartLine[];
  /** What the store's staff or its own storefront added besides products (never our storefront). */
  others: OtherItem[];
  /** The codes of the coupons applied (one unless the store allows several), as the store spells them. */
  coupons: string[];
  /** Checkout consignments (Checkouts v3): lines shipped to an address or collected by a pickup method. */
  consignments: Consignment[];
  version: number;
  created: Date;
  updated: Date;
}

interface Consignment {
  id: string;
  lineIds: string[];
  pickupMethodId?: number;
  address?: Json;
}

/**
 * An inventory location (Locations v3 `LocationResponse`). The store starts with its default
 * location (`BIGC-1`), a warehouse (`VIRTUAL`) and one location per boutique of the country
 * (lib/db/seed/locations.ts) coded `LUMINA-{boutique id}`, listed in the reverse of the store
 * locator's order and numbered apart from the boutiques' ids, so that only the code ties the two.
 */
export interface FakeLocation {
  id: number;
  code: string;
  label: string;
  typeId: "PHYSICAL" | "VIRTUAL";
  enabled: boolean;
  storefrontVisibility: boolean;
  address: { address1: string; city: string; phone: string; latitude: number; longitude: number };
}

/** A pickup method (Pickup Methods v3): collection at one location. */
export interface FakePickupMethod {
  id: number;
  locationId: number;
  displayName: string;
  instructions: string;
  timeDescription: string;
}

/** The boutique location's code for our boutique `storeId`. */
export const boutiqueLocationCode = (storeId: number) => `LUMINA-${storeId}`;

type OtherItem =
  | { kind: "custom"; id: string; sku: string; name: string; quantity: number; listPrice: number }
  | { kind: "gift"; id: string; name: string; amount: number; recipient: string };

interface Address {
  id: number;
  customerId: number;
  fields: Json;
}

interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  notes: string;
  password?: string;
  acceptsEmails: boolean;
  created: Date;
  modified: Date;
}

interface AttributeValue {
  id: number;
  customerId: number;
  attributeId: number;
  value: string;
  created: Date;
  modified: Date;
}

interface OrderLine {
  id: number;
  product: FixtureProduct;
  variant: FixtureVariant;
  quantity: number;
  unitPrice: number;
  /** The line's share of the order's coupon discount. */
  couponShare: number;
}

/** Where the hosted checkout sends an order (the v2 `shippingAddress_Base` fields). */
export interface FakeShippingAddress {
  first_name: string;
  last_name: string;
  street_1: string;
  city: string;
  state: string;
  zip: string;
  country_iso2: string;
  phone: string;
  email: string;
}

/** A parcel staff ship in the control panel (Orders v2 `orderShipment`). */
interface Shipment {
  id: number;
  created: Date;
  trackingNumber: string;
  /** `shipping_provider`: one of the store's integrated providers, `carrier_{id}`, or "". */
  provider: string;
  /** `shipping_provider_display_name`, the store's name for the provider. */
  providerName: string;
  /** `tracking_carrier`: a tracking-carrier slug, or "". */
  carrier: string;
  /** The custom `tracking_link` ("" when none). */
  link: string;
  /** `generated_tracking_link`: the store's link from provider or carrier and number; empty when a custom link is given. */
  generatedLink: string;
  items: { orderProductId: number; productId: number; quantity: number }[];
}

/** A parcel to seed: its tracking number, who carries it and how it is tracked, when, and which lines (all unshipped units by default). */
export interface ShipmentInput {
  trackingNumber: string;
  provider?: string;
  providerName?: string;
  carrier?: string;
  link?: string;
  generatedLink?: string;
  at?: Date;
  items?: { orderProductId: number; quantity: number }[];
}

interface Order {
  id: number;
  customerId: number;
  cartId: string;
  statusId: number;
  lines: OrderLine[];
  /** The coupon the order was placed with and what it took off. */
  coupon?: { id: number; code: string; name: string; discount: number };
  created: Date;
  /** The order's last change (a status, a shipment). */
  modified: Date;
  /** When its last unit shipped (`date_shipped`). */
  shipped?: Date;
  paymentMethod: string;
  shippingAddress: FakeShippingAddress & { id: number };
  shipments: Shipment[];
  /** Collected in store: the order's pickup consignment (its id), the method and its location. */
  pickup?: { id: number; method: FakePickupMethod; location: FakeLocation };
}

interface Wishlist {
  id: number;
  customerId: number;
  name: string;
  isPublic: boolean;
  token: string;
  items: { id: number; productId: number; variantId?: number }[];
}

/**
 * A coupon as the control panel makes it: a percentage or a fixed amount off the pieces in its
 * scope (all when `productIds` is absent), a minimum purchase of those pieces, a start and an
 * expiry, a cap on all uses and on each customer's. Codes are matched whatever their case.
 */
export interface FakeCoupon {
  id: number;
  code: string;
  name: string;
  kind: "percent" | "fixed";
  amount: number;
  minPurchase?: number;
  maxUses?: number;
  maxUsesPerCustomer?: number;
  startsAt?: Date;
  expiresAt?: Date;
  productIds?: number[];
  uses: number;
  /** Who used it: `customer:{id}` or `email:{address}` (a guest, by the cart's e-mail). */
  usedBy: string[];
}

export type CouponInput = Omit<FakeCoupon, "id" | "name" | "uses" | "usedBy"> & { name?: string; uses?: number };

/** A coupon applied to a cart: what it takes off, and each line's share of it. */
interface AppliedCoupon {
  coupon: FakeCoupon;
  discount: number;
  shares: Map<string, number>;
}

/** The end of 2025 in Riyadh: the EXPIRED coupon ended then, as in the embedded seed. */
const END_OF_2025 = new Date("2025-12-31T21:00:00Z");

/** The coupons every store starts with, mirroring the embedded store's seed (lib/db/seed/promotions.ts). */
function defaultCoupons(country: Country): CouponInput[] {
  const rings = productsOf(country)
    .filter((p) => p.categories.some((c) => c.slug === "rings"))
    .map((p) => p.id);
  const welcome: CouponInput = { code: "WELCOME10", kind: "percent", amount: 10, maxUsesPerCustomer: 1 };
  if (country === "sa")
    return [
      welcome,
      { code: "RINGS20", kind: "percent", amount: 20, productIds: rings, maxUses: 500 },
      { code: "SAVE100", kind: "fixed", amount: 100, minPurchase: 1000 },
      { code: "EXPIRED", kind: "percent", amount: 30, expiresAt: END_OF_2025 },
    ];
  if (country === "ae") return [welcome, { code: "SAVE100", kind: "fixed", amount: 100, minPurchase: 1000 }];
  return [welcome, { code: "SAVE500", kind: "fixed", amount: 500, minPurchase: 5000 }];
}

export type StoredInstrument =
  | {
      type: "stored_card";
      token: string;
      is_default: boolean;
      brand: string;
      expiry_month: number;
      expiry_year: number;
      issuer_identification_number: string;
      last_4: string;
    }
  | { type: "stored_paypal_account"; token: string; is_default: boolean; email: string };

/** The store's order statuses by `status_id` (Orders v2 `getOrderStatuses`). */
const ORDER_STATUSES: Record<number, string> = {
  0: "Incomplete",
  1: "Pending",
  2: "Shipped",
  3: "Partially Shipped",
  4: "Refunded",
  5: "Cancelled",
  6: "Declined",
  7: "Awaiting Payment",
  8: "Awaiting Pickup",
  9: "Awaiting Shipment",
  10: "Completed",
  11: "Awaiting Fulfillment",
  12: "Manual Verification Required",
  13: "Disputed",
  14: "Partially Refunded",
};

/** The display names of the store's integrated shipping providers (`shipping_provider_display_name`). */
const PROVIDER_NAMES: Record<string, string> = {
  auspost: "Australia Post",
  canadapost: "Canada Post",
  endicia: "Endicia",
  usps: "USPS",
  fedex: "FedEx",
  royalmail: "Royal Mail",
  ups: "UPS",
  upsready: "UPS",
  upsonline: "UPS",
  shipperhq: "ShipperHQ",
};

/** The countries' names as v2 addresses spell them (`country`, beside `country_iso2`). */
const REGION_COUNTRY_NAMES: Record<string, string> = { SA: "Saudi Arabia", AE: "United Arab Emirates", EG: "Egypt" };

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const v2Money = (n: number) => round2(n).toFixed(4);
/** v2 dates are RFC 2822 ("Tue, 20 Nov 2012 00:00:00 +0000"). */
const v2Date = (d: Date) => d.toUTCString().replace("GMT", "+0000");
const intList = (value: string | null) => (value ? value.split(",").map(Number).filter(Number.isInteger) : undefined);

export const v3Error = (status: number, title: string, errors?: Json): Reply => ({
  status,
  body: { status, title, type: STATUS_CODES_URL, ...(errors ? { errors } : {}) },
});
export const v2Error = (status: number, message: string): Reply => ({ status, body: [{ status, message }] });

/** A boutique location's code: `LUMINA-` and the boutique's id (a warehouse's `LUMINA-DC` is none). */
const BOUTIQUE_CODE = /^LUMINA-\d+$/;

/** The locations a country's store starts with (see FakeLocation). */
function defaultLocations(country: Country): FakeLocation[] {
  const boutiques = storeLocationRows()
    .filter((row) => row.region === country)
    .reverse();
  const made = { enabled: true, storefrontVisibility: true } as const;
  const nowhere = { address1: "", city: "", phone: "", latitude: 0, longitude: 0 };
  return [
    {
      id: 1,
      code: "BIGC-1",
      label: "Default location",
      typeId: "PHYSICAL",
      ...made,
      address: { ...nowhere, address1: "Head office" },
    },
    {
      id: 2,
      code: "LUMINA-DC",
      label: "Web warehouse",
      typeId: "VIRTUAL",
      enabled: true,
      storefrontVisibility: false,
      address: nowhere,
    },
    ...boutiques.map((b, i) => ({
      id: 201 + i,
      code: boutiqueLocationCode(b.id!),
      label: b.nameEn,
      typeId: "PHYSICAL" as const,
      ...made,
      address: { address1: b.addressEn, city: b.cityEn, phone: b.phone, latitude: b.latitude, longitude: b.longitude },
    })),
  ];
}

export class FakeBigCommerceStore {
  readonly carts = new Map<string, Cart>();
  readonly customers = new Map<number, Customer>();
  readonly addresses = new Map<number, Address>();
  readonly attributeValues = new Map<string, AttributeValue>();
  readonly orders = new Map<number, Order>();
  readonly wishlists = new Map<number, Wishlist>();
  readonly instruments = new Map<number, StoredInstrument[]>();
  /** Coupons by their upper-cased code. */
  readonly coupons = new Map<string, FakeCoupon>();
  /**
   * The control panel's promotion setting: BigCommerce allows one coupon per order by default (a
   * new code replaces the applied one); `true` keeps every code applied.
   */
  multipleCoupons = false;
  /** The most a page of a v3 collection of locations, location items or pickup methods holds, whatever `limit` asks. */
  pageLimit = 250;
  /** Inventory locations (see FakeLocation); tests edit them in place. */
  readonly locations: FakeLocation[];
  /** Pickup methods, one per boutique location to begin with. */
  readonly pickupMethods: FakePickupMethod[];
  /** Each location's stock by variant; a variant without an entry is not carried there (no inventory row). */
  private readonly locationStock = new Map<number, Map<number, number>>();
  private readonly stock = new Map<number, number>();
  private nextId = {
    customer: 1,
    address: 1,
    attribute: 1,
    order: 100,
    orderLine: 1,
    shippingAddress: 1,
    shipment: 1,
    wishlist: 1,
    wishlistItem: 1,
    coupon: 1,
    pickup: 90,
  };

  constructor(
    readonly config: StoreConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    for (const p of this.products()) for (const v of p.variants) this.stock.set(v.id, v.stock[config.country]);
    for (const c of defaultCoupons(config.country)) this.seedCoupon(c);
    this.locations = defaultLocations(config.country);
    this.pickupMethods = this.locations
      .filter((l) => BOUTIQUE_CODE.test(l.code))
      .reverse()
      .map((l, i) => ({
        id: 301 + i,
        locationId: l.id,
        displayName: `Collect at ${l.label}`,
        instructions: "Bring your order number and an ID.",
        timeDescription: "Ready within 2 hours",
      }));
    this.seedLocationStock();
  }

  /**
   * Each boutique carries about two thirds of the tracked pieces, 1 to 3 of each: the k-th boutique
   * of the store locator carries the j-th tracked variant unless (j + k) is a multiple of 3.
   */
  private seedLocationStock(): void {
    const tracked = this.products().flatMap((p) => (p.inventoryTracking === "none" ? [] : p.variants));
    const boutiques = this.locations.filter((l) => BOUTIQUE_CODE.test(l.code)).reverse();
    boutiques.forEach((location, k) => {
      const held = new Map<number, number>();
      tracked.forEach((v, j) => {
        if ((j + k) % 3 !== 0) held.set(v.id, 1 + ((j * 7 + k) % 3));
      });
      this.locationStock.set(location.id, held);
    });
  }

  products(): FixtureProduct[] {
    return productsOf(this.config.country);
  }

  product(id: number): FixtureProduct | undefined {
    return this.products().find((p) => p.id === id);
  }

  /** Units of a variant the store can still sell (meaningless for a piece it does not track: see `tracksStock`). */
  availableToSell(variantId: number): number {
    return this.stock.get(variantId) ?? 0;
  }

  /** Whether the store counts the variant's stock (a product with `inventory_tracking: none` is always buyable). */
  tracksStock(variantId: number): boolean {
    return this.products().find((p) => p.variants.some((v) => v.id === variantId))?.inventoryTracking !== "none";
  }

  /** What the storefront may sell of a variant: its stock, or no limit when it is not tracked. */
  sellable(variantId: number): number {
    return this.tracksStock(variantId) ? this.availableToSell(variantId) : Number.POSITIVE_INFINITY;
  }

  setStock(variantId: number, units: number): void {
    this.stock.set(variantId, units);
  }

  /** The location coded for our boutique `storeId` (`LUMINA-{id}`), if the store has one. */
  boutiqueLocation(storeId: number): FakeLocation | undefined {
    return this.locations.find((l) => l.code === boutiqueLocationCode(storeId));
  }

  /** Units of a variant at a location; `undefined` when the location does not carry it. */
  locationUnits(locationId: number, variantId: number): number | undefined {
    return this.locationStock.get(locationId)?.get(variantId);
  }

  /** A location's stock of a variant as staff set it; `undefined` takes the variant off the location. */
  setLocationStock(locationId: number, variantId: number, units: number | undefined): void {
    let held = this.locationStock.get(locationId);
    if (!held) this.locationStock.set(locationId, (held = new Map()));
    if (units === undefined) held.delete(variantId);
    else held.set(variantId, units);
  }

  price(product: FixtureProduct) {
    return product.prices[this.config.currency];
  }

  imageUrl(product: FixtureProduct, size: string): string | undefined {
    const image = product.images[0];
    return (
      image &&
      `https://cdn11.bigcommerce.com/s-${this.config.storeHash}/images/stencil/${size}/products/${product.id}/${image.id}/${image.file}?c=1`
    );
  }

  // -------------------------------------------------------------------------------------------
  // Seeding what the storefront does not write through the API

  /** A customer as the control panel or a sign-up would have made her. */
  seedCustomer(input: {
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    phone?: string;
  }): number {
    const id = this.nextId.customer++;
    const at = this.now();
    this.customers.set(id, {
      id,
      email: input.email,
      firstName: input.firstName ?? "Test",
      lastName: input.lastName ?? "Shopper",
      phone: input.phone ?? "",
      company: "",
      notes: "",
      password: input.password,
      acceptsEmails: false,
      created: at,
      modified: at,
    });
    return id;
  }

  /** A custom item (an engraving fee) or a gift certificate, as staff or the store's own storefront add them. */
  seedOtherItem(
    cartId: string,
    item:
      | { kind: "custom"; sku: string; name: string; quantity: number; listPrice: number }
      | { kind: "gift"; name: string; amount: number; recipient: string },
  ): string {
    const cart = this.carts.get(cartId);
    if (!cart) throw new Error(`No cart ${cartId} in the ${this.config.country} store`);
    const id = randomUUID();
    cart.others.push({ ...item, id });
    this.touch(cart);
    return id;
  }

  /** A coupon made in the control panel (the store starts with the embedded seed's codes of its country). */
  seedCoupon(input: CouponInput): FakeCoupon {
    const coupon: FakeCoupon = {
      ...input,
      id: this.nextId.coupon++,
      name: input.name ?? input.code,
      uses: input.uses ?? 0,
      usedBy: [],
    };
    this.coupons.set(coupon.code.toUpperCase(), coupon);
    return coupon;
  }

  seedInstruments(customerId: number, instruments: StoredInstrument[]): void {
    this.instruments.set(customerId, instruments);
  }

  /**
   * What the hosted checkout does when the shopper pays: the cart becomes an order and is gone. Its
   * coupon goes with it (`coupon_discount`, each line's share in `applied_discounts`) and the use is
   * counted, by the customer or, for a guest, by `email` (the checkout's) or the cart's.
   */
  placeOrder(
    cartId: string,
    options: {
      paymentMethod?: string;
      statusId?: number;
      email?: string;
      shippingAddress?: Partial<FakeShippingAddress>;
      at?: Date;
      pickupStoreId?: number;
    } = {},
  ): number {
    const cart = this.carts.get(cartId);
    if (!cart) throw new Error(`No cart ${cartId} in the ${this.config.country} store`);
    const pickup = this.orderPickup(cart, options.pickupStoreId);
    const id = this.nextId.order++;
    // The order takes one coupon: the first applied (a store of one coupon per order has only one).
    const applied = this.appliedCoupons(cart)[0];
    const created = options.at ?? this.now();
    const shopper = this.customers.get(cart.customerId);
    const shippingAddress = {
      id: this.nextId.shippingAddress++,
      first_name: shopper?.firstName ?? "",
      last_name: shopper?.lastName ?? "",
      street_1: "",
      city: "",
      state: "",
      zip: "",
      country_iso2: this.config.country.toUpperCase(),
      phone: shopper?.phone ?? "",
      email: options.email ?? shopper?.email ?? cart.email,
      ...options.shippingAddress,
    };
    this.orders.set(id, {
      id,
      customerId: cart.customerId,
      cartId,
      statusId: options.statusId ?? 11,
      lines: cart.lines.map((l) => ({
        id: this.nextId.orderLine++,
        product: l.product,
        variant: l.variant,
        quantity: l.quantity,
        unitPrice: this.unitPrice(l),
        couponShare: applied?.shares.get(l.id) ?? 0,
      })),
      ...(applied && {
        coupon: {
          id: applied.coupon.id,
          code: applied.coupon.code,
          name: applied.coupon.name,
          discount: applied.discount,
        },
      }),
      created,
      modified: created,
      paymentMethod: options.paymentMethod ?? "Credit Card",
      shippingAddress,
      shipments: [],
      ...(pickup && { pickup }),
    });
    if (applied) {
      applied.coupon.uses += 1;
      const who = this.couponShopper(cart, options.email);
      if (who) applied.coupon.usedBy.push(who);
    }
    // An order collected in store takes its pieces from the boutique's shelf, a delivered one from the web stock.
    for (const l of cart.lines) {
      if (!this.tracksStock(l.variant.id)) continue;
      const at = pickup?.location.id;
      if (at !== undefined)
        this.setLocationStock(at, l.variant.id, (this.locationUnits(at, l.variant.id) ?? 0) - l.quantity);
      else this.stock.set(l.variant.id, this.availableToSell(l.variant.id) - l.quantity);
    }
    this.carts.delete(cartId);
    return id;
  }

  /**
   * The pickup of an order about to be placed: the checkout's pickup consignment (the shopper chose
   * collection, or it was handed over), else the boutique `storeId` given by a test; none: delivered.
   */
  private orderPickup(cart: Cart, storeId: number | undefined): Order["pickup"] {
    const chosen = cart.consignments.find((c) => c.pickupMethodId !== undefined);
    const location = storeId !== undefined ? this.boutiqueLocation(storeId) : undefined;
    if (storeId !== undefined && !location)
      throw new Error(`No location for boutique ${storeId} in the ${this.config.country} store`);
    const method = this.pickupMethods.find((m) =>
      chosen ? m.id === chosen.pickupMethodId : m.locationId === location?.id,
    );
    if (!method) {
      if (chosen || location) throw new Error(`No pickup method for the ${this.config.country} order`);
      return undefined;
    }
    return { id: this.nextId.pickup++, method, location: this.locations.find((l) => l.id === method.locationId)! };
  }

  /** Staff changing an order's status in the control panel (`status_id`); the order is modified `at`. */
  setOrderStatus(orderId: number, statusId: number, at: Date = this.now()): void {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId} in the ${this.config.country} store`);
    if (!(statusId in ORDER_STATUSES)) throw new Error(`No order status ${statusId}`);
    order.statusId = statusId;
    order.modified = at;
  }

  /**
   * Staff shipping items of an order in the control panel: a shipment to the order's shipping
   * address. As the store does, the order becomes Shipped when every unit has shipped (with
   * `date_shipped`), Partially Shipped otherwise. Answers the shipment's id.
   */
  seedShipment(orderId: number, input: ShipmentInput): number {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId} in the ${this.config.country} store`);
    const at = input.at ?? this.now();
    const unshipped = (l: OrderLine) => l.quantity - this.shippedUnits(order, l.id);
    const wanted =
      input.items ??
      order.lines.filter((l) => unshipped(l) > 0).map((l) => ({ orderProductId: l.id, quantity: unshipped(l) }));
    const items = wanted.map((w) => {
      const line = order.lines.find((l) => l.id === w.orderProductId);
      if (!line || w.quantity < 1 || w.quantity > unshipped(line))
        throw new Error(`Order ${orderId} has no ${w.quantity} unshipped of line ${w.orderProductId}`);
      return { orderProductId: line.id, productId: line.product.id, quantity: w.quantity };
    });
    if (items.length === 0) throw new Error(`Order ${orderId} has nothing left to ship`);
    const provider = input.provider ?? "";
    const link = input.link ?? "";
    const shipment: Shipment = {
      id: this.nextId.shipment++,
      created: at,
      trackingNumber: input.trackingNumber,
      provider,
      providerName: input.providerName ?? PROVIDER_NAMES[provider] ?? "",
      carrier: input.carrier ?? "",
      link,
      generatedLink: link ? "" : (input.generatedLink ?? ""),
      items,
    };
    order.shipments.push(shipment);
    const all = order.lines.every((l) => unshipped(l) === 0);
    order.statusId = all ? 2 : 3;
    if (all) order.shipped = at;
    order.modified = at;
    return shipment.id;
  }

  private shippedUnits(order: Order, lineId: number): number {
    return order.shipments.reduce(
      (n, s) => n + s.items.filter((i) => i.orderProductId === lineId).reduce((m, i) => m + i.quantity, 0),
      0,
    );
  }

  // -------------------------------------------------------------------------------------------
  // The Management API

  /** Answers the operation `key` (`POST /v3/carts`), or undefined when the fake does not implement it. */
  route(key: string, req: RouteRequest): Reply | undefined {
    const handler = this.routes[key];
    return handler?.(req);
  }

  private readonly routes: Record<string, (req: RouteRequest) => Reply> = {
    "POST /v3/carts": (req) => this.createCart(req),
    "GET /v3/carts/{cartId}": (req) => this.withCart(req, (cart) => this.cartReply(200, cart, req.query)),
    "PUT /v3/carts/{cartId}": (req) =>
      this.withCart(req, (cart) => {
        const body = req.body as { customer_id?: number; version?: number };
        if (this.stale(cart, body.version)) return this.conflict();
        if (body.customer_id !== undefined) {
          if (body.customer_id !== 0 && !this.customers.has(body.customer_id))
            return v3Error(422, `Customer ${body.customer_id} does not exist`);
          cart.customerId = body.customer_id;
          cart.email = this.customers.get(body.customer_id)?.email ?? "";
        }
        this.touch(cart);
        return this.cartReply(201, cart, req.query);
      }),
    "DELETE /v3/carts/{cartId}": (req) => this.withCart(req, (cart) => (this.carts.delete(cart.id), { status: 204 })),
    "POST /v3/carts/{cartId}/items": (req) =>
      this.withCart(req, (cart) => {
        const body = req.body as { line_items?: LineItemInput[]; version?: number };
        if (this.stale(cart, body.version)) return this.conflict();
        const lines = this.merge(cart.lines, body.line_items ?? []);
        return "status" in lines ? lines : this.commit(cart, lines, 201, req.query);
      }),
    "PUT /v3/carts/{cartId}/items/{itemId}": (req) =>
      this.withCart(req, (cart) => {
        const body = req.body as { line_item: LineItemInput; version?: number };
        if (this.stale(cart, body.version)) return this.conflict();
        const line = cart.lines.find((l) => l.id === req.params.itemId);
        if (!line) return v3Error(404, "Line item not found");
        if (body.line_item.product_id !== line.product.id)
          return v3Error(422, "The line item's product cannot change; remove it and add the other product");
        if (body.line_item.quantity === 0) return this.removeLine(cart, line.id, req.query);
        const lines = cart.lines.map((l) =>
          l.id === line.id
            ? { ...l, quantity: body.line_item.quantity, listPrice: body.line_item.list_price ?? l.listPrice }
            : l,
        );
        return this.commit(cart, lines, 200, req.query);
      }),
    "DELETE /v3/carts/{cartId}/items/{itemId}": (req) =>
      this.withCart(req, (cart) => {
        if (this.stale(cart, (req.body as { version?: number } | undefined)?.version)) return this.conflict();
        if (!cart.lines.some((l) => l.id === req.params.itemId) && !cart.others.some((o) => o.id === req.params.itemId))
          return v3Error(404, "Line item not found");
        return this.removeLine(cart, req.params.itemId!, req.query);
      }),
    "POST /v3/carts/{cartId}/redirect_urls": (req) =>
      this.withCart(req, (cart) => ({ status: 201, body: { data: this.redirectUrls(cart), meta: {} } })),
    "GET /v3/checkouts/{checkoutId}": (req) => {
      const cart = this.carts.get(req.params.checkoutId ?? "");
      return cart ? { status: 200, body: { data: this.checkout(cart), meta: {} } } : v3Error(404, "Checkout not found");
    },
    "POST /v3/checkouts/{checkoutId}/coupons": (req) => {
      const cart = this.carts.get(req.params.checkoutId ?? "");
      if (!cart) return v3Error(404, "Checkout not found");
      const body = req.body as { coupon_code: string; version?: number };
      if (this.stale(cart, body.version)) return this.conflict();
      const coupon = this.coupons.get(body.coupon_code.trim().toUpperCase());
      // The storefront's own sentences, answered as 400 with the error envelope (the reference documents no error schema here).
      if (!coupon) return v3Error(400, `The coupon code you entered (${body.coupon_code}) is not valid.`);
      const problem = this.couponProblem(coupon, cart);
      if (problem) return v3Error(400, problem);
      cart.coupons = this.multipleCoupons
        ? [...cart.coupons.filter((c) => c !== coupon.code), coupon.code]
        : [coupon.code];
      this.touch(cart);
      return { status: 200, body: { data: this.checkout(cart), meta: {} } };
    },
    "POST /v3/checkouts/{checkoutId}/consignments": (req) =>
      this.withCheckout(req, (cart) => {
        const input = req.body as ConsignmentInput[];
        if (this.stale(cart, input[0]?.version)) return this.conflict();
        const made: Consignment[] = [];
        for (const c of input) {
          const consignment = this.consignmentOf(cart, c, {
            id: randomUUID().replaceAll("-", "").slice(0, 13),
            lineIds: [],
          });
          if ("status" in consignment) return consignment;
          made.push(consignment);
        }
        for (const c of made) this.placeLines(cart, c);
        this.touch(cart);
        return { status: 200, body: { data: this.checkout(cart), meta: {} } };
      }),
    "PUT /v3/checkouts/{checkoutId}/consignments/{consignmentId}": (req) =>
      this.withCheckout(req, (cart) => {
        const input = req.body as ConsignmentInput;
        if (this.stale(cart, input.version)) return this.conflict();
        const current = cart.consignments.find((c) => c.id === req.params.consignmentId);
        if (!current) return v3Error(404, "Consignment not found");
        const consignment = this.consignmentOf(cart, input, current);
        if ("status" in consignment) return consignment;
        this.placeLines(cart, consignment);
        this.touch(cart);
        return { status: 200, body: { data: this.checkout(cart), meta: {} } };
      }),
    "DELETE /v3/checkouts/{checkoutId}/consignments/{consignmentId}": (req) =>
      this.withCheckout(req, (cart) => {
        if (this.stale(cart, (req.body as { version?: number } | undefined)?.version)) return this.conflict();
        if (!cart.consignments.some((c) => c.id === req.params.consignmentId))
          return v3Error(404, "Consignment not found");
        cart.consignments = cart.consignments.filter((c) => c.id !== req.params.consignmentId);
        this.touch(cart);
        return { status: 200, body: { data: this.checkout(cart), meta: {} } };
      }),
    "DELETE /v3/checkouts/{checkoutId}/coupons/{couponCode}": (req) => {
      const cart = this.carts.get(req.params.checkoutId ?? "");
      if (!cart) return v3Error(404, "Checkout not found");
      if (this.stale(cart, (req.body as { version?: number } | undefined)?.version)) return this.conflict();
      const code = cart.coupons.find((c) => c.toUpperCase() === (req.params.couponCode ?? "").toUpperCase());
      if (!code) return v3Error(404, "Coupon not found");
      cart.coupons = cart.coupons.filter((c) => c !== code);
      this.touch(cart);
      return { status: 200, body: { data: this.checkout(cart), meta: {} } };
    },

    "GET /v3/customers": (req) => {
      const ids = intList(req.query.get("id:in"));
      const emails = req.query.get("email:in")?.toLowerCase().split(",");
      const list = [...this.customers.values()].filter(
        (c) => (!ids || ids.includes(c.id)) && (!emails || emails.includes(c.email.toLowerCase())),
      );
      const include = (req.query.get("include") ?? "").split(",");
      return {
        status: 200,
        body: { data: list.map((c) => this.customerBody(c, include)), meta: this.pagination(list.length) },
      };
    },
    "POST /v3/customers": (req) => {
      const input = req.body as CustomerInput[];
      const errors: Json = {};
      input.forEach((c, i) => {
        if (
          this.customerByEmail(c.email) ||
          input.findIndex((o) => o.email.toLowerCase() === c.email.toLowerCase()) !== i
        )
          errors[`${i}.email`] = "Error creating customers";
      });
      // The reference's own answer (customers.v3.yml, createCustomers 422): a fixed title and
      // per-item keys, no sentence naming the address as taken; clients must not read prose.
      if (Object.keys(errors).length) return v3Error(422, "Create customers failed.", errors);
      const made = input.map((c) => {
        const id = this.seedCustomer({
          email: c.email,
          password: c.authentication?.new_password ?? "",
          firstName: c.first_name,
          lastName: c.last_name,
          phone: c.phone,
        });
        const customer = this.customers.get(id)!;
        if (!c.authentication?.new_password) delete customer.password;
        customer.company = c.company ?? "";
        customer.acceptsEmails = c.accepts_product_review_abandoned_cart_emails ?? false;
        for (const a of c.attributes ?? []) this.upsertAttribute(id, a.attribute_id, a.attribute_value);
        for (const a of c.addresses ?? []) this.addAddress(id, a as unknown as Json);
        return customer;
      });
      return { status: 200, body: { data: made.map((c) => this.customerBody(c, [])), meta: {} } };
    },
    "POST /v3/customers/validate-credentials": (req) => {
      const { email, password } = req.body as { email: string; password: string };
      const customer = this.customerByEmail(email);
      const valid = !!customer && customer.password !== undefined && customer.password === password;
      return { status: 200, body: { customer_id: valid ? customer.id : null, is_valid: valid } };
    },
    "GET /v3/customers/attributes": () => ({
      status: 200,
      body: {
        data: STORE_ATTRIBUTES.map((a) => ({
          id: a.id,
          name: a.name,
          type: a.type,
          date_created: this.now().toISOString(),
          date_modified: this.now().toISOString(),
        })),
        meta: this.pagination(STORE_ATTRIBUTES.length),
      },
    }),
    "GET /v3/customers/attribute-values": (req) =>
      this.collection(
        this.attributeValues.values(),
        req.query,
        { "customer_id:in": (v) => v.customerId, "attribute_id:in": (v) => v.attributeId },
        (v) => this.attributeValueBody(v),
      ),
    "PUT /v3/customers/attribute-values": (req) => {
      const input = req.body as { attribute_id: number; value: string; customer_id: number }[];
      const errors: Json = {};
      input.forEach((v, i) => {
        const attribute = STORE_ATTRIBUTES.find((a) => a.id === v.attribute_id);
        if (!attribute) errors[`${i}.attribute_id`] = `Attribute ${v.attribute_id} does not exist`;
        else if (!this.customers.has(v.customer_id))
          errors[`${i}.customer_id`] = `Customer ${v.customer_id} does not exist`;
        else if (attribute.type === "number" && v.value !== "" && Number.isNaN(Number(v.value)))
          errors[`${i}.value`] = "The value must be a number";
        else if (attribute.type === "date" && v.value !== "" && Number.isNaN(Date.parse(v.value)))
          errors[`${i}.value`] = "The value must be a date";
      });
      if (Object.keys(errors).length) return v3Error(422, "Attribute values could not be saved", errors);
      const saved = input.map((v) => this.upsertAttribute(v.customer_id, v.attribute_id, v.value));
      return { status: 200, body: { data: saved.map((v) => this.attributeValueBody(v)), meta: {} } };
    },
    "DELETE /v3/customers/attribute-values": (req) => {
      for (const id of intList(req.query.get("id:in")) ?? [])
        for (const [k, v] of this.attributeValues) if (v.id === id) this.attributeValues.delete(k);
      return { status: 204 };
    },
    "GET /v3/customers/addresses": (req) =>
      this.collection(
        this.addresses.values(),
        req.query,
        { "customer_id:in": (a) => a.customerId, "id:in": (a) => a.id },
        (a) => this.addressBody(a),
      ),
    "POST /v3/customers/addresses": (req) => {
      const input = req.body as (Json & { customer_id: number })[];
      const unknown = input.find((a) => !this.customers.has(a.customer_id));
      if (unknown) return v3Error(422, `Customer ${unknown.customer_id} does not exist`);
      const made = input.map(({ customer_id, ...fields }) => this.addAddress(customer_id, fields));
      return { status: 200, body: { data: made.map((a) => this.addressBody(a)), meta: {} } };
    },
    "PUT /v3/customers/addresses": (req) => {
      const input = req.body as (Json & { id: number })[];
      const missing = input.find((a) => !this.addresses.has(a.id));
      if (missing) return v3Error(422, `Address ${missing.id} does not exist`);
      const saved = input.map(({ id, ...fields }) => {
        const address = this.addresses.get(id)!;
        address.fields = { ...address.fields, ...fields };
        return address;
      });
      return { status: 200, body: { data: saved.map((a) => this.addressBody(a)), meta: {} } };
    },
    "DELETE /v3/customers/addresses": (req) => {
      for (const id of intList(req.query.get("id:in")) ?? []) this.addresses.delete(id);
      return { status: 204 };
    },
    "GET /v3/customers/{customerId}/stored-instruments": (req) => {
      const id = Number(req.params.customerId);
      if (!this.customers.has(id)) return v3Error(404, `Customer ${id} does not exist`);
      return { status: 200, body: this.instruments.get(id) ?? [] };
    },

    "GET /v2/orders": (req) => {
      const customerId = req.query.get("customer_id");
      const cartId = req.query.get("cart_id");
      const statusId = req.query.get("status_id");
      let list = [...this.orders.values()].filter(
        (o) =>
          (customerId === null || o.customerId === Number(customerId)) &&
          (cartId === null || o.cartId === cartId) &&
          (statusId === null || o.statusId === Number(statusId)),
      );
      const [field, direction] = (req.query.get("sort") ?? "id:asc").split(":");
      const by = (o: Order) => (field === "date_created" ? o.created.getTime() : o.id);
      list.sort((a, b) => (by(a) - by(b)) * (direction === "desc" ? -1 : 1));
      const limit = Number(req.query.get("limit") ?? 50);
      const page = Number(req.query.get("page") ?? 1);
      list = list.slice((page - 1) * limit, page * limit);
      // The live v2 API answers an empty collection with 204 and no body.
      return list.length ? { status: 200, body: list.map((o) => this.orderBody(o)) } : { status: 204 };
    },
    "GET /v2/orders/{order_id}": (req) => {
      const order = this.orders.get(Number(req.params.order_id));
      return order
        ? { status: 200, body: this.orderBody(order) }
        : v2Error(404, "The requested resource was not found.");
    },
    "GET /v2/orders/{order_id}/products": (req) => {
      const order = this.orders.get(Number(req.params.order_id));
      return order
        ? { status: 200, body: order.lines.map((l) => this.orderProductBody(order, l)) }
        : v2Error(404, "The requested resource was not found.");
    },
    "GET /v2/orders/{order_id}/shipping_addresses": (req) => {
      const order = this.orders.get(Number(req.params.order_id));
      if (!order) return v2Error(404, "The requested resource was not found.");
      // An order collected in store ships nowhere: an empty v2 collection is a 204.
      return order.pickup ? { status: 204 } : { status: 200, body: [this.shippingAddressBody(order)] };
    },
    "GET /v2/orders/{order_id}/consignments": (req) => {
      const order = this.orders.get(Number(req.params.order_id));
      if (!order) return v2Error(404, "The requested resource was not found.");
      const full = (req.query.get("include") ?? "").split(",").includes("consignments.line_items");
      return { status: 200, body: this.orderConsignmentsBody(order, full) };
    },

    "GET /v3/inventory/locations": (req) => {
      const q = req.query;
      const flag = (name: string) => (q.has(name) ? q.get(name) === "true" : undefined);
      const [active, visible, isDefault] = [flag("is_active"), flag("storefront_visibility"), flag("is_default")];
      const types = q.get("type_id:in")?.split(",");
      const codes = q.get("location_code:in")?.split(",");
      const ids = intList(q.get("location_id:in"));
      const list = this.locations.filter(
        (l) =>
          (active === undefined || l.enabled === active) &&
          (visible === undefined || l.storefrontVisibility === visible) &&
          (isDefault === undefined || (l.id === 1) === isDefault) &&
          (!types || types.includes(l.typeId)) &&
          (!codes || codes.includes(l.code)) &&
          (!ids || ids.includes(l.id)),
      );
      return this.page(list, q, (l) => this.locationBody(l));
    },
    "GET /v3/inventory/locations/{location_id}/items": (req) => {
      const location = this.locations.find((l) => l.id === Number(req.params.location_id));
      if (!location) return v3Error(404, `Location ${req.params.location_id} does not exist`);
      const variants = intList(req.query.get("variant_id:in"));
      const products = intList(req.query.get("product_id:in"));
      const skus = req.query.get("sku:in")?.split(",");
      const held = this.locationStock.get(location.id) ?? new Map<number, number>();
      const rows = this.products().flatMap((p) =>
        p.variants
          .filter((v) => held.has(v.id) && (!variants || variants.includes(v.id)))
          .filter((v) => (!products || products.includes(p.id)) && (!skus || skus.includes(v.sku)))
          .map((v) => ({ product: p, variant: v, units: held.get(v.id)! })),
      );
      return this.page(rows, req.query, ({ product, variant, units }) => ({
        identity: { sku: variant.sku, variant_id: variant.id, product_id: product.id },
        available_to_sell: Math.max(0, units),
        total_inventory_onhand: units,
        settings: { safety_stock: 0, is_in_stock: true, warning_level: 0, bin_picking_number: "" },
      }));
    },
    "GET /v3/pickup/methods": (req) => {
      const ids = intList(req.query.get("id:in"));
      const list = this.pickupMethods.filter((m) => !ids || ids.includes(m.id));
      return this.page(list, req.query, (m) => ({
        id: m.id,
        location_id: m.locationId,
        display_name: m.displayName,
        collection_instructions: m.instructions,
        collection_time_description: m.timeDescription,
        date_created: "2026-01-04T04:15:50Z",
        date_modified: "2026-01-04T04:15:50Z",
      }));
    },
    "GET /v2/orders/{order_id}/shipments": (req) => {
      const order = this.orders.get(Number(req.params.order_id));
      if (!order) return v2Error(404, "The requested resource was not found.");
      // "204: No Content (No shipments exist)".
      return order.shipments.length
        ? { status: 200, body: order.shipments.map((s) => this.shipmentBody(order, s)) }
        : { status: 204 };
    },

    "GET /v3/wishlists": (req) => {
      const customerId = req.query.get("customer_id");
      const list = [...this.wishlists.values()].filter(
        (w) => customerId === null || w.customerId === Number(customerId),
      );
      return {
        status: 200,
        body: {
          data: list.map((w) => this.wishlistBody(w)),
          meta: {
            pagination: { total: list.length, count: list.length, per_page: 50, current_page: 1, total_pages: 1 },
          },
        },
      };
    },
    "POST /v3/wishlists": (req) => {
      const body = req.body as {
        customer_id: number;
        name?: string;
        is_public?: boolean;
        items?: { product_id: number; variant_id?: number }[];
      };
      if (!this.customers.has(body.customer_id)) return v3Error(422, `Customer ${body.customer_id} does not exist`);
      const bad = (body.items ?? []).find((i) => !this.product(i.product_id));
      if (bad) return v3Error(422, `Product ${bad.product_id} does not exist`);
      const id = this.nextId.wishlist++;
      const wishlist: Wishlist = {
        id,
        customerId: body.customer_id,
        name: body.name ?? "My wish list",
        isPublic: body.is_public ?? false,
        token: randomUUID(),
        items: (body.items ?? []).map((i) => ({
          id: this.nextId.wishlistItem++,
          productId: i.product_id,
          variantId: i.variant_id,
        })),
      };
      this.wishlists.set(id, wishlist);
      return { status: 201, body: { data: this.wishlistBody(wishlist), meta: {} } };
    },
    "GET /v3/wishlists/{wishlist_id}": (req) =>
      this.withWishlist(req, (w) => ({ status: 200, body: { data: this.wishlistBody(w), meta: {} } })),
    "PUT /v3/wishlists/{wishlist_id}": (req) =>
      this.withWishlist(req, (w) => {
        const body = req.body as {
          name?: string;
          is_public?: boolean;
          items?: { product_id: number; variant_id?: number }[];
        };
        if (body.name !== undefined) w.name = body.name;
        if (body.is_public !== undefined) w.isPublic = body.is_public;
        if (body.items)
          w.items = body.items.map((i) => ({
            id: this.nextId.wishlistItem++,
            productId: i.product_id,
            variantId: i.variant_id,
          }));
        return { status: 201, body: { data: this.wishlistBody(w), meta: {} } };
      }),
    "DELETE /v3/wishlists/{wishlist_id}": (req) =>
      this.withWishlist(req, (w) => (this.wishlists.delete(w.id), { status: 204 })),
    "POST /v3/wishlists/{wishlist_id}/items": (req) =>
      this.withWishlist(req, (w) => {
        const items = (req.body as { items?: { product_id: number; variant_id?: number }[] }).items ?? [];
        const bad = items.find((i) => !this.product(i.product_id));
        if (bad) return v3Error(422, `Product ${bad.product_id} does not exist`);
        for (const i of items)
          if (!w.items.some((x) => x.productId === i.product_id && x.variantId === i.variant_id))
            w.items.push({ id: this.nextId.wishlistItem++, productId: i.product_id, variantId: i.variant_id });
        return { status: 201, body: { data: this.wishlistBody(w), meta: {} } };
      }),
    "DELETE /v3/wishlists/{wishlist_id}/items/{item_id}": (req) =>
      this.withWishlist(req, (w) => {
        const before = w.items.length;
        w.items = w.items.filter((i) => i.id !== Number(req.params.item_id));
        return before === w.items.length
          ? v3Error(404, "Wishlist item not found")
          : { status: 200, body: { data: this.wishlistBody(w), meta: {} } };
      }),
  };

  // -------------------------------------------------------------------------------------------
  // Carts

  private createCart(req: RouteRequest): Reply {
    const body = req.body as {
      customer_id?: number;
      line_items?: LineItemInput[];
      channel_id?: number;
      currency?: { code?: string };
      locale?: string;
    };
    if (body.channel_id !== undefined && body.channel_id !== this.config.channelId)
      return v3Error(422, `Channel ${body.channel_id} does not exist`);
    // "Passing a non-transactional display currency will result in a 400 error" (carts.v3.yml).
    if (body.currency?.code && body.currency.code.toUpperCase() !== this.config.currency)
      return v3Error(400, `Currency ${body.currency.code} is not a transactional currency of this store`);
    if (body.customer_id && !this.customers.has(body.customer_id))
      return v3Error(422, `Customer ${body.customer_id} does not exist`);
    const lines = this.merge([], body.line_items ?? []);
    if ("status" in lines) return lines;
    if (!lines.length) return v3Error(422, "A cart needs at least one line item");
    const short = this.stockProblem(lines);
    if (short) return short;
    const at = this.now();
    const cart: Cart = {
      id: randomUUID(),
      customerId: body.customer_id ?? 0,
      email: (body.customer_id && this.customers.get(body.customer_id)?.email) || "",
      locale: body.locale ?? this.config.locale,
      lines,
      others: [],
      coupons: [],
      consignments: [],
      version: 1,
      created: at,
      updated: at,
    };
    this.carts.set(cart.id, cart);
    return this.cartReply(201, cart, req.query);
  }

  /** `lines` with `items` added, a variant already in the cart getting the added quantity (as the live cart does). */
  private merge(lines: CartLine[], items: LineItemInput[]): CartLine[] | Reply {
    const out = lines.map((l) => ({ ...l }));
    for (const item of items) {
      const resolved = this.resolveItem(item);
      if ("status" in resolved) return resolved;
      const same = out.find((l) => l.variant.id === resolved.variant.id);
      if (same) same.quantity += item.quantity;
      else out.push({ id: randomUUID(), ...resolved, quantity: item.quantity, listPrice: item.list_price });
    }
    return out;
  }

  /** The cart takes `lines` unless one exceeds the stock; a new version either way it changes. */
  private commit(cart: Cart, lines: CartLine[], status: number, query: URLSearchParams): Reply {
    const short = this.stockProblem(lines);
    if (short) return short;
    cart.lines = lines;
    this.touch(cart);
    return this.cartReply(status, cart, query);
  }

  /** Optimistic concurrency: a `version` that is not the cart's is a conflict; none is no check. */
  private stale(cart: Cart, version: number | undefined): boolean {
    return version !== undefined && version !== cart.version;
  }

  private resolveItem(item: LineItemInput): { product: FixtureProduct; variant: FixtureVariant } | Reply {
    const product = this.product(item.product_id);
    if (!product) return v3Error(422, `Product ${item.product_id} does not exist`);
    const variant =
      item.variant_id !== undefined
        ? product.variants.find((v) => v.id === item.variant_id)
        : product.variants.length === 1
          ? product.variants[0]
          : undefined;
    if (!variant)
      return v3Error(
        422,
        item.variant_id !== undefined
          ? `Variant ${item.variant_id} does not belong to product ${product.id}`
          : `Product ${product.id} needs a variant_id or option_selections`,
      );
    return { product, variant };
  }

  /** The live API's answer to a quantity above stock: 422 with the vendor's error envelope. */
  private stockProblem(lines: CartLine[]): Reply | undefined {
    for (const line of lines) {
      const wanted = lines.filter((l) => l.variant.id === line.variant.id).reduce((n, l) => n + l.quantity, 0);
      const available = this.availableToSell(line.variant.id);
      if (this.tracksStock(line.variant.id) && wanted > available)
        return v3Error(
          422,
          available === 0
            ? `Not enough stock: ${line.product.name} (SKU: ${line.variant.sku}) is out of stock and cannot be added to the cart.`
            : `Not enough stock: ${line.product.name} (SKU: ${line.variant.sku}) has only ${available} left.`,
        );
    }
    return undefined;
  }

  private removeLine(cart: Cart, lineId: string, query: URLSearchParams): Reply {
    cart.lines = cart.lines.filter((l) => l.id !== lineId);
    cart.others = cart.others.filter((o) => o.id !== lineId);
    if (!cart.lines.length && !cart.others.length) {
      // "If the action's result is an empty cart, the cart is automatically deleted."
      this.carts.delete(cart.id);
      return { status: 204 };
    }
    this.touch(cart);
    return this.cartReply(200, cart, query);
  }

  private withCart(req: RouteRequest, then: (cart: Cart) => Reply): Reply {
    const cart = this.carts.get(req.params.cartId ?? "");
    return cart ? then(cart) : v3Error(404, "Cart not found");
  }

  private conflict(): Reply {
    return v3Error(
      409,
      "The request cannot be processed due to a possible conflict. Please review the changes and try again.",
    );
  }

  /** A change: a new version, and a coupon the cart no longer qualifies for is dropped (as the live cart drops it). */
  private touch(cart: Cart) {
    cart.version += 1;
    cart.updated = this.now();
    // A line gone from the cart leaves its consignment; a consignment left without lines goes.
    for (const c of cart.consignments) c.lineIds = c.lineIds.filter((id) => cart.lines.some((l) => l.id === id));
    cart.consignments = cart.consignments.filter((c) => c.lineIds.length > 0);
    cart.coupons = cart.coupons.filter((code) => {
      const coupon = this.coupons.get(code.toUpperCase());
      return coupon !== undefined && this.couponProblem(coupon, cart) === undefined;
    });
  }

  // -------------------------------------------------------------------------------------------
  // Coupons

  /** Who a coupon's per-customer cap counts: the cart's customer, else the e-mail of a guest's checkout. */
  private couponShopper(cart: Cart, email?: string): string | undefined {
    if (cart.customerId > 0) return `customer:${cart.customerId}`;
    const address = (email ?? cart.email).trim().toLowerCase();
    return address ? `email:${address}` : undefined;
  }

  /** The cart's lines in a coupon's scope. */
  private eligibleLines(coupon: FakeCoupon, cart: Cart): CartLine[] {
    return cart.lines.filter((l) => !coupon.productIds || coupon.productIds.includes(l.product.id));
  }

  /** Why the storefront refuses a coupon on this cart (its sentence), or undefined when it applies. */
  private couponProblem(coupon: FakeCoupon, cart: Cart): string | undefined {
    const at = this.now();
    const code = coupon.code;
    if (coupon.startsAt && coupon.startsAt > at)
      return `The coupon code ${code} is not yet active. It starts on ${coupon.startsAt.toDateString()}.`;
    if (coupon.expiresAt && coupon.expiresAt <= at) return `The coupon code ${code} has expired.`;
    if (coupon.maxUses !== undefined && coupon.uses >= coupon.maxUses)
      return `The coupon code ${code} has reached its maximum number of uses.`;
    const who = this.couponShopper(cart);
    if (
      coupon.maxUsesPerCustomer !== undefined &&
      who &&
      coupon.usedBy.filter((u) => u === who).length >= coupon.maxUsesPerCustomer
    )
      return `You have already used the coupon code ${code}. It can only be used once per customer.`;
    const eligible = this.eligibleLines(coupon, cart);
    if (!eligible.length) return `The coupon code ${code} is not applicable to the items in your cart.`;
    const subtotal = round2(eligible.reduce((n, l) => n + this.unitPrice(l) * l.quantity, 0));
    if (coupon.minPurchase !== undefined && subtotal < coupon.minPurchase) {
      const minimum = coupon.minPurchase.toLocaleString("en-US", {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      return `You must spend at least ${this.config.currency} ${minimum} to use the coupon code ${code}.`;
    }
    return undefined;
  }

  /** The cart's coupons with what each takes off its eligible lines, shared in proportion (the last line takes the rounding). */
  private appliedCoupons(cart: Cart): AppliedCoupon[] {
    return cart.coupons.flatMap((code) => {
      const coupon = this.coupons.get(code.toUpperCase());
      if (!coupon) return [];
      const eligible = this.eligibleLines(coupon, cart);
      const totals = eligible.map((l) => round2(this.unitPrice(l) * l.quantity));
      const subtotal = round2(totals.reduce((n, t) => n + t, 0));
      const discount =
        coupon.kind === "percent" ? round2((subtotal * coupon.amount) / 100) : Math.min(coupon.amount, subtotal);
      const shares = new Map<string, number>();
      let left = discount;
      eligible.forEach((l, i) => {
        const share = i === eligible.length - 1 ? round2(left) : round2((discount * totals[i]!) / subtotal);
        shares.set(l.id, share);
        left -= share;
      });
      return [{ coupon, discount, shares }];
    });
  }

  /** Each line's share of the cart's coupons. */
  private couponShares(applied: AppliedCoupon[]): Map<string, number> {
    const out = new Map<string, number>();
    for (const a of applied) for (const [id, share] of a.shares) out.set(id, round2((out.get(id) ?? 0) + share));
    return out;
  }

  /** Carts v3 `AppliedCoupon` (id and type as strings) or Checkouts v3's (id an integer, type by name). */
  private couponBodies(applied: AppliedCoupon[], api: "carts" | "checkouts") {
    return applied.map(({ coupon, discount }) => ({
      code: coupon.code,
      id: api === "carts" ? String(coupon.id) : coupon.id,
      coupon_type:
        api === "carts"
          ? coupon.kind === "percent"
            ? "1"
            : "2"
          : coupon.kind === "percent"
            ? "percentage_discount"
            : "per_total_discount",
      display_name:
        coupon.kind === "percent" ? `${coupon.amount}% Off` : `${this.config.currency} ${coupon.amount} Off`,
      discounted_amount: discount,
    }));
  }

  private unitPrice(line: CartLine): number {
    const p = this.price(line.product);
    return line.listPrice ?? p.sale ?? p.price;
  }

  /**
   * `gross`: the lines' and other items' amounts; `coupons`: what the coupons take off; `amount`:
   * what the shopper pays (gross less coupons), of which `exTax` and `tax`.
   */
  private cartTotals(cart: Cart) {
    const others = cart.others.reduce((n, o) => n + (o.kind === "custom" ? o.listPrice * o.quantity : o.amount), 0);
    const base = round2(cart.lines.reduce((n, l) => n + this.price(l.product).price * l.quantity, 0) + others);
    const gross = round2(cart.lines.reduce((n, l) => n + this.unitPrice(l) * l.quantity, 0) + others);
    const applied = this.appliedCoupons(cart);
    const coupons = round2(applied.reduce((n, a) => n + a.discount, 0));
    const amount = round2(gross - coupons);
    const exTax = round2(amount / (1 + this.config.vatPercent / 100));
    return {
      base,
      gross,
      grossExTax: round2(gross / (1 + this.config.vatPercent / 100)),
      coupons,
      amount,
      exTax,
      tax: round2(amount - exTax),
      applied,
    };
  }

  private redirectUrls(cart: Cart) {
    const token = randomUUID().replaceAll("-", "");
    const origin = this.config.checkoutOrigin;
    return {
      cart_url: `${origin}/cart.php?action=load&id=${cart.id}&token=${token}`,
      checkout_url: `${origin}/cart.php?action=loadInCheckout&id=${cart.id}&token=${token}`,
      embedded_checkout_url: `${origin}/cart.php?embedded=1&action=loadInCheckout&id=${cart.id}&token=${token}`,
    };
  }

  private cartLineBody(line: CartLine, couponShare = 0) {
    const p = this.price(line.product);
    const list = this.unitPrice(line);
    return {
      id: line.id,
      variant_id: line.variant.id,
      product_id: line.product.id,
      sku: line.variant.sku,
      name: line.product.name,
      url: `${this.config.checkoutOrigin}/${line.product.slug}/`,
      quantity: line.quantity,
      taxable: true,
      image_url: this.imageUrl(line.product, "500x659") ?? "",
      discounts: couponShare ? [{ id: "coupon", discounted_amount: couponShare }] : [],
      coupons: [],
      // "The total value of all discounts applied to this item. This includes coupons."
      discount_amount: couponShare,
      coupon_amount: couponShare,
      original_price: p.price,
      list_price: list,
      sale_price: list,
      extended_list_price: round2(list * line.quantity),
      extended_sale_price: round2(list * line.quantity),
      is_require_shipping: true,
      is_mutable: true,
      added_by_promotion: false,
    };
  }

  cartBody(cart: Cart, query?: URLSearchParams) {
    const totals = this.cartTotals(cart);
    const shares = this.couponShares(totals.applied);
    const include = (query?.get("include") ?? "").split(",");
    return {
      id: cart.id,
      customer_id: cart.customerId,
      channel_id: this.config.channelId,
      email: cart.email,
      currency: { code: this.config.currency },
      tax_included: true,
      base_amount: totals.base,
      discount_amount: round2(totals.base - totals.gross),
      manual_discount_amount: 0,
      // "Sum of cart line-item amounts minus cart-level discounts and coupons."
      cart_amount: totals.amount,
      coupons: this.couponBodies(totals.applied, "carts"),
      discounts: totals.coupons ? [{ id: "coupon", discounted_amount: totals.coupons }] : [],
      line_items: {
        physical_items: cart.lines.map((l) => this.cartLineBody(l, shares.get(l.id))),
        digital_items: [],
        ...this.otherBodies(cart),
      },
      created_time: cart.created.toISOString(),
      updated_time: cart.updated.toISOString(),
      locale: cart.locale,
      version: cart.version,
      ...(include.includes("redirect_urls") ? { redirect_urls: this.redirectUrls(cart) } : {}),
    };
  }

  /** Custom items and gift certificates as the reference types them (`ItemCustomGet`: quantity and price as strings). */
  private otherBodies(cart: Cart) {
    const custom = cart.others.flatMap((o) =>
      o.kind === "custom"
        ? [
            {
              id: o.id,
              sku: o.sku,
              name: o.name,
              quantity: String(o.quantity),
              list_price: String(o.listPrice),
              extended_list_price: round2(o.listPrice * o.quantity),
            },
          ]
        : [],
    );
    const gifts = cart.others.flatMap((o) =>
      o.kind === "gift"
        ? [
            {
              id: o.id,
              name: o.name,
              theme: "General",
              amount: o.amount,
              taxable: false,
              sender: { name: "", email: "" },
              recipient: { name: o.recipient, email: "" },
              message: "",
            },
          ]
        : [],
    );
    return { custom_items: custom, gift_certificates: gifts };
  }

  private cartReply(status: number, cart: Cart, query: URLSearchParams): Reply {
    return { status, body: { data: this.cartBody(cart, query), meta: {} } };
  }

  private checkout(cart: Cart) {
    const totals = this.cartTotals(cart);
    const shares = this.couponShares(totals.applied);
    const lines = cart.lines.map((l) => {
      const { taxable, ...rest } = this.cartLineBody(l, shares.get(l.id));
      return {
        ...rest,
        is_taxable: taxable,
        comparison_price: rest.list_price,
        extended_comparison_price: rest.extended_list_price,
      };
    });
    return {
      id: cart.id,
      cart: {
        id: cart.id,
        customer_id: cart.customerId,
        email: cart.email,
        currency: { code: this.config.currency },
        tax_included: true,
        base_amount: totals.base,
        channel_id: this.config.channelId,
        discount_amount: round2(totals.base - totals.gross),
        cart_amount_inc_tax: totals.amount,
        cart_amount_ex_tax: totals.exTax,
        coupons: this.couponBodies(totals.applied, "checkouts"),
        discounts: totals.coupons ? [{ id: "coupon", discounted_amount: totals.coupons }] : [],
        line_items: { physical_items: lines, digital_items: [], gift_certificates: [], custom_items: [] },
        created_time: cart.created.toISOString(),
        updated_time: cart.updated.toISOString(),
      },
      consignments: cart.consignments.map((c) => ({
        id: c.id,
        ...(c.address && { address: { ...c.address, id: c.id } }),
        line_item_ids: c.lineIds,
        ...(c.pickupMethodId !== undefined && { selected_pickup_option: { pickup_method_id: c.pickupMethodId } }),
        shipping_cost_inc_tax: 0,
        shipping_cost_ex_tax: 0,
        handling_cost_inc_tax: 0,
        handling_cost_ex_tax: 0,
        coupon_discounts: [],
        discounts: [],
      })),
      taxes: [{ name: "VAT", amount: totals.tax }],
      coupons: this.couponBodies(totals.applied, "checkouts"),
      fees: [],
      order_id: null,
      shipping_cost_total_inc_tax: 0,
      shipping_cost_total_ex_tax: 0,
      handling_cost_total_inc_tax: 0,
      handling_cost_total_ex_tax: 0,
      tax_total: totals.tax,
      // The subtotal is before coupons; the grand total (and its tax) after them.
      subtotal_inc_tax: totals.gross,
      subtotal_ex_tax: totals.grossExTax,
      grand_total: totals.amount,
      created_time: cart.created.toISOString(),
      updated_time: cart.updated.toISOString(),
      customer_message: "",
      promotions: [],
      version: cart.version,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Collect in store: consignments, locations, pickups

  private withCheckout(req: RouteRequest, then: (cart: Cart) => Reply): Reply {
    const cart = this.carts.get(req.params.checkoutId ?? "");
    return cart ? then(cart) : v3Error(404, "Checkout not found");
  }

  /**
   * A consignment as asked (`base` is the one updated, or a new one): whole physical lines of the
   * checkout, shipped to an address or collected by a pickup method of an active, visible location,
   * never both.
   */
  private consignmentOf(cart: Cart, input: ConsignmentInput, base: Consignment): Consignment | Reply {
    if (input.pickup_option && input.address)
      return v3Error(422, "A consignment is either shipped to an address or collected, not both");
    const lineIds = input.line_items ? [] : [...base.lineIds];
    for (const item of input.line_items ?? []) {
      const line = cart.lines.find((l) => l.id === item.item_id);
      if (!line) return v3Error(422, `Line item ${item.item_id} is not in the checkout`);
      if (item.quantity !== line.quantity)
        return v3Error(422, `Line item ${item.item_id} holds ${line.quantity}, not ${item.quantity}`);
      lineIds.push(line.id);
    }
    if (lineIds.length === 0) return v3Error(422, "A consignment needs line items");
    let { pickupMethodId, address } = base;
    if (input.pickup_option) {
      const method = this.pickupMethods.find((m) => m.id === input.pickup_option?.pickup_method_id);
      if (!method) return v3Error(422, `Pickup method ${input.pickup_option.pickup_method_id} does not exist`);
      const location = this.locations.find((l) => l.id === method.locationId);
      if (!location?.enabled || !location.storefrontVisibility)
        return v3Error(422, `Pickup method ${method.id} is not available`);
      [pickupMethodId, address] = [method.id, undefined];
    } else if (input.address) [pickupMethodId, address] = [undefined, input.address];
    if (pickupMethodId === undefined && address === undefined)
      return v3Error(422, "A consignment needs an address or a pickup option");
    return { id: base.id, lineIds, pickupMethodId, address };
  }

  /** `placed` takes its lines from the checkout's other consignments (one left without lines goes). */
  private placeLines(cart: Cart, placed: Consignment): void {
    const known = cart.consignments.some((c) => c.id === placed.id);
    const rest = (c: Consignment) => ({ ...c, lineIds: c.lineIds.filter((id) => !placed.lineIds.includes(id)) });
    const all = [...cart.consignments.map((c) => (c.id === placed.id ? placed : rest(c))), ...(known ? [] : [placed])];
    cart.consignments = all.filter((c) => c.lineIds.length > 0);
  }

  /** A v3 collection paged by `page` and `limit` (50 by default, `pageLimit` at most), with the pagination meta. */
  private page<T>(list: T[], query: URLSearchParams, body: (item: T) => unknown): Reply {
    const limit = Math.min(this.pageLimit, Math.max(1, Number(query.get("limit") ?? 50)));
    const current = Math.max(1, Number(query.get("page") ?? 1));
    const items = list.slice((current - 1) * limit, current * limit);
    const pages = Math.max(1, Math.ceil(list.length / limit));
    const link = (n: number) => `?page=${n}&limit=${limit}`;
    const links = {
      current: link(current),
      ...(current > 1 && { previous: link(current - 1) }),
      ...(current < pages && { next: link(current + 1) }),
    };
    const pagination = {
      total: list.length,
      count: items.length,
      per_page: limit,
      current_page: current,
      total_pages: pages,
      links,
    };
    return { status: 200, body: { data: items.map(body), meta: { pagination } } };
  }

  private locationBody(l: FakeLocation) {
    const at = "2026-01-04T04:15:50Z";
    return {
      id: l.id,
      code: l.code,
      label: l.label,
      description: "",
      managed_by_external_source: false,
      type_id: l.typeId,
      enabled: l.enabled,
      time_zone:
        this.config.country === "eg" ? "Africa/Cairo" : this.config.country === "ae" ? "Asia/Dubai" : "Asia/Riyadh",
      created_at: at,
      updated_at: at,
      address: {
        address1: l.address.address1,
        address2: "",
        city: l.address.city,
        state: "",
        zip: "",
        phone: l.address.phone,
        geo_coordinates: { latitude: l.address.latitude, longitude: l.address.longitude },
        country_code: this.config.country.toUpperCase(),
      },
      storefront_visibility: l.storefrontVisibility,
      special_hours: [],
    };
  }

  /** An order's consignments (Orders v2 `orderConsignment_Get`): its pickup, or its shipping to the address. */
  private orderConsignmentsBody(o: Order, full: boolean) {
    const api = `${MANAGEMENT_API_ORIGIN}/stores/${this.config.storeHash}/v2`;
    const product = (l: OrderLine) => `/orders/${o.id}/products/${l.id}`;
    const lineItems = o.lines.map((l) =>
      full ? this.orderProductBody(o, l) : { url: `${api}${product(l)}`, resource: product(l) },
    );
    const none = { downloads: [], email: { gift_certificates: [] } };
    if (o.pickup) {
      const { id, method, location } = o.pickup;
      const place = {
        id: location.id,
        name: location.label,
        code: location.code,
        address_line_1: location.address.address1,
        address_line_2: "",
        city: location.address.city,
        state: "",
        postal_code: "",
        country_alpha2: this.config.country.toUpperCase(),
        email: "",
        phone: location.address.phone,
      };
      const pickup = {
        id,
        pickup_method_id: method.id,
        pickup_method_display_name: method.displayName,
        collection_instructions: method.instructions,
        collection_time_description: method.timeDescription,
        location: place,
        line_items: lineItems,
      };
      return { pickups: [pickup], shipping: [], ...none };
    }
    const { id, ...address } = this.shippingAddressBody(o);
    const resource = `/orders/${o.id}/consignments/shipping/${id}/shipping_quotes`;
    const shipping = {
      ...address,
      id,
      line_items: lineItems,
      base_cost: 0,
      cost_ex_tax: 0,
      cost_inc_tax: 0,
      cost_tax: 0,
      base_handling_cost: 0,
      handling_cost_ex_tax: 0,
      handling_cost_inc_tax: 0,
      handling_cost_tax: 0,
      shipping_quotes: { url: `${api}${resource}`, resource },
    };
    return { pickups: [], shipping: [shipping], ...none };
  }

  // -------------------------------------------------------------------------------------------
  // Customers

  private customerByEmail(email: string): Customer | undefined {
    return [...this.customers.values()].find((c) => c.email.toLowerCase() === email.toLowerCase());
  }

  private upsertAttribute(customerId: number, attributeId: number, value: string): AttributeValue {
    const key = `${customerId}:${attributeId}`;
    const at = this.now();
    const existing = this.attributeValues.get(key);
    if (existing) return Object.assign(existing, { value, modified: at });
    const made = { id: this.nextId.attribute++, customerId, attributeId, value, created: at, modified: at };
    this.attributeValues.set(key, made);
    return made;
  }

  private addAddress(customerId: number, fields: Json): Address {
    const address = { id: this.nextId.address++, customerId, fields };
    this.addresses.set(address.id, address);
    return address;
  }

  private customerBody(c: Customer, include: string[]) {
    const addresses = [...this.addresses.values()].filter((a) => a.customerId === c.id);
    const attributes = [...this.attributeValues.values()].filter((v) => v.customerId === c.id);
    return {
      id: c.id,
      email: c.email,
      first_name: c.firstName,
      last_name: c.lastName,
      company: c.company,
      phone: c.phone,
      registration_ip_address: "",
      notes: c.notes,
      tax_exempt_category: "",
      customer_group_id: 0,
      date_modified: c.modified.toISOString(),
      date_created: c.created.toISOString(),
      address_count: addresses.length,
      attribute_count: attributes.length,
      authentication: { force_password_reset: false },
      accepts_product_review_abandoned_cart_emails: c.acceptsEmails,
      origin_channel_id: this.config.channelId,
      channel_ids: [this.config.channelId],
      ...(include.includes("addresses") ? { addresses: addresses.map((a) => this.addressBody(a)) } : {}),
      ...(include.includes("attributes") ? { attributes: attributes.map((v) => this.attributeValueBody(v)) } : {}),
    };
  }

  private attributeValueBody(v: AttributeValue) {
    return {
      id: v.id,
      customer_id: v.customerId,
      attribute_id: v.attributeId,
      attribute_value: v.value,
      date_created: v.created.toISOString(),
      date_modified: v.modified.toISOString(),
    };
  }

  private addressBody(a: Address) {
    return {
      state_or_province: "",
      postal_code: "",
      ...a.fields,
      id: a.id,
      customer_id: a.customerId,
      country: String(a.fields.country_code ?? ""),
    };
  }

  /** A v3 collection of `items` kept by the `…:in` id filters present in `query`. */
  private collection<T>(
    items: Iterable<T>,
    query: URLSearchParams,
    filters: Record<string, (item: T) => number>,
    body: (item: T) => unknown,
  ): Reply {
    const wanted = Object.entries(filters).map(([param, id]) => ({ ids: intList(query.get(param)), id }));
    const list = [...items].filter((item) => wanted.every(({ ids, id }) => !ids || ids.includes(id(item))));
    return { status: 200, body: { data: list.map(body), meta: this.pagination(list.length) } };
  }

  private pagination(total: number) {
    return { pagination: { total, count: total, per_page: 50, current_page: 1, total_pages: 1 } };
  }

  // -------------------------------------------------------------------------------------------
  // Orders and wishlists

  private orderBody(o: Order) {
    const gross = round2(o.lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0));
    const exTax = round2(gross / (1 + this.config.vatPercent / 100));
    // The coupon comes off the total, not the subtotal (`coupon_discount`).
    const discount = o.coupon?.discount ?? 0;
    const total = round2(gross - discount);
    const totalExTax = round2(total / (1 + this.config.vatPercent / 100));
    const resource = (name: string) => ({
      url: `${MANAGEMENT_API_ORIGIN}/stores/${this.config.storeHash}/v2/orders/${o.id}/${name}`,
      resource: `/orders/${o.id}/${name}`,
    });
    return {
      id: o.id,
      customer_id: o.customerId,
      date_created: v2Date(o.created),
      date_modified: v2Date(o.modified),
      date_shipped: o.shipped ? v2Date(o.shipped) : "",
      status_id: o.statusId,
      status: ORDER_STATUSES[o.statusId] ?? "Pending",
      cart_id: o.cartId,
      channel_id: this.config.channelId,
      subtotal_ex_tax: v2Money(exTax),
      subtotal_inc_tax: v2Money(gross),
      subtotal_tax: v2Money(gross - exTax),
      base_shipping_cost: v2Money(0),
      shipping_cost_ex_tax: v2Money(0),
      shipping_cost_inc_tax: v2Money(0),
      shipping_cost_tax: v2Money(0),
      total_ex_tax: v2Money(totalExTax),
      total_inc_tax: v2Money(total),
      total_tax: v2Money(total - totalExTax),
      items_total: o.lines.reduce((n, l) => n + l.quantity, 0),
      items_shipped: o.lines.reduce((n, l) => n + this.shippedUnits(o, l.id), 0),
      payment_method: o.paymentMethod,
      payment_status: "captured",
      refunded_amount: v2Money(0),
      discount_amount: v2Money(0),
      coupon_discount: v2Money(discount),
      currency_id: 1,
      currency_code: this.config.currency,
      currency_exchange_rate: "1.0000000000",
      default_currency_id: 1,
      default_currency_code: this.config.currency,
      store_default_currency_code: this.config.currency,
      store_default_to_transactional_exchange_rate: "1.0000000000",
      is_tax_inclusive_pricing: true,
      is_deleted: false,
      is_email_opt_in: false,
      order_is_digital: false,
      order_source: "www",
      customer_message: "",
      staff_notes: "",
      customer_locale: this.config.locale,
      geoip_country: "",
      geoip_country_iso2: this.config.country.toUpperCase(),
      billing_address: this.orderBillingAddress(o),
      products: resource("products"),
      shipping_addresses: resource("shipping_addresses"),
      coupons: resource("coupons"),
    };
  }

  private orderBillingAddress(o: Order) {
    const c = this.customers.get(o.customerId);
    return {
      first_name: c?.firstName ?? "",
      last_name: c?.lastName ?? "",
      company: "",
      street_1: "",
      street_2: "",
      city: "",
      state: "",
      zip: "",
      country: "",
      country_iso2: this.config.country.toUpperCase(),
      phone: c?.phone ?? "",
      email: c?.email ?? "",
      form_fields: [],
    };
  }

  private shippingAddressBody(o: Order) {
    const { id, ...address } = o.shippingAddress;
    const resource = `/orders/${o.id}/shipping_addresses/${id}/shipping_quotes`;
    return {
      id,
      order_id: o.id,
      ...address,
      company: "",
      street_2: "",
      country: REGION_COUNTRY_NAMES[address.country_iso2] ?? address.country_iso2,
      items_total: o.lines.reduce((n, l) => n + l.quantity, 0),
      items_shipped: o.lines.reduce((n, l) => n + this.shippedUnits(o, l.id), 0),
      shipping_method: "Flat Rate",
      base_cost: v2Money(0),
      cost_ex_tax: v2Money(0),
      cost_inc_tax: v2Money(0),
      cost_tax: v2Money(0),
      cost_tax_class_id: 0,
      base_handling_cost: v2Money(0),
      handling_cost_ex_tax: v2Money(0),
      handling_cost_inc_tax: v2Money(0),
      handling_cost_tax: v2Money(0),
      handling_cost_tax_class_id: 0,
      shipping_zone_id: 1,
      shipping_zone_name: REGION_COUNTRY_NAMES[this.config.country.toUpperCase()] ?? this.config.country,
      shipping_quotes: { url: `${MANAGEMENT_API_ORIGIN}/stores/${this.config.storeHash}/v2${resource}`, resource },
      form_fields: [],
    };
  }

  private shipmentBody(o: Order, s: Shipment) {
    const { id: addressId, ...shippingAddress } = o.shippingAddress;
    return {
      id: s.id,
      order_id: o.id,
      customer_id: o.customerId,
      order_address_id: addressId,
      date_created: v2Date(s.created),
      tracking_number: s.trackingNumber,
      merchant_shipping_cost: v2Money(0),
      shipping_method: "Flat Rate",
      shipping_provider: s.provider,
      tracking_carrier: s.carrier,
      tracking_link: s.link,
      comments: "",
      billing_address: this.orderBillingAddress(o),
      shipping_address: {
        ...shippingAddress,
        company: "",
        street_2: "",
        country: REGION_COUNTRY_NAMES[shippingAddress.country_iso2] ?? shippingAddress.country_iso2,
      },
      items: s.items.map((i) => ({
        order_product_id: i.orderProductId,
        product_id: i.productId,
        quantity: i.quantity,
      })),
      shipping_provider_display_name: s.providerName,
      generated_tracking_link: s.generatedLink,
    };
  }

  private orderProductBody(o: Order, l: OrderLine) {
    const exTax = round2(l.unitPrice / (1 + this.config.vatPercent / 100));
    return {
      id: l.id,
      order_id: o.id,
      product_id: l.product.id,
      variant_id: l.variant.id,
      order_address_id: 0,
      name: l.product.name,
      name_customer: l.product.name,
      name_merchant: l.product.name,
      sku: l.variant.sku,
      upc: "",
      type: "physical",
      base_price: v2Money(l.unitPrice),
      price_ex_tax: v2Money(exTax),
      price_inc_tax: v2Money(l.unitPrice),
      price_tax: v2Money(l.unitPrice - exTax),
      base_total: v2Money(l.unitPrice * l.quantity),
      total_ex_tax: v2Money(exTax * l.quantity),
      total_inc_tax: v2Money(l.unitPrice * l.quantity),
      total_tax: v2Money((l.unitPrice - exTax) * l.quantity),
      quantity: l.quantity,
      is_refunded: false,
      quantity_refunded: 0,
      refund_amount: v2Money(0),
      return_id: 0,
      quantity_shipped: this.shippedUnits(o, l.id),
      // The order's pickup consignment for a line collected in store, 0 for one shipped.
      order_pickup_method_id: o.pickup?.id ?? 0,
      is_bundled_product: false,
      brand: l.product.brand.name,
      applied_discounts:
        o.coupon && l.couponShare
          ? [
              {
                id: String(o.coupon.id),
                amount: v2Money(l.couponShare),
                name: o.coupon.name,
                code: o.coupon.code,
                target: "order",
              },
            ]
          : [],
      product_options: l.variant.option
        ? [
            {
              id: l.id * 10,
              option_id: l.variant.option.optionId,
              order_product_id: l.id,
              product_option_id: l.variant.option.optionId,
              display_name: l.variant.option.optionName,
              display_value: l.variant.option.label,
              value: String(l.variant.option.valueId),
              type: "Multiple choice",
              name: l.variant.option.optionName,
              display_style: "Rectangle",
            },
          ]
        : [],
      configurable_fields: [],
      discounted_total_inc_tax: v2Money(l.unitPrice * l.quantity - l.couponShare),
    };
  }

  private withWishlist(req: RouteRequest, then: (w: Wishlist) => Reply): Reply {
    const w = this.wishlists.get(Number(req.params.wishlist_id));
    return w ? then(w) : v3Error(404, "Wishlist not found");
  }

  private wishlistBody(w: Wishlist) {
    return {
      id: w.id,
      customer_id: w.customerId,
      name: w.name,
      is_public: w.isPublic,
      token: w.token,
      items: w.items.map((i) => ({
        id: i.id,
        product_id: i.productId,
        ...(i.variantId !== undefined ? { variant_id: i.variantId } : {}),
      })),
    };
  }
}

interface ConsignmentInput {
  line_items?: { item_id: string; quantity: number }[];
  pickup_option?: { pickup_method_id?: number };
  address?: Json;
  version?: number;
}

interface LineItemInput {
  quantity: number;
  product_id: number;
  variant_id?: number;
  list_price?: number;
}

interface CustomerInput {
  email: string;
  first_name: string;
  last_name: string;
  phone?: string;
  company?: string;
  accepts_product_review_abandoned_cart_emails?: boolean;
  authentication?: { new_password?: string };
  attributes?: { attribute_id: number; attribute_value: string }[];
  addresses?: unknown[];
}
