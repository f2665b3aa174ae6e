import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-local-path";

describe("safeLocalPath", () => {
  it("keeps a path of ours with its query and fragment", () => {
    expect(safeLocalPath("/ok?x=1#y")).toBe("/ok?x=1#y");
    expect(safeLocalPath("/en-sa/checkout?cartId=3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e")).toBe(
      "/en-sa/checkout?cartId=3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e",
    );
    expect(safeLocalPath("/")).toBe("/");
    // A search term may hold an encoded slash: only the path is held to that rule.
    expect(safeLocalPath("/en-sa/product-listing-page?q=18k%2F21k")).toBe("/en-sa/product-listing-page?q=18k%2F21k");
    // Parsed, so what is used is what was checked.
    expect(safeLocalPath("/en-sa/a/../checkout")).toBe("/en-sa/checkout");
  });

  it("refuses every address a browser would take off-site", () => {
    const refused = [
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/\u0000/evil.example",
      "/%5cevil.example",
      "/%5Cevil.example",
      "/%2f/evil.example",
      "/%09/evil.example",
      "https://evil.example/",
      "http:/evil.example",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      " /en-sa",
      "en-sa/checkout",
      "",
      "/" + "x".repeat(2048),
    ];
    for (const value of refused) expect(safeLocalPath(value), JSON.stringify(value)).toBeNull();
  });

  it("refuses what is not text", () => {
    for (const value of [null, undefined, 42, ["/ok"], { toString: () => "/ok" }])
      expect(safeLocalPath(value)).toBeNull();
  });
});
