import { PGlite } from "@electric-sql/pglite";
const db = new PGlite("/tmp/exp/db");
async function time(label: string, f: () => Promise<unknown>, n = 500) {
  for (let i = 0; i < 30; i++) await f();
  const s = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(label, ((performance.now() - s) / n).toFixed(3), "ms");
}
const { rows: [c] } = await db.query<{ id: string }>("select id from carts limit 1");
const { rows: [it] } = await db.query<{ id: string, product_id: number }>("select id, product_id from cart_items where cart_id = $1", [c.id]);
await db.query("update inventory set available_to_sell = 100000 where variant_id in (select variant_id from cart_items where cart_id=$1)", [c.id]);
await time("select 1", () => db.query("select 1"));
await time("cart_view", () => db.query("select cart_view($1::uuid, 'sa') as r", [c.id]));
await time("cart_set_line", () => db.query("select cart_set_line($1::uuid, 'sa', null::integer, $2::uuid, 2, null::text) as r", [c.id, it.id]));
await time("cart_add_lines", () => db.query("select cart_add_lines($1::uuid, 'sa', null::integer, $2::jsonb, null::text) as r", [c.id, JSON.stringify([{product_id: it.product_id, quantity: 1}])]));
await time("insert event", () => db.query("insert into marketing_events(type, region, payload) values ('x','sa',$1::jsonb)", [JSON.stringify({a: 1, items: [{sku: "x", n: 2}]})]));
