import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

const csp = (options: Parameters<typeof securityHeaders>[0]) =>
  Object.fromEntries(securityHeaders(options).find((h) => h.key === "Content-Security-Policy")!.value.split("; ").map((d) => [d.split(" ")[0], d]));

describe("Content-Security-Policy", () => {
  it("keeps every connection same-origin: error reports go through the /monitoring tunnel", () => {
    expect(csp({ development: false })["connect-src"]).toBe("connect-src 'self'");
    expect(csp({ development: false })["script-src"]).toBe("script-src 'self' 'unsafe-inline'");
  });

  it("allows exactly the deferred scripts' origins to load and connect, and nothing else", () => {
    const policy = csp({ development: false, scriptOrigins: ["https://tags.example.com", "https://chat.example.net"] });
    expect(policy["script-src"]).toBe("script-src 'self' 'unsafe-inline' https://tags.example.com https://chat.example.net");
    expect(policy["connect-src"]).toBe("connect-src 'self' https://tags.example.com https://chat.example.net");
    expect(policy["frame-src"]).toBe("frame-src 'self'");
    expect(policy["img-src"]).toBe("img-src 'self' data: blob:");
  });
});
