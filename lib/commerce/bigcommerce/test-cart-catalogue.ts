import type { RegionCode } from "@/lib/i18n/locales";
import { productsOf } from "@/tests/msw/bigcommerce/catalogue";
import type { BigCommerceFake } from "@/tests/msw/bigcommerce/handlers";
import type { CartCatalogue } from "./cart-catalogue";
import { productPath } from "../product-path";

/** Tests: a fake store's catalogue facts, from its fixtures and live stock (carts without the GraphQL catalogue). */
export function fakeCartCatalogue(fake: BigCommerceFake, region: RegionCode): CartCatalogue {
  return async (productIds) => {
    const products = productsOf(region).filter((p) => productIds.includes(p.id));
    return new Map(
      products.flatMap((p) =>
        p.variants.map((v) => [
          v.id,
          {
            productId: p.id,
            sku: v.sku,
            name: `${p.brand.name} - ${p.name}`,
            path: productPath(p.slug, p.sku),
            options: v.option ? [{ name: v.option.optionName, value: v.option.label }] : [],
            available: fake.stores[region].tracksStock(v.id) ? fake.stores[region].availableToSell(v.id) : null,
            imageUrl: null,
          },
        ]),
      ),
    );
  };
}
