import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import { openTestDb } from "@/lib/db/test-db";
import { rowFromJson } from "./json-row";

let handle: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

async function asJson(id: number) {
  const result = (await handle.db.execute(
    sql`select to_json(p) as j from promotions p where p.id = ${id}`,
  )) as unknown as { rows: { j: Record<string, unknown> | string }[] };
  const json = result.rows[0]!.j;
  return typeof json === "string" ? (JSON.parse(json) as Record<string, unknown>) : json;
}

describe("rowFromJson", () => {
  it("reads a row sent as JSON exactly as drizzle reads it from its table: dates, numerics in number mode, nulls", async () => {
    const [inserted] = await handle.db
      .insert(t.promotions)
      .values({
        region: "sa",
        code: "JSONROW",
        kind: "fixed",
        amount: 12.5,
        minSubtotal: 300,
        startsAt: new Date("2026-01-02T03:04:05.678Z"),
        endsAt: null,
        maxUses: 3,
      })
      .returning();
    const [read] = await handle.db
      .select()
      .from(t.promotions)
      .where(sql`${t.promotions.id} = ${inserted!.id}`);
    const row = rowFromJson(t.promotions, await asJson(inserted!.id));
    expect(row).toEqual(read);
    expect(row.startsAt).toBeInstanceOf(Date);
    expect(row.amount).toBe(12.5);
    expect(row.endsAt).toBeNull();
  });
});
