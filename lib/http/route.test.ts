import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  CommerceInputError,
  CommerceUnavailableError,
  EmailTakenError,
  HostedCheckoutError,
  OutOfStockError,
  QuantityExceedsError,
} from "@/lib/commerce/errors";
import { failure, ok } from "./respond";
import { route, type Identity } from "./route";

const reportError = vi.hoisted(() => vi.fn());
vi.mock("@/lib/monitoring/report-error", () => ({ reportError }));
beforeEach(() => reportError.mockClear());

const schema = z.object({
  region: z.enum(["sa", "ae", "eg"]),
  quantity: z.number({ error: "must be a number" }).int().min(1, { error: "must be at least 1" }),
});
const valid = { region: "sa", quantity: 2 };

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://shop.test/api/x", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { host: "shop.test", "content-type": "application/json", ...headers },
  });
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
}

describe("route: the body", () => {
  const handle = vi.fn(async (body: z.output<typeof schema>) => ok(body));
  const POST = route(schema, handle);
  beforeEach(() => handle.mockClear());

  it("answers 400 to a body that is not JSON, or not a JSON object, without running the handler", async () => {
    expect(await answer(await POST(post("{")))).toEqual({
      status: 400,
      body: { hasError: true, error: "Invalid request: the body must be JSON" },
      cache: "no-store",
    });
    for (const body of ["[]", "null", "7"]) {
      expect((await answer(await POST(post(body)))).body.error).toBe("Invalid request: the body must be a JSON object");
    }
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers 400 naming each field the schema refuses", async () => {
    const { status, body } = await answer(await POST(post({ region: "fr", quantity: 0 })));
    expect(status).toBe(400);
    expect(body.hasError).toBe(true);
    expect(body.error).toMatch(/^Invalid request: region: .+; quantity: must be at least 1$/);
    expect(handle).not.toHaveBeenCalled();
  });

  it("hands the parsed body and the request to the handler", async () => {
    const request = post({ ...valid, extra: "dropped" });
    expect(await answer(await POST(request))).toEqual({
      status: 200,
      body: { hasError: false, response: valid },
      cache: "no-store",
    });
    expect(handle).toHaveBeenCalledWith(valid, { request });
  });
});

describe("route: the cross-site check", () => {
  it("refuses another site's post with 403 crossSite before reading anything, unless the route allows it", async () => {
    const handle = vi.fn(async () => ok(null));
    const refused = await answer(await route(schema, handle)(post(valid, { origin: "http://evil.test" })));
    expect(refused).toMatchObject({ status: 403, body: { hasError: true, code: "crossSite" } });
    expect(handle).not.toHaveBeenCalled();
    expect(
      (await route(schema, { crossSite: "allow" }, handle)(post(valid, { origin: "http://evil.test" }))).status,
    ).toBe(200);
  });
});

