import { describe, expect, it } from "vitest";
import { cookieFromHeader, readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds one cookie among several, decoded, and nothing else", () => {
    const header = "a=1; lumina_session=tok%2Ben; lumina_vid=v-1";
    expect(cookieFromHeader(header, "lumina_session")).toBe("tok+en");
    expect(readCookie(new Request("http://x/", { headers: { cookie: header } }), "lumina_vid")).toBe("v-1");
    expect(cookieFromHeader(header, "session")).toBeNull();
    expect(cookieFromHeader(null, "a")).toBeNull();
    expect(cookieFromHeader("bad=%E0%A4%A", "bad")).toBeNull();
  });
});
