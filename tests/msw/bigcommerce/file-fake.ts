import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { HttpHandler } from "msw";
import { setupServer } from "msw/node";
import { resetUpstreams } from "@/lib/http/upstream";
import { createBigCommerceFake, type BigCommerceFake } from "./handlers";

/**
 * A test file's fake BigCommerce stores behind msw: listening for the file (a request nobody
 * expected fails it), fresh stores, breakers and last good values after each test, and each test
 * failing on any contract violation it caused. `extra` handlers go before the fake's.
 */
export function fakeBigCommerceForFile(extra: (fake: BigCommerceFake) => HttpHandler[] = () => []): BigCommerceFake {
  const fake = createBigCommerceFake();
  const server = setupServer(...extra(fake), ...fake.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => {
    const seen = [...fake.violations];
    fake.reset();
    resetUpstreams();
    expect(seen).toEqual([]);
  });
  afterAll(() => server.close());
  return fake;
}
