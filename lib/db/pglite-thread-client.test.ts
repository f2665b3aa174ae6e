import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { types } from "@electric-sql/pglite";
import { PGliteThread } from "./pglite-thread-client";

// PGlite on its own thread answers as PGlite itself does: the store's drizzle and pg-boss code runs
// on it unchanged (every database test of the suite goes through it by default, PGLITE_THREAD).
describe("PGlite on its own thread", () => {
  let db: PGliteThread;
  beforeAll(async () => {
    db = await PGliteThread.open(undefined, []);
    await db.exec(
      "create table notes (id serial primary key, body text not null unique, at timestamptz not null default now())",
    );
  });
  afterAll(() => db.close());

  it("answers a statement with its parameters, in objects or arrays, and keeps timestamps as text when asked", async () => {
    await db.query("insert into notes (body, at) values ($1, $2)", ["first", "2026-11-28 10:00:00+00"]);
    const objects = await db.query<{ body: string; at: Date }>("select body, at from notes where body = $1", ["first"]);
    expect(objects.rows).toEqual([{ body: "first", at: new Date("2026-11-28T10:00:00Z") }]);
    const raw = { [types.TIMESTAMPTZ]: (value: string) => value };
    const arrays = await db.query("select body, at from notes where body = $1", ["first"], {
      rowMode: "array",
      parsers: raw,
    });
    expect(arrays.rows).toEqual([["first", "2026-11-28 10:00:00+00"]]);
    // The thread's PGlite keeps drizzle's types as text by default (a statement then brings no
    // parsers); a statement that asks for fewer gets PGlite's own for the rest.
    const dated = await db.query("select at, at::date as day from notes where body = $1", ["first"], { parsers: raw });
    expect(dated.rows).toEqual([{ at: "2026-11-28 10:00:00+00", day: new Date("2026-11-28T00:00:00Z") }]);
    const keep = (value: string) => value;
    const drizzle = Object.fromEntries([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231].map((t) => [t, keep]));
    const text = await db.query("select at, at::date as day from notes where body = $1", ["first"], {
      parsers: drizzle,
    });
    expect(text.rows).toEqual([{ at: "2026-11-28 10:00:00+00", day: "2026-11-28" }]);
  });

  it("refuses a parser that does more than keep the text (functions cannot cross threads)", async () => {
    await expect(
      db.query("select 1", [], { parsers: { [types.INT4]: (value: string) => Number(value) * 2 } }),
    ).rejects.toThrow(/does more than keep the text/);
  });

  it("keeps a PostgreSQL error's fields", async () => {
    const failure = db.query("insert into notes (body) values ($1)", ["first"]);
    await expect(failure).rejects.toMatchObject({ code: "23505", constraint: "notes_body_key" });
    const raised = db.exec(
      "do $$ begin raise exception using errcode = 'LU409', message = 'only 2 left', detail = '{\"available\":2}'; end $$",
    );
    await expect(raised).rejects.toMatchObject({ code: "LU409", message: "only 2 left", detail: '{"available":2}' });
  });

  it("commits a transaction that resolves and rolls back one that throws", async () => {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>("insert into notes (body) values ($1) returning id", ["kept"]);
      return rows[0]!.id;
    });
    expect(id).toBeGreaterThan(0);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ($1)", ["dropped"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const { rows } = await db.query<{ body: string }>(
      "select body from notes where body in ('kept', 'dropped') order by body",
    );
    expect(rows).toEqual([{ body: "kept" }]);
  });

  it("runs a statement from outside an open transaction after it, as PGlite's one session does", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ($1)", ["inside"]);
      await held;
      order.push("transaction");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db
      .query<{ n: number }>("select count(*)::int as n from notes where body = 'inside'")
      .then((result) => {
        order.push("outside");
        return result.rows[0]!.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(["transaction", "outside"]);
  });

  it("hands a commit's failure to the caller", async () => {
    await db.exec("create table pairs (a int, b int, constraint ab unique (a) deferrable initially deferred)");
    const failing = db.transaction(async (tx) => {
      await tx.query("insert into pairs values (1, 1), (1, 2)");
    });
    await expect(failing).rejects.toMatchObject({ code: "23505" });
    expect((await db.query("select * from pairs")).rows).toEqual([]);
  });

  it("delivers notifications to a listener until it stops listening", async () => {
    const heard: string[] = [];
    const stop = await db.listen("orders", (payload) => heard.push(payload));
    await db.query("select pg_notify('orders', 'one')");
    await expect.poll(() => heard).toEqual(["one"]);
    await stop();
    await db.query("select pg_notify('orders', 'two')");
    await db.query("select 1");
    expect(heard).toEqual(["one"]);
  });
});
