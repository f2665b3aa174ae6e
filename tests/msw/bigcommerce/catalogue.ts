/**
 * The fake BigCommerce stores' configuration and catalogue: one store per country, each with its
 * own hash, channel, tokens, transactional currency and VAT-inclusive prices, the same small
 * jewellery catalogue (entity ids, skus, variants by size or length, stock per variant, images on
 * the store's CDN) and the customer attributes the storefront's spec numbers (ids 1-18 and 170).
 */

export type Country = "sa" | "ae" | "eg";
export type CurrencyCode = "SAR" | "AED" | "EGP";

export interface StoreConfig {
  country: Country;
  storeHash: string;
  channelId: number;
  /** Management API token (`X-Auth-Token`). */
  accessToken: string;
  /** Storefront GraphQL private token (`Authorization: Bearer`). */
  storefrontToken: string;
  currency: CurrencyCode;
  vatPercent: number;
  locale: string;
  /** The channel's site, where the hosted checkout and the cart redirect URLs live. */
  checkoutOrigin: string;
}

export const TEST_STORES: Record<Country, StoreConfig> = {
  sa: {
    country: "sa",
    storeHash: "lumsa7k2q",
    channelId: 1,
    accessToken: "test-sa-management-token",
    storefrontToken: "test-sa-private-storefront-token",
    currency: "SAR",
    vatPercent: 15,
    locale: "en-SA",
    checkoutOrigin: "https://checkout.sa.lumina.test",
  },
  ae: {
    country: "ae",
    storeHash: "lumae4m9x",
    channelId: 1,
    accessToken: "test-ae-management-token",
    storefrontToken: "test-ae-private-storefront-token",
    currency: "AED",
    vatPercent: 5,
    locale: "en-AE",
    checkoutOrigin: "https://checkout.ae.lumina.test",
  },
  eg: {
    country: "eg",
    storeHash: "lumeg3p8w",
    channelId: 1,
    accessToken: "test-eg-management-token",
    storefrontToken: "test-eg-private-storefront-token",
    currency: "EGP",
    vatPercent: 14,
    locale: "en-EG",
    checkoutOrigin: "https://checkout.eg.lumina.test",
  },
};

export interface FixtureVariant {
  id: number;
  sku: string;
  /** The variant's option value (size, length), absent for a product without options. */
  option?: { optionId: number; optionName: string; valueId: number; label: string };
  /** Stock per country; what the cart and `availableToSell` allow. */
  stock: Record<Country, number>;
}

export interface FixtureProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  description: string;
  brand: { id: number; name: string; slug: string };
  categories: { id: number; name: string; slug: string }[];
  /** Tax-inclusive prices in each country's currency; `sale` below `price` when on sale. */
  prices: Record<CurrencyCode, { price: number; sale?: number; retail?: number }>;
  images: { id: number; file: string; alt: string }[];
  variants: FixtureVariant[];
  /** Countries whose store lists the product (all when absent). */
  countries?: Country[];
  /**
   * BigCommerce's `inventory_tracking`: "none" is a piece whose stock the store does not count
   * (the Storefront API answers `inventory.aggregated: null`, `isInStock: true`; the cart takes
   * any quantity). Tracked per variant when absent.
   */
  inventoryTracking?: "none" | "variant";
}

const stock = (sa: number, ae: number, eg: number): Record<Country, number> => ({ sa, ae, eg });

