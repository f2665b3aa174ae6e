import { describe, expect, it } from "vitest";
import { issueToken, tokenMatches } from "./tokens";

describe("one-time tokens", () => {
  it("match their own token until they expire, and nothing else", () => {
    const now = Date.parse("2026-11-21T10:00:00Z");
    const { token, stored } = issueToken(2, now);
    expect(stored).not.toContain(token);
    expect(tokenMatches(stored, token, now + 60_000)).toBe(true);
    expect(tokenMatches(stored, token, now + 2 * 3600_000 + 1)).toBe(false);
    expect(tokenMatches(stored, `${token}x`, now)).toBe(false);
    expect(tokenMatches(undefined, token, now)).toBe(false);
    expect(tokenMatches("garbage", token, now)).toBe(false);
  });
});
