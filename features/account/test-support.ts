import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADDRESS } from "@/tests/support/orders";

/** Test support for the account routes: calling a handler directly, and orders written straight to the database. */
export type Handler = (request: Request) => Promise<Response>;

export async function callRoute(
  handler: Handler,
  body: unknown,
  options: { cookie?: string; method?: "POST" | "PUT"; origin?: string } = {},
) {
  const request = new Request("http://localhost/api/account-test", {
    method: options.method ?? "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.origin && { origin: options.origin }),
    },
  });
  const response = await handler(request);
  return { status: response.status, json: await response.json(), headers: response.headers };
}

/** An order of `customerId` (0: a guest) with one line, placed `daysAgo` days ago. */
export async function insertOrder(
  db: Db,
  input: { region?: string; customerId: number; email: string; daysAgo?: number; total?: number },
): Promise<number> {
  const createdAt = new Date(Date.now() - (input.daysAgo ?? 0) * 86_400_000);
  const total = input.total ?? 1150;
  const [order] = await db
    .insert(t.orders)
    .values({
      region: input.region ?? "sa",
      locale: "en-sa",
      customerId: input.customerId,
      email: input.email,
      status: "awaiting_fulfillment",
      currency: "SAR",
      subtotalIncTax: total,
      subtotalExTax: Math.round((total / 1.15) * 100) / 100,
      taxTotal: Math.round((total - total / 1.15) * 100) / 100,
      shippingTotal: 0,
      grandTotal: total,
      paymentMethod: "cod",
      shippingAddress: TEST_ADDRESS,
      cartId: randomUUID(),
      accessKey: randomUUID(),
      estimatedDelivery: createdAt.toISOString().slice(0, 10),
      createdAt,
    })
    .returning({ id: t.orders.id });
  await db.insert(t.orderLines).values({
    orderId: order!.id,
    productId: 1,
    variantId: 1,
    sku: "TEST-1",
    nameEn: "Lumina - Gold ring",
    nameAr: "لومينا - خاتم ذهب",
    path: "gold-ring-sku-test-1",
    options: [{ name: "Size", value: "52" }],
    quantity: 2,
    basePrice: total / 2,
    price: total / 2,
    imageUrl: null,
  });
  return order!.id;
}
