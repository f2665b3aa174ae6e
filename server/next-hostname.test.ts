import { describe, expect, it } from "vitest";
import { nextHostname } from "./next-hostname.mjs";

describe("nextHostname", () => {
  it("names a loopback host as Next's proxy URLs do, so a proxy's rewrite stays in-process", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost"])
      expect(nextHostname(host)).toBe("localhost");
  });

  it("leaves any other host as it is", () => {
    for (const host of ["0.0.0.0", "::", "10.0.0.5", "shop.example"]) expect(nextHostname(host)).toBe(host);
  });
});
