// Cart operations under load for `npm run bench`: 50 shoppers (one cart each) change their
// carts at once through the real routes; each cart's line cycles 1..5 so stock never runs out.
// `thinkMs` is the mean pause between one shopper's clicks: 0 saturates the server (every cart has a
// request in flight all the time: the capacity figure), a human pace gives the latency shoppers
// see with 50 carts being changed at once (the budget's reading, docs/testing.md).
import { benchRequest } from "./bench-http";

type Sample = { ms: number; ok: boolean };
type CartLine = { id: string };
type Envelope = {
  hasError?: boolean;
  error?: string;
  response?: { id: string; line_items: { physical_items: CartLine[] }; products?: SearchProduct[] };
};
type SearchProduct = {
  entityId: number;
  inventory: { hasVariantInventory: boolean; aggregated: { availableToSell: number } };
};

export type CartBenchResult = {
  operation: string;
  carts: number;
  thinkMs: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

async function post(
  origin: string,
  route: string,
  body: unknown,
): Promise<{ ms: number; status: number; json: Envelope }> {
  const started = performance.now();
  const response = await benchRequest(`${origin}/api/${route}`, body);
  const json = response.json<Envelope>();
  return { ms: performance.now() - started, status: response.status, json };
}

/** A product sold in sa with a single variant and stock to spare, found through the search route. */
export async function pickProduct(origin: string): Promise<number> {
  const { json } = await post(origin, "search", { searchTerm: true, query: "earrings", locale: "en-sa", rows: 40 });
  const products = json.response?.products ?? [];
  const product = products.find((p) => !p.inventory.hasVariantInventory && p.inventory.aggregated.availableToSell >= 5);
  if (!product) throw new Error("no single-variant product with 5 in stock among the earrings");
  return product.entityId;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * A shopper's pause: exponential around the mean (clicks arrive as a Poisson stream). A fixed
 * pause would not do: shoppers leaving the server's queue together would click again together,
 * every request of a round arriving in one burst.
 */
const pause = (meanMs: number) => Math.min(-Math.log(1 - Math.random()) * meanMs, meanMs * 5);

export async function benchCart(
  origin: string,
  options: { carts: number; durationS: number; thinkMs: number },
): Promise<CartBenchResult[]> {
  const productId = await pickProduct(origin);
  const line = { product_id: productId, quantity: 1 };
  const carts = await Promise.all(
    Array.from({ length: options.carts }, async () => {
      const { json } = await post(origin, "cart/createCart", {
        region: "sa",
        locale: "en-sa",
        payload: { line_items: [line] },
      });
      if (json.hasError || !json.response) throw new Error(`createCart failed: ${json.error}`);
      return { id: json.response.id, itemId: json.response.line_items.physical_items[0]!.id, quantity: 1 };
    }),
  );
  const samples: Record<"add" | "update", Sample[]> = { add: [], update: [] };
  const deadline = performance.now() + options.durationS * 1000;
  const started = performance.now();
  await Promise.all(
    carts.map(async (cart) => {
      // Shoppers do not click in step: each starts somewhere within her first pause.
      await sleep(Math.random() * options.thinkMs);
      while (performance.now() < deadline) {
        if (cart.quantity < 5) {
          const r = await post(origin, "cart/addProduct", {
            cartId: cart.id,
            region: "sa",
            payload: { line_items: [line] },
          });
          samples.add.push({ ms: r.ms, ok: r.status === 200 });
          cart.quantity += 1;
        } else {
          const r = await post(origin, "cart/updateProduct", {
            cartId: cart.id,
            itemId: cart.itemId,
            region: "sa",
            payload: { line_item: { ...line, quantity: 1 } },
          });
          samples.update.push({ ms: r.ms, ok: r.status === 200 });
          cart.quantity = 1;
        }
        if (options.thinkMs > 0) await sleep(pause(options.thinkMs));
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  return (["add", "update"] as const).map((operation) => {
    const list = samples[operation];
    const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
    return {
      operation:
        operation === "add" ? "add to cart (POST /api/cart/addProduct)" : "set quantity (POST /api/cart/updateProduct)",
      carts: options.carts,
      thinkMs: options.thinkMs,
      requests: list.length,
      rps: round(list.length / elapsedS),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      errors: list.filter((s) => !s.ok).length,
    };
  });
}