describe("route: thrown errors", () => {
  const throwing = (error: unknown) => route(schema, async () => Promise.reject(error));

  it("keep the provider's typed refusals as their status and code", async () => {
    expect(await answer(await throwing(new QuantityExceedsError("RING-1", 3))(post(valid)))).toEqual({
      status: 409,
      body: {
        hasError: true,
        error: "Only 3 of RING-1 left in stock",
        code: "quantityExceeds",
        sku: "RING-1",
        available: 3,
      },
      cache: "no-store",
    });
    const items = [{ sku: "RING-1", available: 0, requested: 1 }];
    expect(await answer(await throwing(new OutOfStockError(items))(post(valid)))).toMatchObject({
      status: 409,
      body: { code: "outOfStock", items },
    });
    expect(await answer(await throwing(new CommerceInputError("Unknown variant"))(post(valid)))).toMatchObject({
      status: 400,
      body: { hasError: true, error: "Unknown variant", code: "badRequest" },
    });
    expect(await answer(await throwing(new EmailTakenError("taken"))(post(valid)))).toMatchObject({
      status: 409,
      body: { code: "emailTaken" },
    });
    const hosted = new HostedCheckoutError("https://store-x-1.mybigcommerce.com/cart.php?action=loadInCheckout");
    expect(await answer(await throwing(hosted)(post(valid)))).toMatchObject({
      status: 409,
      body: { code: "hostedCheckout", checkoutUrl: hosted.checkoutUrl },
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it("answer anything else 503 unavailable, report it, and show no message or stack", async () => {
    for (const error of [
      new CommerceUnavailableError("upstream timed out"),
      new Error('relation "carts" does not exist'),
      "a string",
    ]) {
      reportError.mockClear();
      const response = await throwing(error)(post(valid));
      const text = await response.text();
      expect(response.status).toBe(503);
      expect(JSON.parse(text)).toEqual({
        hasError: true,
        error: "The store is unavailable; please try again.",
        code: "unavailable",
      });
      expect(text).not.toMatch(/timed out|relation|a string|at /);
      expect(reportError).toHaveBeenCalledWith(error);
    }
  });
});

describe("route: the identity", () => {
  type Body = { region: string };
  const signedIn: Identity<Body, { customerId: number }> = {
    resolve: async (body, request, { raw }) => {
      if (!request.headers.get("cookie")) return failure(401, "Please sign in", { code: "signInRequired" });
      if ("customerId" in raw && raw.customerId !== 7)
        return failure(403, "This belongs to another customer", { code: "forbidden" });
      return { customerId: 7 };
    },
  };

  it("refuses before the handler runs, with the identity's answer", async () => {
    const handle = vi.fn(async (_body: Body, { customerId }: { customerId: number }) => ok({ customerId }));
    const POST = route(schema, { identity: signedIn }, handle);
    expect(await answer(await POST(post(valid)))).toMatchObject({
      status: 401,
      body: { hasError: true, code: "signInRequired" },
    });
    // The raw body: a key the schema does not declare still reaches the identity check.
    expect(await answer(await POST(post({ ...valid, customerId: 8 }, { cookie: "s=1" })))).toMatchObject({
      status: 403,
      body: { code: "forbidden" },
    });
    expect(handle).not.toHaveBeenCalled();
    expect(await answer(await POST(post(valid, { cookie: "s=1" })))).toMatchObject({
      status: 200,
      body: { response: { customerId: 7 } },
    });
  });

  it("reads the body before a body-stage identity: a bad body is 400 even for a stranger", async () => {
    expect((await route(schema, { identity: signedIn }, async () => ok(null))(post({ region: "sa" }))).status).toBe(
      400,
    );
  });

  it("maps an identity that throws like the handler (503, reported)", async () => {
    const down: Identity<Body, object> = { resolve: async () => Promise.reject(new Error("database down")) };
    expect(await answer(await route(schema, { identity: down }, async () => ok(null))(post(valid)))).toMatchObject({
      status: 503,
      body: { code: "unavailable" },
    });
    expect(reportError).toHaveBeenCalledOnce();
  });

  describe("with a guard, a caller and settle (the staff shape)", () => {
    const settled: string[] = [];
    let enabled = true;
    const staff: Identity<Body, { actor: string }, string> = {
      guard: () => (enabled ? null : failure(404, "Not found", { code: "notFound" })),
      caller: async (request) => {
        const token = request.headers.get("authorization");
        if (token === "Bearer boom") throw new Error("sessions table unreachable");
        return token === "Bearer staff"
          ? "operator"
          : failure(401, "A staff sign-in is required", { code: "staffOnly" });
      },
      resolve: async (_body, _request, { caller }) => ({ actor: caller }),
      settle: async (response, { body, caller }) => {
        if (body.region === "eg") throw new Error("audit table full");
        settled.push(`${caller} ${response.status}`);
      },
    };
    const staffPost = (body: unknown, headers: Record<string, string> = {}) =>
      post(body, { authorization: "Bearer staff", ...headers });
    beforeEach(() => {
      settled.length = 0;
      enabled = true;
    });

    it("answers the guard's 404 first, even to a cross-site post with a bad body", async () => {
      enabled = false;
      const handle = vi.fn(async () => ok(null));
      expect(
        await answer(await route(schema, { identity: staff }, handle)(post("{", { origin: "http://evil.test" }))),
      ).toMatchObject({ status: 404, body: { code: "notFound" } });
      expect(handle).not.toHaveBeenCalled();
    });

    it("refuses a stranger before reading the body (401, not 400), and maps a caller that throws to 503", async () => {
      const POST = route(schema, { identity: staff }, async () => ok(null));
      expect(await answer(await POST(post("{")))).toMatchObject({ status: 401, body: { code: "staffOnly" } });
      expect((await POST(post("{", { origin: "http://evil.test" }))).status).toBe(403);
      expect(await answer(await POST(post(valid, { authorization: "Bearer boom" })))).toMatchObject({
        status: 503,
        body: { code: "unavailable" },
      });
      expect(settled).toEqual([]);
    });

    it("settles every answer after the body, a thrown one included, but not a bad body", async () => {
      const POST = route(schema, { identity: staff }, async (body, { actor }) => {
        if (body.quantity === 9) throw new QuantityExceedsError("RING-1", 1);
        return ok({ actor }, undefined, 201);
      });
      expect(await answer(await POST(staffPost(valid)))).toMatchObject({
        status: 201,
        body: { response: { actor: "operator" } },
      });
      expect((await POST(staffPost({ ...valid, quantity: 9 }))).status).toBe(409);
      expect((await POST(staffPost({ region: "sa" }))).status).toBe(400);
      expect(settled).toEqual(["operator 201", "operator 409"]);
    });

    it("reports a settle that fails and still sends the answer", async () => {
      const response = await route(schema, { identity: staff }, async () => ok("done"))(
        staffPost({ region: "eg", quantity: 1 }),
      );
      expect(await answer(response)).toMatchObject({ status: 200, body: { response: "done" } });
      expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: "audit table full" }));
    });
  });
});
