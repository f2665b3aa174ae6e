import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TEST_STORES } from "@/tests/msw/bigcommerce/catalogue";
import { createBigCommerceFake } from "@/tests/msw/bigcommerce/handlers";
import { managementOf } from "@/tests/msw/bigcommerce/management";
import { setupOptions, SetupUsageError } from "./options";
import type { Finding } from "./report";
import { runSetup } from "./run";

/**
 * `npm run bigcommerce:setup` against the fake ae store: a dry run changes nothing, `--apply`
 * creates what is missing, and a second run finds nothing to do.
 */
const fake = createBigCommerceFake();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  const seen = [...fake.violations];
  fake.reset();
  expect(seen).toEqual([]);
});
afterAll(() => server.close());

const ae = TEST_STORES.ae;
const SECRET = "a-webhook-secret-of-32-characters";
const ENV = {
  BC_AE_STORE_HASH: ae.storeHash,
  BC_AE_ACCESS_TOKEN: ae.accessToken,
  BC_AE_STOREFRONT_TOKEN: ae.storefrontToken,
  BC_AE_CHANNEL_ID: String(ae.channelId),
  BC_AE_CLIENT_ID: "client-ae",
  BC_AE_CLIENT_SECRET: "secret-ae",
  BC_WEBHOOK_SECRET: SECRET,
  NEXT_PUBLIC_SITE_URL: "https://www.lumina.test",
};
const options = (argv: string[] = [], env: Record<string, string | undefined> = {}) =>
  setupOptions(["--region", "ae", ...argv], { ...ENV, ...env });
const writes = () => fake.requests.filter((r) => r.operation !== "graphql" && r.method !== "GET");
const levels = (findings: Finding[], step: string) => findings.filter((f) => f.step === step).map((f) => f.level);
const text = (findings: Finding[]) => findings.map((f) => `${f.level} ${f.step} ${f.text}`).join("\n");

