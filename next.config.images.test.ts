import { afterEach, describe, expect, it, vi } from "vitest";
import { nextAllowsRemoteImage } from "./server/next-private.mjs";

/** next.config's image settings, read with the given environment (they are fixed when the config loads). */
async function images(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = await import("./next.config");
  return config("phase-production-build").images!;
}

afterEach(() => vi.unstubAllEnvs());

describe("CMS pictures through /_next/image (the CSP keeps img-src 'self')", () => {
  it("lets the optimizer pass SVG icons through, sandboxed and never rendered as a page", async () => {
    const config = await images({});
    expect(config.dangerouslyAllowSVG).toBe(true);
    expect(config.contentSecurityPolicy).toMatch(/script-src 'none'/);
    expect(config.contentSecurityPolicy).toMatch(/sandbox/);
    expect(config.contentDispositionType).toBe("attachment");
  });

  it("allows Strapi's media host when STRAPI_URL is set", async () => {
    const config = await images({ STRAPI_URL: "https://cms.lumina.test" });
    expect(
      nextAllowsRemoteImage(config.remotePatterns ?? [], new URL("https://cms.lumina.test/uploads/lumina_1a2b.svg")),
    ).toBe(true);
  });

  it("refuses hosts on private or loopback addresses unless the e2e flag is set", async () => {
    expect((await images({ E2E_IMAGES_ALLOW_LOCAL_IP: undefined })).dangerouslyAllowLocalIP).toBe(false);
    expect((await images({ E2E_IMAGES_ALLOW_LOCAL_IP: "0" })).dangerouslyAllowLocalIP).toBe(false);
    expect((await images({ E2E_IMAGES_ALLOW_LOCAL_IP: "1" })).dangerouslyAllowLocalIP).toBe(true);
  });
});
