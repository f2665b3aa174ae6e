// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoreStock } from "@/lib/commerce/pickup-types";
import { renderIn, strings } from "@/tests/support/render";

/**
 * The product page's "Collect in store" line asks for the boutiques' stock only once it comes near
 * the screen: the request is the page's one call at start and brings the HTTP client with it.
 */
const stock = vi.hoisted(() => vi.fn());
vi.mock("../api", () => ({ requestStoreStock: stock }));
const { PickupAvailability } = await import("./pickup-availability");

/** An IntersectionObserver the test moves: `show()` brings every observed element into range. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static show() {
    for (const o of FakeObserver.all)
      o.callback(
        o.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
        o as unknown as IntersectionObserver,
      );
  }
}

const boutique = (id: number, available: number): StoreStock =>
  ({ store: { id, name: `Store ${id}`, city: "Riyadh" }, stock: [{ variant_id: 7, available }] }) as StoreStock;

describe("the Collect in store line", () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    stock.mockReset().mockResolvedValue([boutique(1, 2), boutique(2, 0), boutique(3, 1)]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  for (const lang of ["en", "ar"] as const) {
    it(`asks for the stock only when the line comes near the screen (${lang})`, async () => {
      const t = strings[lang].pickup;
      renderIn(lang, <PickupAvailability locale={lang === "en" ? "en-sa" : "ar-sa"} variantIds={[7]} variantId={7} />);
      expect(screen.getByRole("region", { name: t.title }).textContent).toContain(t.checking);
      expect(stock).not.toHaveBeenCalled();

      await act(async () => FakeObserver.show());
      await vi.waitFor(() => expect(stock).toHaveBeenCalledTimes(1));
      expect(stock).toHaveBeenCalledWith(lang === "en" ? "en-sa" : "ar-sa", [7]);
      expect(await screen.findByRole("button", { name: t.choose })).toBeTruthy();
      expect(screen.getByRole("region", { name: t.title }).textContent).not.toContain(t.checking);
    });
  }

  it("asks at once where the browser has no observer", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderIn("en", <PickupAvailability locale="en-sa" variantIds={[7]} variantId={7} />);
    expect(await screen.findByRole("button", { name: strings.en.pickup.choose })).toBeTruthy();
    expect(stock).toHaveBeenCalledTimes(1);
  });

  it("shows nothing, and asks nothing, in a country without boutiques", async () => {
    const { container } = renderIn("en", <PickupAvailability locale="en-ae" variantIds={[7]} variantId={7} />);
    await act(async () => FakeObserver.show());
    expect(container.textContent).toBe("");
    expect(stock).not.toHaveBeenCalled();
  });
});
