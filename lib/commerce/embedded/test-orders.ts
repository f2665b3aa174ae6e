import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { RegionCode } from "@/lib/i18n/locales";
import type { OrderStatus } from "../cart-types";
import { productPath } from "../product-path";

/**
 * Test support: an order written straight into the tables (no cart, no stock), so review tests
 * choose its customer, date, status and products. Lines copy the product's names as placeOrder does.
 */
export async function insertTestOrder(
  db: Db,
  {
    region = "sa",
    customerId,
    productIds,
    placedAt = new Date(),
    status = "delivered",
  }: { region?: RegionCode; customerId: number; productIds: number[]; placedAt?: Date; status?: OrderStatus },
): Promise<number> {
  const [order] = await db
    .insert(t.orders)
    .values({
      region,
      locale: `en-${region}`,
      customerId,
      email: `customer-${customerId}@example.com`,
      status,
      currency: "SAR",
      subtotalIncTax: 100,
      subtotalExTax: 86.96,
      taxTotal: 13.04,
      shippingTotal: 0,
      grandTotal: 100,
      paymentMethod: "cod",
      shippingAddress: {},
      accessKey: randomUUID(),
      cartId: randomUUID(),
      estimatedDelivery: "2030-01-01",
      createdAt: placedAt,
    })
    .returning({ id: t.orders.id });
  for (const productId of productIds) {
    const [p] = await db.select().from(t.products).where(eq(t.products.id, productId));
    await db.insert(t.orderLines).values({
      orderId: order!.id,
      productId,
      variantId: 0,
      sku: p!.sku,
      nameEn: p!.nameEn,
      nameAr: p!.nameAr,
      path: productPath(p!.slug, p!.sku),
      options: [],
      quantity: 1,
      basePrice: 100,
      price: 100,
      imageUrl: null,
      productType: p!.type,
    });
  }
  return order!.id;
}
