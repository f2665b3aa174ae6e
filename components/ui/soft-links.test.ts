import { describe, expect, it } from "vitest";
import { isPlainClick } from "./soft-links";

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (attrs: { target?: string; download?: boolean } = {}) => ({
  target: attrs.target ?? "",
  hasAttribute: (name: string) => name === "download" && !!attrs.download,
});

describe("isPlainClick", () => {
  it("takes a plain left click on a card link", () => {
    expect(isPlainClick(click, anchor())).toBe(true);
    expect(isPlainClick(click, anchor({ target: "_self" }))).toBe(true);
  });
  it("leaves new tabs, other buttons, targets, downloads and handled clicks to the browser", () => {
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
      expect(isPlainClick({ ...click, [modifier]: true }, anchor())).toBe(false);
    expect(isPlainClick({ ...click, button: 1 }, anchor())).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true }, anchor())).toBe(false);
    expect(isPlainClick(click, anchor({ target: "_blank" }))).toBe(false);
    expect(isPlainClick(click, anchor({ download: true }))).toBe(false);
  });
});
