// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  claimEarlyPresses,
  EARLY_PRESS,
  installEarlyPresses,
  NAMED_PRESS_WAIT_MS,
  replayEarlyPresses,
  type EarlyPressWindow,
} from "./early-presses";

const win = window as EarlyPressWindow;

/** The queue as the page installs it: its source alone, run as the inline script runs it. */
function installFromSource() {
  new Function("window", `(${installEarlyPresses.toString()})(window)`)(window);
}

const byId = (id: string) => document.getElementById(id)!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  win.__earlyPresses?.off();
  delete win.__earlyPresses;
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("presses before the page's code has run", () => {
  it("keeps a press on a button, marks it busy, and carries it out once React is in charge, in order", async () => {
    document.body.innerHTML = `<button id="menu" aria-busy="false">Menu</button><button id="search">Search</button>`;
    installFromSource();
    byId("menu").click();
    byId("menu").click(); // impatient: one press
    byId("search").click();
    expect(byId("menu").getAttribute("aria-busy")).toBe("true");
    expect(byId("menu").hasAttribute(EARLY_PRESS)).toBe(true);

    const order: string[] = [];
    byId("menu").addEventListener("click", () => order.push("menu"));
    byId("search").addEventListener("click", () => order.push("search"));
    expect(replayEarlyPresses(win)).toBe(2);
    await vi.runAllTimersAsync();
    expect(order).toEqual(["menu", "search"]);
    expect(byId("menu").getAttribute("aria-busy")).toBe("false");
    expect(byId("search").hasAttribute("aria-busy")).toBe(false);

    // From now on presses go straight to the page's code.
    byId("menu").click();
    expect(order).toEqual(["menu", "search", "menu"]);
  });

  it("carries out a named press on the control React drew in place of the pressed one, once it has mounted", async () => {
    document.body.innerHTML = `<div id="form"><label data-press="size:52"><input type="radio" name="size" value="52"></label><button data-press="add-to-bag">Add</button></div>`;
    installFromSource();
    (document.querySelector("label") as HTMLElement).click();
    (document.querySelector("button") as HTMLElement).click();
    expect(document.querySelector("input")!.checked).toBe(false); // the browser did not tick it on its own
    replayEarlyPresses(win);
    await vi.advanceTimersByTimeAsync(100);

    // React replaces the stand-in form with the real one, which claims its presses as it mounts.
    const order: string[] = [];
    byId("form").innerHTML =
      `<label data-press="size:52"><input type="radio" name="size" value="52"></label><button data-press="add-to-bag">Add</button>`;
    const [label, add] = [document.querySelector("label")!, document.querySelector("button")!];
    label.querySelector("input")!.addEventListener("change", () => order.push("size"));
    add.addEventListener("click", () => order.push("add"));
    claimEarlyPresses(win, "add-to-bag", add);
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual([]); // the size, pressed first, still waits for its pill
    claimEarlyPresses(win, "size:52", label);
    await vi.runAllTimersAsync();
    expect(order).toEqual(["size", "add"]);
  });

  it("keeps a press on a named stand-in after the page has hydrated, until the live control mounts", async () => {
    document.body.innerHTML = `<div id="form"><button data-press="add-to-bag">Add</button></div>`;
    installFromSource();
    replayEarlyPresses(win); // hydrated, but the form is still the server's stand-in
    document.querySelector("button")!.click();
    expect(win.__earlyPresses!.queue).toHaveLength(1);
    byId("form").innerHTML = `<button data-press="add-to-bag">Add</button>`;
    const live = document.querySelector("button")!;
    const pressed = vi.fn();
    live.addEventListener("click", pressed);
    claimEarlyPresses(win, "add-to-bag", live);
    await vi.runAllTimersAsync();
    expect(pressed).toHaveBeenCalledTimes(1);
    live.click(); // the live control's own presses go straight to it
    expect(pressed).toHaveBeenCalledTimes(2);
    expect(win.__earlyPresses!.queue).toHaveLength(0);
  });

  it("follows a named control that React draws anew after claiming it (a part that suspends again)", async () => {
    document.body.innerHTML = `<div id="form"><button data-press="add-to-bag">Add</button></div>`;
    installFromSource();
    document.querySelector("button")!.click();
    claimEarlyPresses(win, "add-to-bag", document.querySelector("button")!);
    // Drawn anew before the press is carried out: the first live control is gone.
    byId("form").innerHTML = `<button data-press="add-to-bag">Add</button>`;
    const again = document.querySelector("button")!;
    const pressed = vi.fn();
    again.addEventListener("click", pressed);
    replayEarlyPresses(win);
    await vi.advanceTimersByTimeAsync(10);
    expect(pressed).not.toHaveBeenCalled(); // not on the page yet as far as the queue knows
    claimEarlyPresses(win, "add-to-bag", again);
    await vi.runAllTimersAsync();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("keeps a press whose control React drew anew between the finger going down and up", async () => {
    document.body.innerHTML = `<div id="form"><button data-press="add-to-bag">Add</button></div>`;
    installFromSource();
    replayEarlyPresses(win); // React is in charge; the form is still the server's stand-in
    document.querySelector("button")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    byId("form").innerHTML = `<button data-press="add-to-bag">Add</button>`;
    const live = document.querySelector("button")!;
    const pressed = vi.fn();
    live.addEventListener("click", pressed);
    claimEarlyPresses(win, "add-to-bag", live);
    // The browser clicks what the pressed and the released element share: the form itself.
    byId("form").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await vi.runAllTimersAsync();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("keeps a press whose control React drew anew mid-press when the browser sends no click at all", async () => {
    document.body.innerHTML = `<div id="form"><button data-press="add-to-bag">Add</button></div>`;
    installFromSource();
    document.querySelector("button")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    byId("form").innerHTML = `<button data-press="add-to-bag">Add</button>`;
    const live = document.querySelector("button")!;
    live.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, cancelable: true }));
    byId("form").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true })); // if it comes: the same press
    const pressed = vi.fn();
    live.addEventListener("click", pressed);
    replayEarlyPresses(win);
    claimEarlyPresses(win, "add-to-bag", live);
    await vi.runAllTimersAsync();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it(`presses a named control on the page as it is when nothing claims it within ${NAMED_PRESS_WAIT_MS} ms`, async () => {
    document.body.innerHTML = `<button data-press="wishlist">Heart</button>`;
    installFromSource();
    document.querySelector("button")!.click();
    const pressed = vi.fn();
    document.querySelector("button")!.addEventListener("click", pressed);
    replayEarlyPresses(win);
    await vi.advanceTimersByTimeAsync(NAMED_PRESS_WAIT_MS - 10);
    expect(pressed).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("leaves what works without code to the browser (links, a details' summary), and disabled buttons alone", () => {
    document.body.innerHTML = `<a id="link" href="#there">Bag</a><details><summary id="faq">Returns</summary>Within 15 days</details><button id="off" disabled>Sold out</button>`;
    installEarlyPresses(win);
    for (const id of ["link", "faq"]) {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true });
      byId(id).dispatchEvent(event);
      expect(event.defaultPrevented, id).toBe(false);
    }
    expect(win.__earlyPresses!.queue).toHaveLength(0);
  });

  it("does nothing when the page never installed the queue (an error page)", () => {
    expect(replayEarlyPresses(win)).toBe(0);
    expect(() => claimEarlyPresses(win, "add-to-bag", document.body)).not.toThrow();
  });
});
