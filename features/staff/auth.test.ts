import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import * as t from "@/lib/db/schema";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { oldCostHash } from "@/lib/auth/test-passwords";
import { createAgent, staffCredentials } from "./auth";

/**
 * An agent's sign-in, on a real, throw-away database: a password stored at a lower scrypt cost is
 * stored again at today's after the right password, never after a wrong one.
 */
vi.hoisted(() => {
  process.env.STAFF_TOKEN = "staff-token-for-auth-tests-0123456789abcdef";
});
// Today's production cost, so that "lower" means what it means in the store.
vi.unmock("@/lib/auth/password-cost");
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/password")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let handle: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle?.close());
beforeEach(() => vi.clearAllMocks());

const storedHash = async (id: number) =>
  (await handle.db.select({ hash: t.staffAgents.passwordHash }).from(t.staffAgents).where(eq(t.staffAgents.id, id)))[0]!
    .hash;

/** An agent whose password was stored at the old cost (N = 2^15). */
async function oldAgent(email: string) {
  const made = await createAgent(email, "Huda", handle.db);
  if (made === "taken") throw new Error("taken");
  const old = oldCostHash(made.password);
  await handle.db.update(t.staffAgents).set({ passwordHash: old }).where(eq(t.staffAgents.id, made.id));
  vi.mocked(hashPassword).mockClear();
  return { ...made, email, old };
}

describe("staff sign-in and the password's cost", () => {
  it("stores an agent's password of the old cost again at today's cost after a successful sign-in", async () => {
    const agent = await oldAgent("huda@lumina.example");
    expect(await staffCredentials({ email: agent.email, password: agent.password }, handle.db)).toEqual({
      kind: "agent",
      agentId: agent.id,
      name: "Huda",
    });
    await vi.waitFor(async () => expect(await storedHash(agent.id)).not.toBe(agent.old), {
      timeout: 20_000,
      interval: 50,
    });
    const upgraded = await storedHash(agent.id);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(agent.password, upgraded)).toBe(true);
  });

  it("never rehashes after a wrong password", async () => {
    const agent = await oldAgent("rana@lumina.example");
    expect(await staffCredentials({ email: agent.email, password: "wrong-password" }, handle.db)).toBeNull();
    expect(hashPassword).not.toHaveBeenCalled();
    expect(await storedHash(agent.id)).toBe(agent.old);
  });
});
