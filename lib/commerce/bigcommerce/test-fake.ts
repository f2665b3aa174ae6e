import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import type { HttpHandler } from "msw";
import { setupServer } from "msw/node";
import { resetUpstreams } from "@/lib/http/upstream";
import { createBigCommerceFake, type BigCommerceFake } from "@/tests/msw/bigcommerce/handlers";

/**
 * Tests: the fake BigCommerce stores (msw) for the whole file. After each test the fake is reset
 * (stock, carts, faults), the circuits and last good copies are forgotten, and any contract
 * violation the fake saw fails the test. A request nobody handles fails the run. `extra` handlers
 * (operations the fake does not route, beside it in tests/msw/bigcommerce/) go before the fake's.
 */
export function withBigCommerceFake(extra: (fake: BigCommerceFake) => HttpHandler[] = () => []): BigCommerceFake {
  const fake = createBigCommerceFake();
  const server = setupServer(...extra(fake), ...fake.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => {
    const seen = [...fake.violations];
    fake.reset();
    resetUpstreams();
    vi.useRealTimers();
    expect(seen).toEqual([]);
  });
  afterAll(() => server.close());
  return fake;
}
