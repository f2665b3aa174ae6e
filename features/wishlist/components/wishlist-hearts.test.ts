import { describe, expect, it } from "vitest";
import { paintHearts } from "./wishlist-hearts";

/** A heart button as the DOM holds it: data attributes and ARIA attributes. */
function heart(id: number, name: string) {
  const attributes = new Map<string, string>([
    ["aria-pressed", "false"],
    ["aria-label", `Add ${name}`],
  ]);
  return {
    dataset: { wishlistHeart: String(id) },
    // The card's name, beside the heart.
    parentElement: { querySelector: (selector: string) => (selector === ".card-name" ? { textContent: name } : null) },
    getAttribute: (key: string) => attributes.get(key) ?? null,
    setAttribute: (key: string, value: string) => void attributes.set(key, value),
    attributes,
  };
}

describe("paintHearts", () => {
  const label = (pressed: boolean, name: string) => `${pressed ? "Remove" : "Add"} ${name}`;

  it("presses the saved pieces' hearts and names them for removal, and releases the others", () => {
    const ring = heart(1, "Ring");
    const chain = heart(2, "Chain");
    const root = {
      querySelectorAll: (selector: string) => (selector === "[data-wishlist-heart]" ? [ring, chain] : []),
    };
    paintHearts(root as unknown as ParentNode, new Set([2]), label);
    expect(ring.attributes.get("aria-pressed")).toBe("false");
    expect(chain.attributes.get("aria-pressed")).toBe("true");
    expect(chain.attributes.get("aria-label")).toBe("Remove Chain");

    paintHearts(root as unknown as ParentNode, new Set([1]), label);
    expect(ring.attributes.get("aria-pressed")).toBe("true");
    expect(ring.attributes.get("aria-label")).toBe("Remove Ring");
    expect(chain.attributes.get("aria-pressed")).toBe("false");
    expect(chain.attributes.get("aria-label")).toBe("Add Chain");
  });
});
