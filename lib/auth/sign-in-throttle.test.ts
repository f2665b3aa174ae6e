import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "@/lib/db/test-db";
import { LOCK_MAX_MS, RATE_LIMIT_TRIES } from "./rate-limit";
import { SHOPPER_DEVICE, signInGate, type SignInGate } from "./sign-in-throttle";

/** The sign-in gate with a clock of its own: progressive locks, device cookies (ADR 0016). */
let handle: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => void (handle = await openTestDb()));
afterAll(() => handle?.close());

let ip = 0;
const request = (cookie?: string) =>
  new Request("http://shop.test/api/customer/login", {
    headers: { "x-forwarded-for": `198.51.100.${++ip % 250}`, ...(cookie && { cookie }) },
  });
const gate = (account: string, at: Date, cookie?: string) =>
  signInGate(request(cookie), account, { ...SHOPPER_DEVICE, db: handle.db, now: at });
const minutes = (start: Date, m: number) => new Date(start.getTime() + m * 60_000);

/** `RATE_LIMIT_TRIES` wrong passwords at `at`, each from a new address; then what the next stranger gets. */
async function guess(account: string, at: Date, cookie?: string): Promise<SignInGate> {
  for (let i = 0; i < RATE_LIMIT_TRIES; i++) {
    const open = await gate(account, at, cookie);
    if (open.refused) throw new Error(`refused at try ${i + 1}`);
    await open.failed();
  }
  return gate(account, at, cookie);
}

async function signedInDevice(account: string, at: Date, cookie?: string): Promise<string> {
  const open = await gate(account, at, cookie);
  if (open.refused) throw new Error("refused");
  return /^lumina_device=[^;]+/.exec(await open.succeeded(request()))![0];
}

describe("the account lock for strangers", () => {
  it("doubles each time a guesser comes back, and is forgotten a day after it ended", async () => {
    const t0 = new Date("2026-11-21T10:00:00Z");
    expect(await guess("sa:noura@example.com", t0)).toEqual({ refused: true, retryAfterS: 15 * 60 });
    expect((await gate("sa:noura@example.com", minutes(t0, 10))).refused).toBe(true);
    const t1 = minutes(t0, 15);
    expect(await guess("sa:noura@example.com", t1)).toEqual({ refused: true, retryAfterS: 30 * 60 });
    const t2 = minutes(t1, 30);
    expect(await guess("sa:noura@example.com", t2)).toEqual({ refused: true, retryAfterS: 60 * 60 });
    // A day after the last lock ended, the next starts at 15 minutes again.
    const t3 = minutes(t2, 60 + 24 * 60 + 1);
    expect(await guess("sa:noura@example.com", t3)).toEqual({ refused: true, retryAfterS: 15 * 60 });
  });

  it("lasts a day at most", async () => {
    let at = new Date("2026-11-22T10:00:00Z");
    let last: SignInGate = { refused: true, retryAfterS: 0 };
    for (let round = 0; round < 9; round++) {
      last = await guess("sa:reem@example.com", at);
      if (!last.refused) throw new Error("not locked");
      at = new Date(at.getTime() + last.retryAfterS * 1000);
    }
    expect(last).toEqual({ refused: true, retryAfterS: LOCK_MAX_MS / 1000 });
  });

  it("is the same for an address nobody signed up with", async () => {
    const at = new Date("2026-11-23T10:00:00Z");
    expect(await guess("sa:nobody-here@example.com", at)).toEqual(await guess("sa:someone@example.com", at));
  });
});

describe("the device cookie", () => {
  it("lets her own browser in while strangers are locked out; its own failures lock only it", async () => {
    const at = new Date("2026-11-24T10:00:00Z");
    const own = await signedInDevice("sa:sara@example.com", at);
    const other = await signedInDevice("sa:sara@example.com", at);
    expect((await guess("sa:sara@example.com", at)).refused).toBe(true);
    expect((await gate("sa:sara@example.com", at, own)).refused).toBe(false);
    // Wrong passwords from her browser lock that browser (and count for the account) ...
    expect(await guess("sa:sara@example.com", minutes(at, 1), own)).toEqual({ refused: true, retryAfterS: 15 * 60 });
    // ... not another browser she signed in from.
    expect((await gate("sa:sara@example.com", minutes(at, 1), other)).refused).toBe(false);
  });

  it("is no pass for another account, nor when forged; one browser keeps several accounts", async () => {
    const at = new Date("2026-11-25T10:00:00Z");
    const mine = await signedInDevice("sa:huda@example.com", at);
    // Laila signs in on Huda's browser too (before the attacks): both are trusted there.
    const shared = await signedInDevice("sa:laila@example.com", at, mine);
    expect((await guess("sa:laila@example.com", at)).refused).toBe(true);
    expect((await gate("sa:laila@example.com", at, mine)).refused).toBe(true);
    expect((await gate("sa:laila@example.com", at, "lumina_device=forged")).refused).toBe(true);
    // A sealed session id is not a device cookie (its own key).
    const { seal, sealKey } = await import("./seal");
    const session = seal(JSON.stringify({ d: "x", a: ["sa:laila@example.com"] }), await sealKey(handle.db));
    expect((await gate("sa:laila@example.com", at, `lumina_device=${session}`)).refused).toBe(true);
    expect((await gate("sa:laila@example.com", at, shared)).refused).toBe(false);
    expect((await guess("sa:huda@example.com", at)).refused).toBe(true);
    expect((await gate("sa:huda@example.com", at, shared)).refused).toBe(false);
  });
});
