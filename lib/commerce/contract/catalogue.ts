import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_IMAGE_WIDTHS } from "@/lib/constants";
import { REGION_CODES, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { imageAtWidth } from "../image-width";
import type { CatalogueReads } from "../interface";
import { skuFromPath } from "../product-path";
import type { Product } from "../types";

/**
 * One catalogue contract for every commerce provider (ADR 0021): the embedded store and BigCommerce
 * behind its fake must answer the same catalogue reads the same way. The products it uses are found
 * through the provider itself (its sitemap paths), so each side brings its own catalogue.
 * `makeProvider` opens what the provider needs and answers a country's catalogue reads.
 */
export type CatalogueFactory = (region: RegionCode) => CatalogueReads;

/** How many of a country's products are read one by one looking for one with sizes. */
const SCAN = 40;
/** How many of a country's products give the variants of a boutique stock read (at most 100 variants are asked). */
const STORE_STOCK_SCAN = 12;
/** A variant id no store has. */
const UNKNOWN_VARIANT = 987_654_321;

export function describeCatalogueContract(name: string, makeProvider: () => Promise<CatalogueFactory>): void {
  describe(`catalogue contract: ${name}`, () => {
    let catalogue: CatalogueFactory;
    const paths = new Map<RegionCode, string[]>();
    beforeAll(async () => {
      catalogue = await makeProvider();
      for (const region of REGION_CODES)
        paths.set(
          region,
          (await catalogue(region).listProductPaths()).map((p) => p.path),
        );
    });
    const skusOf = (region: RegionCode) => paths.get(region)!.map((p) => skuFromPath(p)!);

    async function productWithSizes(region: RegionCode): Promise<Product> {
      for (const sku of skusOf(region).slice(0, SCAN)) {
        const product = await catalogue(region).getProductBySku(sku, "en");
        if (product && product.variants.length > 1) return product;
      }
      throw new Error(`no product with several variants among the first ${SCAN} of ${region}`);
    }

    it("lists every product page a country sells as {slug}-sku-{sku}", () => {
      for (const region of REGION_CODES) {
        expect(paths.get(region)!.length).toBeGreaterThan(0);
        for (const path of paths.get(region)!) expect(path).toMatch(/^[a-z0-9-]+-sku-[a-z0-9-]+$/);
      }
    });

    it("reads a product by sku, in any case, with its variants and their stock", async () => {
      const product = await productWithSizes("sa");
      const again = await catalogue("sa").getProductBySku(product.sku.toLowerCase(), "en");
      expect(again?.entityId).toBe(product.entityId);
      expect(paths.get("sa")).toContain(product.path);
      // A product with sizes is counted: its variants' stock adds up to the product's.
      for (const v of product.variants) {
        expect(v.sku).toBeTruthy();
        for (const o of v.options) expect(o).toEqual({ name: expect.any(String), value: expect.any(String) });
        const left = v.inventory.availableToSell;
        expect(left !== null && Number.isInteger(left) && left >= 0).toBe(true);
        expect(v.inventory.isInStock).toBe((left ?? 0) > 0);
      }
      expect(product.variants.some((v) => v.options.length > 0)).toBe(true);
      const units = product.variants.reduce((n, v) => n + (v.inventory.availableToSell ?? 0), 0);
      expect(product.inventory.aggregated.availableToSell).toBe(units);
      expect(product.inventory.isInStock).toBe(units > 0);
      expect(product.description.length).toBeGreaterThan(0);
      expect(await catalogue("sa").getProductPath(product.sku.toLowerCase())).toBe(product.path);
    });

    it("answers null for a sku no store has", async () => {
      expect(await catalogue("sa").getProductBySku("NO-SUCH-SKU-404", "en")).toBeNull();
      expect(await catalogue("sa").getProductPath("NO-SUCH-SKU-404")).toBeNull();
    });

    it("reads products by ids in the order asked for, leaving out unknown ids", async () => {
      const sa = catalogue("sa");
      const firsts = await Promise.all(
        skusOf("sa")
          .slice(0, 3)
          .map((sku) => sa.getProductBySku(sku, "en")),
      );
      const ids = firsts.map((p) => p!.entityId).reverse();
      const found = await sa.getProductsByIds([ids[0]!, 987_654_321, ids[1]!, ids[2]!], "en");
      expect(found.map((p) => p.entityId)).toEqual(ids);
      expect(await sa.getProductsByIds([], "en")).toEqual([]);
    });

    it("prices each country's products in its currency", async () => {
      for (const region of REGION_CODES) {
        const [first] = await catalogue(region).getProductsByIds(
          [(await catalogue(region).getProductBySku(skusOf(region)[0]!, "en"))!.entityId],
          "en",
        );
        const { price, basePrice, salePrice } = first!.prices;
        const currency = REGIONS[region].currency;
        expect([price.currencyCode, basePrice.currencyCode]).toEqual([currency, currency]);
        expect(price.value).toBeGreaterThan(0);
        if (salePrice) expect(salePrice.value).toBeLessThan(basePrice.value);
        expect(price.value).toBeLessThanOrEqual(basePrice.value);
      }
    });

    it("gives product images at the four product widths (PRODUCT_IMAGE_WIDTHS)", async () => {
      const product = (await catalogue("ae").getProductBySku(skusOf("ae")[0]!, "en"))!;
      expect(product.defaultImage).not.toBeNull();
      expect(product.images.length).toBeGreaterThan(0);
      const urls = PRODUCT_IMAGE_WIDTHS.map((w) => imageAtWidth(product.defaultImage!.url, w));
      expect(new Set(urls).size).toBe(PRODUCT_IMAGE_WIDTHS.length);
      urls.forEach((url, i) => expect(url).toContain(String(PRODUCT_IMAGE_WIDTHS[i])));
    });

    it("keeps a country's product out of another country's store", async () => {
      const egSkus = new Set(skusOf("eg"));
      const saOnly = skusOf("sa").find((sku) => !egSkus.has(sku));
      expect(saOnly, "a product sold in sa and not in eg").toBeDefined();
      const product = await catalogue("sa").getProductBySku(saOnly!, "en");
      expect(product).not.toBeNull();
      expect(await catalogue("eg").getProductBySku(saOnly!, "en")).toBeNull();
      expect(await catalogue("eg").getProductPath(saOnly!)).toBeNull();
      expect(await catalogue("eg").getProductsByIds([product!.entityId], "en")).toEqual([]);
    });

    it("lists products and categories of the country", async () => {
      const page = await catalogue("sa").listProducts({ limit: 2 }, "en");
      expect(page.items.length).toBe(2);
      expect(page.total).toBe(paths.get("sa")!.length);
      const inStock = await catalogue("sa").listProducts({ inStockOnly: true, sort: "price-asc", limit: 250 }, "en");
      expect(inStock.items.every((p) => p.inventory.isInStock)).toBe(true);
      const prices = inStock.items.map((p) => p.prices.price.value);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const categories = await catalogue("sa").getCategories("en");
      expect(categories.length).toBeGreaterThan(0);
      for (const c of categories) expect(c.slug).toMatch(/^[a-z0-9-]+$/);
    });

    // Collect in store: each boutique's own stock. The figures are the provider's own (seeded or
    // on its fake store): the cases read them through the provider, never as fixed numbers.

    /** The variants of a country's first `count` products, read one by one. */
    async function variantsOf(region: RegionCode, count: number): Promise<number[]> {
      const products = await Promise.all(
        skusOf(region)
          .slice(0, count)
          .map((sku) => catalogue(region).getProductBySku(sku, "en")),
      );
      return products.flatMap((p) => p?.variants.map((v) => v.entityId) ?? []);
    }

    it("lists every boutique of a country with boutiques, in the store locator's order, with each variant asked", async () => {
      for (const region of ["sa", "eg"] as const) {
        const ids = [...(await variantsOf(region, 3)), UNKNOWN_VARIANT];
        for (const lang of ["en", "ar"] as const) {
          const stock = await catalogue(region).getStoreStock(ids, lang);
          expect(stock.length, region).toBeGreaterThan(0);
          expect(stock.map((s) => s.store)).toEqual(await catalogue(region).getStoreLocations(lang));
          for (const { stock: held } of stock) {
            expect(held.map((s) => s.variant_id)).toEqual(ids);
            for (const { available } of held) expect(Number.isInteger(available) && available >= 0).toBe(true);
          }
        }
      }
    });

    it("counts 0 a variant a boutique does not carry, and a boutique's figure does not depend on what is asked with it", async () => {
      const ids = (await variantsOf("sa", STORE_STOCK_SCAN)).slice(0, 100);
      const stock = await catalogue("sa").getStoreStock(ids, "en");
      const figures = (id: number) => stock.map((s) => s.stock.find((v) => v.variant_id === id)!.available);
      // A piece one boutique holds and another does not carry.
      const piece = ids.find((id) => figures(id).some((n) => n > 0) && figures(id).some((n) => n === 0));
      expect(piece, "a variant held in one Saudi boutique and not in another").toBeDefined();
      const alone = await catalogue("sa").getStoreStock([piece!], "en");
      expect(alone.map((s) => s.stock)).toEqual(figures(piece!).map((available) => [{ variant_id: piece, available }]));
    });

    it("counts an unknown variant 0 in every boutique", async () => {
      const stock = await catalogue("sa").getStoreStock([UNKNOWN_VARIANT], "en");
      expect(stock.length).toBeGreaterThan(0);
      for (const s of stock) expect(s.stock).toEqual([{ variant_id: UNKNOWN_VARIANT, available: 0 }]);
    });

    it("answers [] for a country without boutiques (ae)", async () => {
      expect(await catalogue("ae").getStoreLocations("en")).toEqual([]);
      expect(await catalogue("ae").getStoreStock([...(await variantsOf("ae", 3)), UNKNOWN_VARIANT], "en")).toEqual([]);
    });
  });
}