describe("bigcommerce:setup", () => {
  it("as a dry run, reports what it would create and writes nothing", async () => {
    const state = managementOf(fake, "ae");
    state.attributes = state.attributes.filter((a) => a.name !== "Governorate" && a.name !== "Cart id");
    const { findings, failed } = await runSetup(options());
    expect(failed, text(findings)).toBe(false);
    expect(findings).toContainEqual({
      step: "attributes",
      level: "change",
      text: 'create 2 customer attributes: "Cart id" (string), "Governorate" (string)',
    });
    expect(levels(findings, "webhooks")).toEqual(["change", "change", "change"]);
    expect(text(findings)).toContain("create store/sku/* -> https://www.lumina.test/api/webhooks/bigcommerce");
    expect(writes()).toEqual([]);
    expect(state.hooks).toEqual([]);
    expect(text(findings)).not.toContain(SECRET);
  });

  it("with --apply creates the missing attributes by name and the webhooks with the secret; a second run changes nothing", async () => {
    const state = managementOf(fake, "ae");
    state.attributes = state.attributes.filter((a) => a.name !== "Email verified");
    const first = await runSetup(options(["--apply"]));
    expect(first.failed, text(first.findings)).toBe(false);
    expect(first.findings).toContainEqual({
      step: "attributes",
      level: "changed",
      text: 'created 1 customer attributes: "Email verified" (string)',
    });
    expect(state.attributes.filter((a) => a.name === "Email verified")).toHaveLength(1);
    expect(state.hooks.map((h) => [h.scope, h.destination, h.is_active, h.headers])).toEqual(
      ["store/product/*", "store/sku/*", "store/category/*"].map((scope) => [
        scope,
        "https://www.lumina.test/api/webhooks/bigcommerce",
        true,
        { "X-Webhook-Secret": SECRET },
      ]),
    );

    fake.requests.length = 0;
    const second = await runSetup(options(["--apply"]));
    expect(second.findings.filter((f) => f.level === "change" || f.level === "changed")).toEqual([]);
    expect(writes()).toEqual([]);
    expect(state.hooks).toHaveLength(3);
  });

  it("re-arms a hook it finds inactive or with another secret instead of adding a second one", async () => {
    const state = managementOf(fake, "ae");
    state.hooks.push({
      id: 7,
      client_id: "c",
      store_hash: ae.storeHash,
      scope: "store/product/*",
      destination: "https://www.lumina.test/api/webhooks/bigcommerce",
      is_active: false,
      headers: { "X-Webhook-Secret": "an-old-secret-000000" },
      created_at: 1,
      updated_at: 1,
    });
    const { findings } = await runSetup(options(["--apply"]));
    expect(text(findings)).toContain("updated hook 7 (store/product/*): activate it, send the current secret");
    expect(state.hooks.filter((h) => h.scope === "store/product/*")).toEqual([
      expect.objectContaining({ id: 7, is_active: true, headers: { "X-Webhook-Secret": SECRET } }),
    ]);
  });

  it("names a missing scope, a refused token and a Storefront token that does not work", async () => {
    managementOf(fake, "ae").denied.add("sites");
    const scoped = await runSetup(options());
    expect(scoped.failed).toBe(true);
    expect(scoped.findings[0]).toEqual({
      step: "token",
      level: "fail",
      text: expect.stringContaining("lacks: Sites & Routes read-only"),
    });

    fake.requests.length = 0;
    const refused = await runSetup(options([], { BC_AE_ACCESS_TOKEN: "wrong" }));
    expect(refused.findings).toEqual([
      { step: "token", level: "fail", text: expect.stringContaining("BC_AE_ACCESS_TOKEN is refused") },
    ]);
    expect(fake.requests).toHaveLength(1);

    const storefront = await runSetup(options([], { BC_AE_STOREFRONT_TOKEN: "wrong" }));
    expect(storefront.findings).toContainEqual({
      step: "storefront",
      level: "fail",
      text: expect.stringContaining("BC_AE_STOREFRONT_TOKEN is refused"),
    });
  });

  it("checks the ar metafields of a sample product, and says when the storefront cannot read them", async () => {
    const ok = await runSetup(options());
    expect(ok.findings).toContainEqual({
      step: "metafields",
      level: "ok",
      text: expect.stringContaining("Arabic metafields the storefront can read: name, description"),
    });
    const state = managementOf(fake, "ae");
    for (const fields of state.metafields.values()) for (const field of fields) field.permission_set = "app_only";
    const hidden = await runSetup(options());
    expect(hidden.findings).toContainEqual({
      step: "metafields",
      level: "warn",
      text: expect.stringContaining("not visible to the storefront"),
    });
    state.metafields.clear();
    const none = await runSetup(options());
    expect(none.findings).toContainEqual({
      step: "metafields",
      level: "warn",
      text: expect.stringContaining('no metafields in the namespace "ar"'),
    });
  });

  it("reads the channel's site, and says to name its checkout in BC_AE_CHECKOUT_ORIGIN for the build's CSP", async () => {
    const { findings } = await runSetup(options());
    expect(findings).toContainEqual({
      step: "site",
      level: "ok",
      text: `channel 1's site is ${ae.checkoutOrigin}; its checkout is on ${ae.checkoutOrigin}`,
    });
    expect(findings).toContainEqual({
      step: "site",
      level: "warn",
      text: expect.stringContaining(`set BC_AE_CHECKOUT_ORIGIN=${ae.checkoutOrigin}`),
    });
    const configured = await runSetup(options([], { BC_AE_CHECKOUT_ORIGIN: ae.checkoutOrigin }));
    expect(levels(configured.findings, "site")).toEqual(["ok"]);
    const elsewhere = await runSetup(options([], { BC_AE_CHECKOUT_ORIGIN: "https://pay.elsewhere.test" }));
    expect(elsewhere.findings).toContainEqual({
      step: "site",
      level: "warn",
      text: expect.stringContaining("is none of the site's addresses"),
    });
  });

  it("needs a secret and an https site for the webhooks", async () => {
    const noSecret = await runSetup(options([], { BC_WEBHOOK_SECRET: undefined }));
    expect(noSecret.findings).toContainEqual({
      step: "webhooks",
      level: "warn",
      text: expect.stringContaining("BC_WEBHOOK_SECRET is not set"),
    });
    const local = await runSetup(options(["--site", "http://localhost:3000"]));
    expect(local.findings).toContainEqual({
      step: "webhooks",
      level: "fail",
      text: expect.stringContaining("only to https addresses on port 443"),
    });
  });
});

describe("setupOptions", () => {
  it("takes the country's variables, the site from --site over NEXT_PUBLIC_SITE_URL, and the default channel's GraphQL address", () => {
    const o = options(["--site=https://shop.example.ae/some/path", "--apply"]);
    expect(o).toMatchObject({
      region: "ae",
      apply: true,
      site: "https://shop.example.ae",
      channelId: 1,
      cartAttributeId: 7,
    });
    expect(o.access.graphqlUrl).toBe(`https://store-${ae.storeHash}.mybigcommerce.com/graphql`);
    expect(options().site).toBe("https://www.lumina.test");
  });

  it("refuses a missing region or variable, naming it", () => {
    expect(() => setupOptions([], ENV)).toThrow(SetupUsageError);
    expect(() => setupOptions(["--region", "ae", "--force"], ENV)).toThrow(/unknown argument --force/);
    expect(() => options([], { BC_AE_STOREFRONT_TOKEN: "" })).toThrow(/BC_AE_STOREFRONT_TOKEN: is required/);
  });
});
