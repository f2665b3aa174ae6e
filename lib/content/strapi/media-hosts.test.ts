import { nextAllowsRemoteImage, type RemotePattern } from "@/server/next-private.mjs";
import { describe, expect, it } from "vitest";
import { strapiMediaPatterns } from "./media-hosts";

const allowed = (patterns: RemotePattern[], url: string) => nextAllowsRemoteImage(patterns, new URL(url));

describe("strapiMediaPatterns", () => {
  it("allows Strapi's upload folder and the upload provider's host, nothing else", () => {
    const patterns = strapiMediaPatterns({
      STRAPI_URL: "https://cms.lumina.test",
      STRAPI_MEDIA_URL: "https://media.lumina-cdn.test/strapi/",
    });
    expect(allowed(patterns, "https://cms.lumina.test/uploads/hero_1a2b.webp")).toBe(true);
    expect(allowed(patterns, "https://media.lumina-cdn.test/strapi/hero_1a2b.webp")).toBe(true);
    expect(allowed(patterns, "https://cms.lumina.test/api/header?locale=en")).toBe(false);
    expect(allowed(patterns, "https://media.lumina-cdn.test/other/a.webp")).toBe(false);
    expect(allowed(patterns, "http://cms.lumina.test/uploads/a.webp")).toBe(false);
    expect(allowed(patterns, "https://evil.example/uploads/a.webp")).toBe(false);
  });

  it("keeps a port (a Strapi on loopback in the e2e run) and allows nothing when unset", () => {
    const patterns = strapiMediaPatterns({ STRAPI_URL: "http://127.0.0.1:3199" });
    expect(allowed(patterns, "http://127.0.0.1:3199/uploads/a.svg")).toBe(true);
    expect(allowed(patterns, "http://127.0.0.1:3100/uploads/a.svg")).toBe(false);
    expect(strapiMediaPatterns({})).toEqual([]);
    expect(strapiMediaPatterns({ STRAPI_URL: "ftp://cms.lumina.test" })).toEqual([]);
  });
});