export const CATALOGUE: FixtureProduct[] = [
  {
    id: 101,
    sku: "LUM-RNG-101",
    name: "Solitaire Diamond Ring",
    slug: "solitaire-diamond-ring",
    description: "<p>A 0.5 ct round brilliant diamond on an 18k white gold band.</p>",
    brand: { id: 11, name: "Lumina Fine", slug: "lumina-fine" },
    categories: [{ id: 21, name: "Rings", slug: "rings" }],
    prices: { SAR: { price: 8950, retail: 9800 }, AED: { price: 8750, retail: 9600 }, EGP: { price: 118500 } },
    images: [
      { id: 1001, file: "solitaire-diamond-ring__front.jpg", alt: "Solitaire diamond ring, front" },
      { id: 1002, file: "solitaire-diamond-ring__side.jpg", alt: "Solitaire diamond ring, side" },
    ],
    variants: [
      {
        id: 1011,
        sku: "LUM-RNG-101-52",
        option: { optionId: 501, optionName: "Ring size", valueId: 5201, label: "52" },
        stock: stock(3, 2, 1),
      },
      {
        id: 1012,
        sku: "LUM-RNG-101-54",
        option: { optionId: 501, optionName: "Ring size", valueId: 5401, label: "54" },
        stock: stock(5, 4, 2),
      },
      {
        id: 1013,
        sku: "LUM-RNG-101-56",
        option: { optionId: 501, optionName: "Ring size", valueId: 5601, label: "56" },
        stock: stock(0, 1, 0),
      },
    ],
  },
  {
    id: 102,
    sku: "LUM-EAR-102",
    name: "Pearl Drop Earrings",
    slug: "pearl-drop-earrings",
    description: "<p>Freshwater pearls on 18k yellow gold hooks.</p>",
    brand: { id: 12, name: "Lumina Pearl", slug: "lumina-pearl" },
    categories: [{ id: 22, name: "Earrings", slug: "earrings" }],
    prices: { SAR: { price: 1450, sale: 1190 }, AED: { price: 1420, sale: 1160 }, EGP: { price: 19200, sale: 15800 } },
    images: [{ id: 1021, file: "pearl-drop-earrings__pair.jpg", alt: "Pearl drop earrings" }],
    variants: [{ id: 1021, sku: "LUM-EAR-102", stock: stock(12, 8, 20) }],
  },
  {
    id: 103,
    sku: "LUM-BRC-103",
    name: "Gold Tennis Bracelet",
    slug: "gold-tennis-bracelet",
    description: "<p>Forty-two lab-grown diamonds set in 18k yellow gold.</p>",
    brand: { id: 11, name: "Lumina Fine", slug: "lumina-fine" },
    categories: [{ id: 23, name: "Bracelets", slug: "bracelets" }],
    prices: { SAR: { price: 12400 }, AED: { price: 12150 }, EGP: { price: 164000 } },
    images: [{ id: 1031, file: "gold-tennis-bracelet__flat.jpg", alt: "Gold tennis bracelet laid flat" }],
    variants: [
      {
        id: 1031,
        sku: "LUM-BRC-103-17",
        option: { optionId: 502, optionName: "Length", valueId: 1701, label: "17 cm" },
        stock: stock(2, 2, 1),
      },
      {
        id: 1032,
        sku: "LUM-BRC-103-19",
        option: { optionId: 502, optionName: "Length", valueId: 1901, label: "19 cm" },
        stock: stock(4, 3, 0),
      },
    ],
  },
  {
    id: 104,
    sku: "LUM-NCK-104",
    name: "Emerald Pendant Necklace",
    slug: "emerald-pendant-necklace",
    description: "<p>A pear-cut emerald on a 45 cm rose gold chain.</p>",
    brand: { id: 11, name: "Lumina Fine", slug: "lumina-fine" },
    categories: [{ id: 24, name: "Necklaces", slug: "necklaces" }],
    prices: { SAR: { price: 6300 }, AED: { price: 6150 }, EGP: { price: 83500 } },
    images: [{ id: 1041, file: "emerald-pendant-necklace__worn.jpg", alt: "Emerald pendant necklace" }],
    variants: [{ id: 1041, sku: "LUM-NCK-104", stock: stock(6, 6, 3) }],
  },
  {
    id: 105,
    sku: "LUM-BNG-105",
    name: "Rose Gold Bangle",
    slug: "rose-gold-bangle",
    description: "<p>A hammered 18k rose gold bangle.</p>",
    brand: { id: 13, name: "Lumina Everyday", slug: "lumina-everyday" },
    categories: [{ id: 23, name: "Bracelets", slug: "bracelets" }],
    prices: { SAR: { price: 3200 }, AED: { price: 3120 }, EGP: { price: 42400 } },
    images: [{ id: 1051, file: "rose-gold-bangle__stack.jpg", alt: "Rose gold bangle" }],
    variants: [{ id: 1051, sku: "LUM-BNG-105", stock: stock(0, 0, 0) }],
  },
  {
    id: 106,
    sku: "LUM-EAR-106",
    name: "Sapphire Stud Earrings",
    slug: "sapphire-stud-earrings",
    description: "<p>Ceylon sapphires in four-claw white gold settings.</p>",
    brand: { id: 11, name: "Lumina Fine", slug: "lumina-fine" },
    categories: [{ id: 22, name: "Earrings", slug: "earrings" }],
    prices: { SAR: { price: 2750 }, AED: { price: 2690 }, EGP: { price: 36400 } },
    images: [{ id: 1061, file: "sapphire-stud-earrings__pair.jpg", alt: "Sapphire stud earrings" }],
    variants: [{ id: 1061, sku: "LUM-EAR-106", stock: stock(2, 2, 0) }],
    countries: ["sa", "ae"],
  },
  {
    // Made to order: the store does not track its stock, so it can always be bought.
    id: 107,
    sku: "LUM-NCK-107",
    name: "Gold Initial Pendant",
    slug: "gold-initial-pendant",
    description: "<p>Your initial in 18k yellow gold, made to order.</p>",
    brand: { id: 13, name: "Lumina Everyday", slug: "lumina-everyday" },
    categories: [{ id: 24, name: "Necklaces", slug: "necklaces" }],
    prices: { SAR: { price: 950 }, AED: { price: 930 }, EGP: { price: 12600 } },
    images: [{ id: 1071, file: "gold-initial-pendant__worn.jpg", alt: "Gold initial pendant" }],
    variants: [{ id: 1071, sku: "LUM-NCK-107", stock: stock(0, 0, 0) }],
    inventoryTracking: "none",
  },
];

