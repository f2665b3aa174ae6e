import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

// A store with no staff token configured.
vi.mock("@/lib/env", () => ({ serverEnv: () => ({}), publicEnv: { siteUrl: "http://localhost:3000" } }));
const { staffRoute } = await import("./server");

describe("staff routes without STAFF_TOKEN", () => {
  it("do not exist (404), whatever token is sent, and never run their handler", async () => {
    const handler = vi.fn(async () => Response.json({}));
    const route = staffRoute(z.object({ region: z.enum(["sa", "ae", "eg"]) }), handler);
    const response = await route(new Request("http://localhost/api/staff/x", { method: "POST", body: '{"region":"sa"}', headers: { authorization: "Bearer anything-at-all-0123456789" } }));
    expect(response.status).toBe(404);
    expect(handler).not.toHaveBeenCalled();
  });
});
