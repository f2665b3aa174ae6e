import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LAG_MS, SharedCacheTimeoutError, withLifetime, withinTimeout } from "./shared-cache.mjs";

/** Holds the event loop, as a page rendering on the same core does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe("withinTimeout", () => {
  // An echo server on loopback: its answer arrives on a socket, read in the event loop's poll
  // phase like Redis's, after the timers of the same turn.
  let server: net.Server;
  let port: number;
  beforeAll(async () => {
    server = net.createServer((socket) => socket.on("data", (data) => socket.write(data)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function echo(): Promise<{ ask: () => void; answer: Promise<string>; close: () => void }> {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const answer = new Promise<string>((resolve) => socket.once("data", (data) => resolve(data.toString())));
    return { ask: () => socket.write("PONG"), answer, close: () => socket.destroy() };
  }

  it("does not take a process busy for longer than the budget for an answer that did not come", async () => {
    const redis = await echo();
    try {
      redis.ask();
      const answered = withinTimeout(redis.answer, 100);
      // The answer is on the socket long before this ends; a plain timer would fire first.
      busy(250);
      await expect(answered).resolves.toBe("PONG");
    } finally {
      redis.close();
    }
  });

  it("gives up on a call that never answers after its budget of the process's own time", async () => {
    const started = performance.now();
    await expect(withinTimeout(new Promise(() => {}), 100)).rejects.toBeInstanceOf(SharedCacheTimeoutError);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(95);
    // Well before the longest it may wait for a busy process: this one is idle.
    expect(took).toBeLessThan(100 + MAX_LAG_MS);
  });

  it("still gives up while the process stays busy, at most its allowance for lag past the budget", async () => {
    // A short allowance (MAX_LAG_MS in use): the test spins the CPU only about that long.
    const budget = 300;
    const allowance = 150;
    const slice = 200;
    const started = performance.now();
    let settled = false;
    const outcome = withinTimeout(new Promise(() => {}), budget, allowance)
      .then(
        () => "answered",
        (error: unknown) => error,
      )
      .finally(() => (settled = true));
    // Busy in slices, each longer than a tick may count, with a turn of the event loop between
    // them, as under a steady load: the budget alone would take six slices.
    while (!settled && performance.now() - started < budget + allowance + 3 * slice) {
      busy(slice);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await outcome).toBeInstanceOf(SharedCacheTimeoutError);
    expect(performance.now() - started).toBeLessThan(budget + allowance + slice + 100);
  });
});

describe("withLifetime", () => {
  const page = (revalidate: number | false | undefined) => ({
    lastModified: 1,
    lifespan: { revalidate },
    tags: [],
    value: { kind: "APP_PAGE", html: "" },
  });

  it("gives a cached page the revalidate period it was stored with, for every instance's Next", () => {
    expect(withLifetime(page(300))).toMatchObject({ cacheControl: { revalidate: 300, expire: undefined } });
    expect(withLifetime(page(false))).toMatchObject({ cacheControl: { revalidate: false } });
    expect(withLifetime(page(undefined))).toMatchObject({ cacheControl: { revalidate: false } });
  });

  it("leaves data entries, entries that carry their own lifetime, and misses as they are", () => {
    const data = { lastModified: 1, lifespan: { revalidate: 300 }, tags: [], value: { kind: "FETCH" } };
    expect(withLifetime(data)).toBe(data);
    const own = { ...page(300), cacheControl: { revalidate: 60 } };
    expect(withLifetime(own)).toBe(own);
    expect(withLifetime(null)).toBeNull();
  });
});