/** The store's customer attributes (BigCommerce types string | number | date), ids as the storefront's spec numbers them. */
export const STORE_ATTRIBUTES: { id: number; name: string; type: "string" | "number" | "date" }[] = [
  { id: 1, name: "Title", type: "string" },
  { id: 2, name: "Date of birth", type: "date" },
  { id: 3, name: "Anniversary date", type: "date" },
  { id: 4, name: "Newsletter subscription", type: "string" },
  { id: 5, name: "Default address id", type: "number" },
  { id: 6, name: "Gender", type: "string" },
  { id: 7, name: "Cart id", type: "string" },
  { id: 8, name: "Preferred language", type: "string" },
  { id: 9, name: "Mobile verified", type: "string" },
  { id: 10, name: "Loyalty number", type: "string" },
  { id: 11, name: "Reset password token", type: "string" },
  { id: 12, name: "Governorate", type: "string" },
  { id: 13, name: "City", type: "string" },
  { id: 14, name: "Postal code", type: "string" },
  { id: 15, name: "Email verified", type: "string" },
  { id: 16, name: "Verification email sent", type: "string" },
  { id: 17, name: "Verification email token", type: "string" },
  { id: 18, name: "Newsletter subscription timestamp", type: "date" },
  { id: 170, name: "Cart id (region change)", type: "string" },
];

export function productsOf(country: Country): FixtureProduct[] {
  return CATALOGUE.filter((p) => !p.countries || p.countries.includes(country));
}

/** The store's CDN address of an image, with the `{:size}` placeholder BigCommerce's `urlTemplate` carries. */
export function imageTemplate(
  store: StoreConfig,
  product: FixtureProduct,
  image: FixtureProduct["images"][number],
): string {
  return `https://cdn11.bigcommerce.com/s-${store.storeHash}/images/stencil/{:size}/products/${product.id}/${image.id}/${image.file}?c=1`;
}
