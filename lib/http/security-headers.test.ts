// Next matches `source` with its own copy of path-to-regexp 6; the same major, as a package.
import { pathToRegexp } from "path-to-regexp";
import { describe, expect, it } from "vitest";
import { securityHeaderRules, securityHeaders } from "./security-headers";

const csp = (options: Parameters<typeof securityHeaders>[0]) =>
  Object.fromEntries(
    securityHeaders(options)
      .find((h) => h.key === "Content-Security-Policy")!
      .value.split("; ")
      .map((d) => [d.split(" ")[0], d]),
  );

describe("Content-Security-Policy", () => {
  it("keeps every connection same-origin: error reports go through the /monitoring tunnel", () => {
    expect(csp({ development: false })["connect-src"]).toBe("connect-src 'self'");
    expect(csp({ development: false })["script-src"]).toBe("script-src 'self' 'unsafe-inline'");
  });

  it("allows exactly the deferred scripts' origins to load and connect, and nothing else", () => {
    const policy = csp({ development: false, scriptOrigins: ["https://tags.example.com", "https://chat.example.net"] });
    expect(policy["script-src"]).toBe(
      "script-src 'self' 'unsafe-inline' https://tags.example.com https://chat.example.net",
    );
    expect(policy["connect-src"]).toBe("connect-src 'self' https://tags.example.com https://chat.example.net");
    expect(policy["frame-src"]).toBe("frame-src 'self'");
    expect(policy["img-src"]).toBe("img-src 'self' data: blob:");
  });
});

describe("which paths get which headers", () => {
  const toRegexp = (path: string) => pathToRegexp(path);
  const rules = securityHeaderRules({ development: false });
  const headersFor = (path: string) =>
    rules.filter((rule) => toRegexp(rule.source).test(path)).flatMap((rule) => rule.headers.map((h) => h.key));

  it("gives documents, routes and public files the whole set", () => {
    for (const path of [
      "/",
      "/en-sa",
      "/ar-sa/product-listing-page/rings",
      "/api/cart/getCart",
      "/media/a.png",
      "/_next/image",
      "/lumina.css",
    ]) {
      expect(headersFor(path).sort(), path).toEqual(
        securityHeaders({ development: false })
          .map((h) => h.key)
          .sort(),
      );
    }
  });

  it("gives Next's hashed build files HSTS and nosniff, not the document policies", () => {
    expect(headersFor("/_next/static/chunks/0abc.js")).toEqual(["Strict-Transport-Security", "X-Content-Type-Options"]);
    expect(headersFor("/_next/static/media/font.woff2")).toEqual([
      "Strict-Transport-Security",
      "X-Content-Type-Options",
    ]);
  });
});
