import { vi } from "vitest";

/**
 * Every test file hashes passwords at N = 2^10 (1 MiB, a few milliseconds) instead of the
 * production cost (lib/auth/password-cost.ts: 128 MiB and hundreds of milliseconds a hash), so
 * the many sign-ups and sign-ins the suite makes about routes, carts and orders stay quick. This
 * file is a vitest setup file (vitest.config.ts), which nothing outside vitest loads. A test about
 * the cost itself undoes it with `vi.unmock("@/lib/auth/password-cost")`.
 */
vi.mock("@/lib/auth/password-cost", () => ({ PASSWORD_COST: { N: 2 ** 10, r: 8, p: 1 } }));
