// A bag of three lines for Lighthouse's bag page (scripts/lighthouse.ts): the bag page reads the
// bag in the browser from the tab's storage, so a fresh profile audits only the empty bag. This
// opens a new bag through a customer-service link in the audit's own browser (the store answers,
// the page keeps the guest copy in local storage, as after any visit), then empties the HTTP cache,
// so the audit that follows, run without Lighthouse's storage reset, meets the bag as a returning
// shopper does but loads every file afresh.
import { chromium } from "@playwright/test";
import { GUEST_CART_KEY } from "../../features/cart/guest-store";

type Piece = {
  entityId: number;
  type: string;
  inventory: { hasVariantInventory: boolean; aggregated: { availableToSell: number } };
};

/** Three pieces without sizes and in stock, of three kinds, from the store's search. */
async function threePieces(origin: string, locale: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [query, type] of [
    ["necklace", "necklaces"],
    ["earrings", "earrings"],
    ["bracelet", "bracelets"],
  ] as const) {
    const response = await fetch(`${origin}/api/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ searchTerm: true, query, locale, rows: 100 }),
    });
    const products = ((await response.json()) as { response: { products: Piece[] } }).response.products;
    const piece = products.find(
      (p) => p.type === type && !p.inventory.hasVariantInventory && p.inventory.aggregated.availableToSell >= 3,
    );
    if (!piece) throw new Error(`no ${type} in stock in ${locale} for the bag page's audit`);
    ids.push(piece.entityId);
  }
  return ids;
}

/** Fills the bag of the browser listening on `port` with three lines, for the bag page of `locale`. */
export async function seedBag({
  origin,
  locale,
  port,
}: {
  origin: string;
  locale: string;
  port: number;
}): Promise<void> {
  const region = locale.split("-")[1];
  const lines = (await threePieces(origin, locale)).map((product_id) => ({ product_id, quantity: 1 }));
  const created = await fetch(`${origin}/api/cart/createCart`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ region, locale, payload: { line_items: lines } }),
  });
  if (created.status !== 201)
    throw new Error(`could not make the audit's bag: ${created.status} ${await created.text()}`);
  const cartId = ((await created.json()) as { response: { id: string } }).response.id;

  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/${locale}/cart?cartId=${cartId}`);
    await page.waitForFunction(
      ([key, id]) => localStorage.getItem(key)?.includes(id),
      [GUEST_CART_KEY, cartId] as const,
      { timeout: 30_000 },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    await browser.close();
  }
}
