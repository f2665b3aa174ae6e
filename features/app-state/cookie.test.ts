import { afterEach, describe, expect, it, vi } from "vitest";
import { readLocaleCookie, writeLocaleCookie } from "./cookie";

/** A document whose cookie jar records what was written, as a browser's Set-Cookie string. */
function fakeBrowser(protocol: "http:" | "https:") {
  const written: string[] = [];
  let jar = "other=1";
  vi.stubGlobal("window", { location: { protocol } });
  vi.stubGlobal("document", {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
      jar = `${jar}; ${value.split(";")[0]}`;
    },
  });
  return written;
}

afterEach(() => vi.unstubAllGlobals());

describe("the locale cookie (js-cookie)", () => {
  it("lasts a year, SameSite=Lax, on the whole site; reads back", () => {
    const written = fakeBrowser("http:");
    writeLocaleCookie("ar-eg");
    expect(written[0]).toMatch(/^user_locale=ar-eg; path=\/; expires=[^;]+; sameSite=lax$/i);
    const expires = new Date(/expires=([^;]+)/.exec(written[0]!)![1]!).getTime();
    expect((expires - Date.now()) / 86_400_000).toBeGreaterThan(364);
    expect(readLocaleCookie()).toBe("ar-eg");
  });

  it("is Secure when the page came over HTTPS", () => {
    const written = fakeBrowser("https:");
    writeLocaleCookie("en-ae");
    expect(written[0]).toMatch(/; secure/i);
  });
});
