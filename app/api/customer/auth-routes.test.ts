import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { eq } from "drizzle-orm";
import { sellableProducts, setStock } from "@/lib/db/test-catalogue";
import * as t from "@/lib/db/schema";
import { SESSION_COOKIE } from "@/lib/session";
import { RATE_LIMIT_TRIES } from "@/lib/auth/rate-limit";

/**
 * Sign-up, verification, sign-in, sign-out, cart merge, password change and reset, called
 * directly (POST(request)) on a throw-away database, the mails read from the outbox.
 */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb({ products: 40 });

const routes = {
  "customer/login": (await import("./login/route")).POST,
  "customer/sign-up": (await import("./sign-up/route")).POST,
  "customer/logout": (await import("./logout/route")).POST,
  "customer/merge-cart": (await import("./merge-cart/route")).POST,
  "customer/update-password": (await import("./update-password/route")).POST,
  "verify/verification-email": (await import("../verify/verification-email/route")).POST,
  "reset-password": (await import("../reset-password/route")).POST,
  "reset-password/complete": (await import("../reset-password/complete/route")).POST,
  "cart/createCart": (await import("../cart/createCart/route")).POST,
  "cart/getCart": (await import("../cart/getCart/route")).POST,
};

let ip = 0;
/** Each call comes from its own address unless one is given, so only the account limit applies. */
async function call(
  route: keyof typeof routes,
  body: unknown,
  options: { cookie?: string; ip?: string; origin?: string } = {},
) {
  const request = new Request(`http://shop.test/api/${route}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      host: "shop.test",
      "content-type": "application/json",
      "x-forwarded-for": options.ip ?? `198.51.100.${++ip % 250}`,
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.origin && { origin: options.origin }),
    },
  });
  const res = await routes[route](request);
  const setCookie = res.headers.get("set-cookie");
  const session = setCookie && /lumina_session=([^;]+)/.exec(setCookie)?.[1];
  return {
    status: res.status,
    json: await res.json(),
    cookie: session ? `${SESSION_COOKIE}=${session}` : undefined,
    setCookie,
    retryAfter: res.headers.get("retry-after"),
  };
}

async function lastMail(to: string, kind: string) {
  return (await database.lastMail({ to, kind }))!;
}
const tokenIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get("token")!;

let product: { id: number; variantId: number };
beforeAll(async () => {
  const row = (await sellableProducts(database.db, "sa")).find((p) => p.variants === 1)!;
  product = { id: row.productId, variantId: row.variantId };
  await setStock(database.db, "sa", product.variantId, 10);
});

const signUp = (email: string, extra: object = {}) =>
  call("customer/sign-up", {
    email,
    password: "Noura-2026!",
    firstName: "Noura",
    lastName: "Saleh",
    region: "sa",
    locale: "ar-sa",
    ...extra,
  });

async function verifiedCustomer(email: string) {
  await signUp(email);
  const token = tokenIn((await lastMail(email, "verify-email")).text);
  expect((await call("verify/verification-email", { email, token, region: "sa" })).status).toBe(200);
  const login = await call("customer/login", { email, password: "Noura-2026!", region: "sa" });
  expect(login.status).toBe(200);
  return { cookie: login.cookie!, customer: login.json.response.customer };
}

describe("sign-up, verification and sign-in", () => {
  it("signs up without a session, blocks sign-in until the mailed link is opened, then opens a sealed session", async () => {
    const email = "noura@example.com";
    const created = await signUp(" Noura@Example.com ");
    expect(created.status).toBe(201);
    expect(created.setCookie).toBeNull();
    const mail = await lastMail(email, "verify-email");
    expect(mail.locale).toBe("ar-sa");
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);

    const early = await call("customer/login", { email, password: "Noura-2026!", region: "sa" });
    expect(early).toMatchObject({ status: 403, json: { hasError: true, code: "verifyEmail" } });
    expect(early.cookie).toBeUndefined();

    expect((await call("verify/verification-email", { email, token: "x".repeat(43), region: "sa" })).json.code).toBe(
      "verificationLinkInvalid",
    );
    const token = tokenIn(mail.text);
    expect((await call("verify/verification-email", { email, token, region: "sa" })).status).toBe(200);
    // One use only.
    expect((await call("verify/verification-email", { email, token, region: "sa" })).status).toBe(400);

    const login = await call("customer/login", { email: "NOURA@example.com", password: "Noura-2026!", region: "sa" });
    expect(login.status).toBe(200);
    expect(login.json.response.customer).toMatchObject({ email, firstName: "Noura" });
    expect(login.setCookie).toMatch(/HttpOnly/);
    expect(login.setCookie).toMatch(/SameSite=Lax/);
    // The cookie is sealed: it is not the token the database keeps, nor readable.
    const [row] = await database.db
      .select()
      .from(t.sessions)
      .where(eq(t.sessions.customerId, login.json.response.customer.entityId));
    expect(login.cookie).not.toContain(row!.tokenHash);
  });

  it("answers a wrong password and an unknown address the same way, 401 invalidCredentials", async () => {
    await verifiedCustomer("laila@example.com");
    const wrong = await call("customer/login", { email: "laila@example.com", password: "nope-nope", region: "sa" });
    const unknown = await call("customer/login", { email: "nobody@example.com", password: "nope-nope", region: "sa" });
    for (const r of [wrong, unknown])
      expect(r).toMatchObject({
        status: 401,
        json: { hasError: true, code: "invalidCredentials", errors: ["invalidCredentials"] },
      });
    // Another country's store has no such account.
    expect(
      (await call("customer/login", { email: "laila@example.com", password: "Noura-2026!", region: "eg" })).status,
    ).toBe(401);
  });

  it("refuses a second account for one address (409), bad bodies (400) and other sites (403)", async () => {
    await signUp("dup@example.com");
    expect((await signUp("dup@example.com")).json).toMatchObject({ hasError: true, code: "emailTaken" });
    expect((await signUp("short@example.com", { password: "short" })).status).toBe(400);
    expect((await call("customer/login", { email: "not-an-email", password: "x", region: "sa" })).status).toBe(400);
    expect((await call("customer/login", "{", {})).status).toBe(400);
    expect(
      (await call("customer/login", { email: "a@b.co", password: "x", region: "sa" }, { origin: "http://evil.test" }))
        .status,
    ).toBe(403);
  });

  it("wrong passwords from many addresses lock strangers out, never the owner's own browser", async () => {
    // She signed in from her browser once: it holds a device cookie for her account.
    await verifiedCustomer("sara@example.com");
    const own = await call("customer/login", { email: "sara@example.com", password: "Noura-2026!", region: "sa" });
    const device = /lumina_device=[^;]+/.exec(own.setCookie ?? "")?.[0] ?? "";
    const elsewhere = /lumina_device=[^;]+/.exec(
      (await call("customer/login", { email: "other-account@example.com", password: "x", region: "sa" })).setCookie ??
        "",
    )?.[0];
    await verifiedCustomer("huda@example.com");
    const hudas =
      /lumina_device=[^;]+/.exec(
        (await call("customer/login", { email: "huda@example.com", password: "Noura-2026!", region: "sa" }))
          .setCookie ?? "",
      )?.[0] ?? "";
    // An attacker: twelve wrong passwords, each from another address.
    for (let i = 0; i < RATE_LIMIT_TRIES + 2; i++) {
      expect(
        (await call("customer/login", { email: "sara@example.com", password: "wrong-one", region: "sa" })).status,
      ).toBe(i < RATE_LIMIT_TRIES ? 401 : 429);
    }
    // Her own browser signs in as usual ...
    expect(
      (
        await call(
          "customer/login",
          { email: "sara@example.com", password: "Noura-2026!", region: "sa" },
          { cookie: device },
        )
      ).status,
    ).toBe(200);
    // ... while any browser she never signed in from waits, even with the right password.
    const stranger = await call("customer/login", { email: "sara@example.com", password: "Noura-2026!", region: "sa" });
    expect(stranger).toMatchObject({ status: 429, json: { code: "tooManyAttempts" } });
    expect(Number(stranger.retryAfter)).toBe(stranger.json.retryAfter);
    expect(stranger.json.retryAfter).toBeGreaterThan(14 * 60);
    // The lock is the account's, however the address is typed (trimmed, lower case: ADR 0016).
    expect(
      (await call("customer/login", { email: " SARA@Example.COM ", password: "Noura-2026!", region: "sa" })).status,
    ).toBe(429);
    // Another account's device cookie, or a forged one, is no pass; a failed sign-in leaves none.
    expect(elsewhere).toBeUndefined();
    expect(
      (
        await call(
          "customer/login",
          { email: "sara@example.com", password: "Noura-2026!", region: "sa" },
          { cookie: hudas },
        )
      ).status,
    ).toBe(429);
    expect(
      (
        await call(
          "customer/login",
          { email: "sara@example.com", password: "Noura-2026!", region: "sa" },
          { cookie: "lumina_device=forged" },
        )
      ).status,
    ).toBe(429);
    expect(own.setCookie).toMatch(
      /lumina_device=[^;]+; Path=\/api\/customer\/login; HttpOnly; SameSite=Strict; Max-Age=31536000/,
    );
  });

  it("throttles an address nobody owns exactly as a known one (no oracle)", async () => {
    const known = [];
    const unknown = [];
    await verifiedCustomer("known@example.com");
    for (let i = 0; i <= RATE_LIMIT_TRIES; i++) {
      known.push(
        (await call("customer/login", { email: "known@example.com", password: "wrong-one", region: "sa" })).status,
      );
      unknown.push(
        (await call("customer/login", { email: "nobody-here@example.com", password: "wrong-one", region: "sa" }))
          .status,
      );
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe(429);
  });

  it("still answers a flood of reset requests for her address, sending no more than the mail budget", async () => {
    await verifiedCustomer("flood@example.com");
    for (let i = 0; i < RATE_LIMIT_TRIES + 3; i++)
      expect((await call("reset-password", { email: "flood@example.com", region: "sa", locale: "en-sa" })).status).toBe(
        200,
      );
    const resets = await database.mails({ to: "flood@example.com" });
    expect(resets.filter((m) => m.kind === "reset-password")).toHaveLength(RATE_LIMIT_TRIES);
  });

  it("limits per address too, whatever the account or device cookie (a hard limit)", async () => {
    await verifiedCustomer("reem@example.com");
    const device = /lumina_device=[^;]+/.exec(
      (await call("customer/login", { email: "reem@example.com", password: "Noura-2026!", region: "sa" })).setCookie ??
        "",
    )![0];
    for (let i = 0; i < RATE_LIMIT_TRIES; i++)
      await call(
        "customer/login",
        { email: `x${i}@example.com`, password: "wrong-one", region: "sa" },
        { ip: "203.0.113.50" },
      );
    expect(
      (
        await call(
          "customer/login",
          { email: "y@example.com", password: "wrong-one", region: "sa" },
          { ip: "203.0.113.50" },
        )
      ).status,
    ).toBe(429);
    const owner = await call(
      "customer/login",
      { email: "reem@example.com", password: "Noura-2026!", region: "sa" },
      { ip: "203.0.113.50", cookie: device },
    );
    expect(owner).toMatchObject({ status: 429, json: { code: "tooManyAttempts" } });
    expect(Number(owner.retryAfter)).toBeGreaterThan(0);
    // A forged X-Forwarded-For entry in front of the address changes nothing.
    expect(
      (
        await call(
          "customer/login",
          { email: "y@example.com", password: "wrong-one", region: "sa" },
          { ip: "10.9.8.7, 203.0.113.50" },
        )
      ).status,
    ).toBe(429);
  });
});

describe("cart merge and sign-out", () => {
  const addLine = (quantity: number) => ({
    region: "sa",
    locale: "en-sa",
    payload: { line_items: [{ product_id: product.id, quantity }] },
  });

  it("merges the guest cart into the saved one, then hands the cart back as a guest cart at sign-out", async () => {
    const { cookie } = await verifiedCustomer("merge@example.com");
    // A first visit leaves a saved cart (attribute 7) holding 2.
    const first = await call("cart/createCart", addLine(2));
    const saved = await call(
      "customer/merge-cart",
      { guestCartId: first.json.response.id, region: "sa", locale: "en-sa" },
      { cookie },
    );
    expect(saved.json.response.customer_id).toBeGreaterThan(0);
    // Later, as a guest, 3 more in a new cart; signing in merges them.
    const guest = await call("cart/createCart", addLine(3));
    const merged = await call(
      "customer/merge-cart",
      { guestCartId: guest.json.response.id, region: "sa", locale: "en-sa" },
      { cookie },
    );
    expect(merged.json.response.id).toBe(saved.json.response.id);
    expect(merged.json.response.line_items.physical_items[0].quantity).toBe(5);
    expect((await call("cart/getCart", { cartId: guest.json.response.id, region: "sa" })).status).toBe(404);
    // A stranger cannot read the customer's cart; after sign-out the same browser holds it as a guest cart.
    expect((await call("cart/getCart", { cartId: merged.json.response.id, region: "sa" })).status).toBe(403);
    const out = await call("customer/logout", { cartId: merged.json.response.id, region: "sa" }, { cookie });
    expect(out.json.response).toEqual({ signedOut: true, guestCartId: merged.json.response.id });
    expect(out.setCookie).toMatch(/Max-Age=0/);
    expect(
      (await call("cart/getCart", { cartId: merged.json.response.id, region: "sa" })).json.response.customer_id,
    ).toBe(0);
    // The old session is gone server-side.
    expect((await call("customer/merge-cart", { region: "sa", locale: "en-sa" }, { cookie })).status).toBe(401);
  });

  it("answers 401 without a session and 403 for a session of another country", async () => {
    expect((await call("customer/merge-cart", { region: "sa", locale: "en-sa" })).status).toBe(401);
    const { cookie } = await verifiedCustomer("region@example.com");
    expect((await call("customer/merge-cart", { region: "eg", locale: "en-eg" }, { cookie })).json.code).toBe(
      "otherRegion",
    );
    // A body naming someone else is refused even where the contract does not declare the field.
    for (const other of [{ customerId: 999 }, { customer_id: "999" }, { email: "someone@example.com" }]) {
      expect((await call("customer/merge-cart", { region: "sa", locale: "en-sa", ...other }, { cookie })).status).toBe(
        403,
      );
    }
  });
});

describe("passwords", () => {
  it("changes a password with the current one; every other session ends", async () => {
    const { cookie } = await verifiedCustomer("change@example.com");
    const other = (await call("customer/login", { email: "change@example.com", password: "Noura-2026!", region: "sa" }))
      .cookie!;
    expect(
      (
        await call(
          "customer/update-password",
          { currentPassword: "wrong-one", password: "Better-pass-2", region: "sa" },
          { cookie },
        )
      ).status,
    ).toBe(403);
    const changed = await call(
      "customer/update-password",
      { currentPassword: "Noura-2026!", password: "Better-pass-2", region: "sa" },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect(changed.cookie).toBeDefined();
    expect((await call("customer/merge-cart", { region: "sa", locale: "en-sa" }, { cookie: other })).status).toBe(401);
    expect(
      (await call("customer/merge-cart", { region: "sa", locale: "en-sa" }, { cookie: changed.cookie })).status,
    ).toBe(200);
    expect(
      (await call("customer/login", { email: "change@example.com", password: "Better-pass-2", region: "sa" })).status,
    ).toBe(200);
  });

  it("throttles the current-password check like sign-in: past the limit even the right one waits", async () => {
    const { cookie } = await verifiedCustomer("guessed@example.com");
    const change = (currentPassword: string, ip?: string) =>
      call("customer/update-password", { currentPassword, password: "Better-pass-2", region: "sa" }, { cookie, ip });
    // Wrong guesses from ever new addresses count against the account.
    for (let i = 0; i < RATE_LIMIT_TRIES; i++) expect((await change(`wrong-${i}`)).status).toBe(403);
    const locked = await change("wrong-again");
    expect(locked).toMatchObject({ status: 429, json: { code: "tooManyAttempts" } });
    expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60);
    expect((await change("Noura-2026!")).status).toBe(429);
    // And every try counts against the address, whichever account it is for.
    const other = await verifiedCustomer("guessed-too@example.com");
    for (let i = 0; i < RATE_LIMIT_TRIES; i++) {
      await call(
        "customer/update-password",
        { currentPassword: `wrong-${i}`, password: "Better-pass-2", region: "sa" },
        { cookie: other.cookie, ip: "203.0.113.77" },
      );
    }
    const fromThere = await call(
      "customer/update-password",
      { currentPassword: "Noura-2026!", password: "Better-pass-2", region: "sa" },
      { cookie: other.cookie, ip: "203.0.113.77" },
    );
    expect(fromThere.status).toBe(429);
  });

  it("resets a forgotten password from the mailed link, once; unknown addresses get the same answer and no mail", async () => {
    const { cookie } = await verifiedCustomer("reset@example.com");
    expect((await call("reset-password", { email: "ghost@example.com", region: "sa", locale: "en-sa" })).json).toEqual({
      hasError: false,
      response: { sent: true },
    });
    expect((await call("reset-password", { email: "reset@example.com", region: "sa", locale: "en-sa" })).status).toBe(
      200,
    );
    const token = tokenIn((await lastMail("reset@example.com", "reset-password")).text);
    const body = { email: "reset@example.com", token, password: "Fresh-pass-3", region: "sa" };
    expect((await call("reset-password/complete", { ...body, token: "y".repeat(43) })).json.code).toBe(
      "resetLinkInvalid",
    );
    expect((await call("reset-password/complete", body)).status).toBe(200);
    expect((await call("reset-password/complete", body)).status).toBe(400);
    expect((await call("customer/merge-cart", { region: "sa", locale: "en-sa" }, { cookie })).status).toBe(401);
    expect(
      (await call("customer/login", { email: "reset@example.com", password: "Fresh-pass-3", region: "sa" })).status,
    ).toBe(200);
  });

  it("a reset from the mailed link lifts the strangers' lock: her new browser signs in at once", async () => {
    await verifiedCustomer("locked@example.com");
    for (let i = 0; i < RATE_LIMIT_TRIES; i++)
      await call("customer/login", { email: "locked@example.com", password: "wrong-one", region: "sa" });
    expect(
      (await call("customer/login", { email: "locked@example.com", password: "Noura-2026!", region: "sa" })).status,
    ).toBe(429);
    expect((await call("reset-password", { email: "locked@example.com", region: "sa", locale: "en-sa" })).status).toBe(
      200,
    );
    const token = tokenIn((await lastMail("locked@example.com", "reset-password")).text);
    expect(
      (
        await call("reset-password/complete", {
          email: "locked@example.com",
          token,
          password: "Fresh-pass-3",
          region: "sa",
        })
      ).status,
    ).toBe(200);
    const fresh = await call("customer/login", { email: "Locked@example.com", password: "Fresh-pass-3", region: "sa" });
    expect(fresh.status).toBe(200);
    expect(fresh.setCookie).toMatch(/lumina_device=/);
  });
});
