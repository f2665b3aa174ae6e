import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowFromJson } from "@/lib/db/json-row";
import * as t from "@/lib/db/schema";
import type { RegionCode } from "@/lib/i18n/locales";
import { CommerceInputError, QuantityExceedsError } from "../errors";
import type { PricedVariant } from "./cart-lines";
import { productPath } from "../product-path";

type Promotion = typeof t.promotions.$inferSelect;

/**
 * The embedded store's cart functions (migration 0002_cart_functions.sql): each cart change is
 * one statement, so the lock, owner check, stock check and upsert cost one round trip. This
 * file speaks to them: it calls, decodes their JSON and maps their SQLSTATEs to our errors.
 */
export type CartRowJson = {
  id: string;
  region: string;
  locale: string;
  currency: string;
  customer_id: number;
  channel_id: number;
  /** The promotion code the cart carries (upper-case), null when none. */
  promo_code: string | null;
  created_at: string;
  updated_at: string;
};
type ItemJson = Omit<PricedVariant, "path" | "options"> & {
  id: string;
  quantity: number;
  slug: string;
  optionName: string | null;
  optionValue: string | null;
};
export type CartView = { cart: CartRowJson; items: { id: string; quantity: number; variant: PricedVariant }[] };
export type ChangeResult =
  | { status: "ok"; view: CartView }
  | { status: "emptied" }
  | { status: "not-found"; what: "cart" | "item" }
  | { status: "forbidden" };

type RawView = { cart: CartRowJson; items: ItemJson[] };
type RawResult = { status: "ok"; view: RawView } | Exclude<ChangeResult, { status: "ok" }>;

function decodeView(raw: RawView): CartView {
  return {
    cart: raw.cart,
    items: raw.items.map(({ id, quantity, slug, optionName, optionValue, ...v }) => ({
      id,
      quantity,
      variant: {
        ...v,
        path: productPath(slug, v.productSku),
        options: optionName && optionValue ? [{ name: optionName, value: optionValue }] : [],
      },
    })),
  };
}

/** The database error behind a driver's (and drizzle's) wrapping. */
function pgError(error: unknown): { code?: string; message?: string; detail?: string } | null {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 3; depth++) {
    if ("code" in e && typeof e.code === "string") return e as { code: string; message?: string; detail?: string };
    e = "cause" in e ? e.cause : null;
  }
  return null;
}

async function call<T>(db: Db, query: SQL): Promise<T> {
  try {
    const result = (await db.execute(query)) as unknown as { rows: { r: T }[] };
    return result.rows[0]!.r;
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === "LU409") {
      const { sku, available } = JSON.parse(pg.detail ?? "{}") as { sku: string; available: number };
      throw new QuantityExceedsError(sku, available);
    }
    if (pg?.code === "LU400") throw new CommerceInputError(pg.message ?? "This line cannot be sold here");
    throw error;
  }
}

const decodeChange = (raw: RawResult): ChangeResult =>
  raw.status === "ok" ? { status: "ok", view: decodeView(raw.view) } : raw;

export async function cartView(db: Db, cartId: string, region: RegionCode): Promise<CartView | null> {
  const raw = await call<RawView | null>(db, sql`select cart_view(${cartId}::uuid, ${region}) as r`);
  return raw ? decodeView(raw) : null;
}

/**
 * The cart's view and every country's promotion of `code`, in one statement: applying a code
 * needs both, and on the embedded store each statement queues for the database's one thread.
 */
export async function cartViewAndPromotions(
  db: Db,
  cartId: string,
  region: RegionCode,
  code: string,
): Promise<{ view: CartView | null; promotions: Promotion[] }> {
  const result = (await db.execute(
    sql`select cart_view(${cartId}::uuid, ${region}) as r, coalesce((select json_agg(p) from promotions p where p.code = ${code}), '[]'::json) as promotions`,
  )) as unknown as { rows: { r: RawView | null; promotions: Record<string, unknown>[] | string }[] };
  const row = result.rows[0]!;
  const found =
    typeof row.promotions === "string" ? (JSON.parse(row.promotions) as Record<string, unknown>[]) : row.promotions;
  return { view: row.r ? decodeView(row.r) : null, promotions: found.map((json) => rowFromJson(t.promotions, json)) };
}

export type LineJson = { product_id: number; variant_id?: number; quantity: number };

export async function addLines(
  db: Db,
  cartId: string,
  region: RegionCode,
  actor: number | null,
  lines: LineJson[],
  locale: string | null,
): Promise<ChangeResult> {
  return decodeChange(
    await call<RawResult>(
      db,
      sql`select cart_add_lines(${cartId}::uuid, ${region}, ${actor}::integer, ${JSON.stringify(lines)}::jsonb, ${locale}::text) as r`,
    ),
  );
}

export async function setLine(
  db: Db,
  cartId: string,
  region: RegionCode,
  actor: number | null,
  itemId: string,
  quantity: number,
  locale: string | null,
): Promise<ChangeResult> {
  return decodeChange(
    await call<RawResult>(
      db,
      sql`select cart_set_line(${cartId}::uuid, ${region}, ${actor}::integer, ${itemId}::uuid, ${quantity}::integer, ${locale}::text) as r`,
    ),
  );
}
