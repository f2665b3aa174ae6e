import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";

/** A Saudi shipping address as the orders table stores it. */
export const TEST_ADDRESS = {
  first_name: "Noura",
  last_name: "Saleh",
  street: "King Fahd Rd 1",
  city: "Riyadh",
  governorate: "riyadh",
  postal_code: "12211",
  phone: "501234567",
  country_code: "SA",
};

/** Test support for returns: an order written straight to the tables with the lines a rule needs. */
export type TestLine = { productType: string; quantity?: number; price?: number; bundle?: string };

/** An order of `customerId`, delivered at `deliveredAt` (null: not yet); its line ids in the order given. */
export async function insertDeliveredOrder(
  db: Db,
  {
    region = "sa",
    customerId,
    lines,
    deliveredAt = new Date(),
  }: { region?: string; customerId: number; lines: TestLine[]; deliveredAt?: Date | null },
): Promise<{ orderId: number; lineIds: number[] }> {
  const total = lines.reduce((s, l) => s + (l.price ?? 500) * (l.quantity ?? 1), 0);
  const [order] = await db
    .insert(t.orders)
    .values({
      region,
      locale: `en-${region}`,
      customerId,
      email: `customer-${customerId}@example.com`,
      status: deliveredAt ? "delivered" : "awaiting_fulfillment",
      currency: "SAR",
      subtotalIncTax: total,
      subtotalExTax: total,
      taxTotal: 0,
      shippingTotal: 0,
      grandTotal: total,
      paymentMethod: "cod",
      shippingAddress: TEST_ADDRESS,
      cartId: randomUUID(),
      accessKey: randomUUID(),
      estimatedDelivery: "2026-11-04",
      createdAt: new Date((deliveredAt ?? new Date()).getTime() - 3 * 86_400_000),
      deliveredAt,
    })
    .returning({ id: t.orders.id });
  const rows = await db
    .insert(t.orderLines)
    .values(
      lines.map((l, i) => ({
        orderId: order!.id,
        productId: 1 + i,
        variantId: 1 + i,
        sku: `TEST-${l.productType}-${i}`,
        nameEn: `Lumina - ${l.productType} ${i}`,
        nameAr: `لومينا - قطعة ${i}`,
        path: `piece-sku-test-${i}`,
        options: [],
        quantity: l.quantity ?? 1,
        basePrice: l.price ?? 500,
        price: l.price ?? 500,
        imageUrl: null,
        productType: l.productType,
        bundleKey: l.bundle ?? null,
      })),
    )
    .returning({ id: t.orderLines.id });
  return { orderId: order!.id, lineIds: rows.map((r) => r.id) };
}
