import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

// A store with no staff token configured.
vi.mock("@/lib/env", () => ({ serverEnv: () => ({}), publicEnv: { siteUrl: "http://localhost:3000" } }));
const { staffMember } = await import("./route");
const { route } = await import("@/lib/http/route");
const signIn = (await import("@/app/api/staff/sign-in/route")).POST;
const agents = (await import("@/app/api/staff/agents/route")).POST;

describe("staff routes without STAFF_TOKEN", () => {
  it("do not exist (404), whatever token is sent, and never run their handler", async () => {
    const handler = vi.fn(async () => Response.json({}));
    const POST = route(
      z.object({ region: z.enum(["sa", "ae", "eg"]) }),
      { identity: staffMember({ action: "test", target: () => "x" }) },
      handler,
    );
    const response = await POST(
      new Request("http://localhost/api/staff/x", {
        method: "POST",
        body: '{"region":"sa"}',
        headers: { authorization: "Bearer anything-at-all-0123456789" },
      }),
    );
    expect(response.status).toBe(404);
    expect(handler).not.toHaveBeenCalled();
  });

  it("offer no sign-in and no agent accounts either", async () => {
    const post = (body: unknown) =>
      new Request("http://localhost/api/staff", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { authorization: "Bearer anything-at-all-0123456789" },
      });
    expect((await signIn(post({ token: "anything-at-all-0123456789" }))).status).toBe(404);
    expect((await agents(post({ email: "a@example.com", name: "A" }))).status).toBe(404);
  });
});
