import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import * as t from "@/lib/db/schema";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { oldCostHash } from "@/lib/auth/test-passwords";
import { reportError } from "@/lib/monitoring/report-error";
import { createCustomers } from "./customers";

/**
 * Sign-in on the embedded store, on a real, throw-away database: a password stored at a lower
 * scrypt cost is stored again at today's after the right password, never after a wrong one.
 */
// Today's production cost, so that "lower" means what it means in the store.
vi.unmock("@/lib/auth/password-cost");
// The real hashing, counted, and made to fail on demand.
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/password")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
vi.mock("@/lib/monitoring/report-error", () => ({ reportError: vi.fn() }));

let handle: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle?.close());
beforeEach(() => vi.clearAllMocks());

const customers = () => createCustomers(handle.db, "sa");
const storedHash = async (id: number) =>
  (await handle.db.select({ hash: t.customers.passwordHash }).from(t.customers).where(eq(t.customers.id, id)))[0]!.hash;

/** A customer whose password was stored at the old cost (N = 2^15). */
async function oldCustomer(password = "Old-cost-pass-1") {
  const email = `old-${Math.random().toString(36).slice(2)}@example.com`;
  const customer = await customers().createCustomer({ email, password, firstName: "Noura", lastName: "Saleh" });
  const old = oldCostHash(password);
  await handle.db.update(t.customers).set({ passwordHash: old }).where(eq(t.customers.id, customer.entityId));
  vi.mocked(hashPassword).mockClear();
  return { customer, email, password, old };
}

describe("embedded sign-in and the password's cost", () => {
  it("stores a password of the old cost again at today's cost after a successful sign-in", async () => {
    const { customer, email, password, old } = await oldCustomer();
    expect(await customers().verifyCredentials(email, password)).toMatchObject({ entityId: customer.entityId });
    await vi.waitFor(async () => expect(await storedHash(customer.entityId)).not.toBe(old), {
      timeout: 20_000,
      interval: 50,
    });
    const upgraded = await storedHash(customer.entityId);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(password, upgraded)).toBe(true);
    // Signed in again: already at today's cost, so nothing is hashed.
    vi.mocked(hashPassword).mockClear();
    expect(await customers().verifyCredentials(email, password)).toMatchObject({ entityId: customer.entityId });
    expect(hashPassword).not.toHaveBeenCalled();
    expect(await storedHash(customer.entityId)).toBe(upgraded);
  });

  it("never rehashes after a wrong password", async () => {
    const { customer, email, old } = await oldCustomer();
    expect(await customers().verifyCredentials(email, "Wrong-pass-1")).toBeNull();
    // The rehash would have started (its hash called) before the answer.
    expect(hashPassword).not.toHaveBeenCalled();
    expect(await storedHash(customer.entityId)).toBe(old);
  });

  it("signs in when the rehash fails, and reports the failure", async () => {
    const { customer, email, password, old } = await oldCustomer();
    vi.mocked(hashPassword).mockRejectedValueOnce(new Error("scrypt: memory limit exceeded"));
    expect(await customers().verifyCredentials(email, password)).toMatchObject({ entityId: customer.entityId });
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledOnce());
    expect(vi.mocked(reportError).mock.calls[0]![0]).toMatchObject({
      cause: { message: "scrypt: memory limit exceeded" },
    });
    expect(await storedHash(customer.entityId)).toBe(old);
  });

  it("does not undo a password changed while the rehash was running", async () => {
    const { customer, email, password } = await oldCustomer();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = vi.mocked(hashPassword).getMockImplementation()!;
    vi.mocked(hashPassword).mockImplementationOnce(async (p) => {
      const hash = await real(p);
      await gate;
      return hash;
    });
    expect(await customers().verifyCredentials(email, password)).toMatchObject({ entityId: customer.entityId });
    expect(await customers().setPassword(customer.entityId, "New-pass-2026")).toBe(true);
    release();
    await vi.mocked(hashPassword).mock.results[0]!.value; // the rehash's hash, then its write
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await verifyPassword("New-pass-2026", await storedHash(customer.entityId))).toBe(true);
    expect(reportError).not.toHaveBeenCalled();
  });
});
