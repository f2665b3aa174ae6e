import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import * as t from "@/lib/db/schema";

/** The marketing events port: stored always, forwarded when configured, never throwing. */
const env = vi.hoisted(() => ({ url: undefined as string | undefined }));
vi.mock("@/lib/env", async (original) => {
  const real = await original<typeof import("@/lib/env")>();
  return { ...real, serverEnv: () => ({ ...real.serverEnv(), MARKETING_EVENTS_URL: env.url, MARKETING_EVENTS_TOKEN: "token-1" }) };
});
const { recordMarketingEvent } = await import("./marketing");

let handle: Awaited<ReturnType<typeof openTestDb>>;
const received: { auth?: string; body: Record<string, unknown> }[] = [];
let status = 200;
const server = createServer((req: IncomingMessage, res) => {
  let data = "";
  req.on("data", (c) => (data += c));
  req.on("end", () => {
    received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
    res.writeHead(status).end();
  });
});

beforeAll(async () => {
  handle = await openTestDb();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  server.close();
  await handle?.close();
});

const event = (cartId: string) => ({
  type: "cart_update_backend" as const,
  region: "sa",
  payload: { email: null, cookieId: "v-1", customerId: 0, action: "add" as const, region: "sa", brand: "main" as const, language: "en", cartId, currency: "SAR", quantity: 1, cartTotal: 100, items: [] },
});
const rowsOf = (cartId: string) => handle.db.select().from(t.marketingEvents).then((rows) => rows.filter((r) => r.payload.cartId === cartId));

describe("recordMarketingEvent", () => {
  it("stores the event and, with an endpoint configured, forwards it with the token and marks it", async () => {
    env.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
    status = 200;
    await recordMarketingEvent(event("c-1"), { db: handle.db });
    const [row] = await rowsOf("c-1");
    expect(row!.forwardedAt).toBeInstanceOf(Date);
    expect(received.at(-1)).toMatchObject({ auth: "Bearer token-1", body: { eventType: "cart_update_backend", action: "add", cartId: "c-1" } });
  });

  it("keeps the event, reports and never throws when the endpoint fails or is unreachable", async () => {
    const onError = vi.fn();
    status = 500;
    await expect(recordMarketingEvent(event("c-2"), { db: handle.db, onError })).resolves.toBeUndefined();
    env.url = "http://127.0.0.1:9/unreachable";
    await expect(recordMarketingEvent(event("c-3"), { db: handle.db, onError })).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(2);
    for (const id of ["c-2", "c-3"]) expect((await rowsOf(id))[0]!.forwardedAt).toBeNull();
  });

  it("without an endpoint only stores it", async () => {
    env.url = undefined;
    const before = received.length;
    await recordMarketingEvent(event("c-4"), { db: handle.db });
    expect((await rowsOf("c-4"))[0]!.forwardedAt).toBeNull();
    expect(received.length).toBe(before);
    expect(await handle.db.select().from(t.marketingEvents).where(eq(t.marketingEvents.type, "cart_update_backend"))).toHaveLength(4);
  });
});
