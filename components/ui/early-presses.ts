/**
 * Presses made before the page's code has run. The server's page is drawn long before its scripts
 * arrive (they start after the first paint; on a slow phone seconds later), and a button does
 * nothing until React has hydrated it: a shopper's "Add to bag", size, heart, menu or search press
 * in that window was lost. This queue, an inline script at the top of the body, keeps each such
 * press: the button shows it is busy (`aria-busy`, `data-early-press`), and the press is carried
 * out, in order and each in a task of its own, once React is in charge. Links are left alone: they
 * work without code. A second press on a kept button is not kept again (an impatient double press
 * means one). Presses on unnamed controls are kept until React has hydrated the page
 * (`EarlyPressReplay`), and pressed again as the element the shopper pressed.
 *
 * A control that React draws anew in the browser (a part rendered only there, such as the product
 * form, which reads the address) is named with `data-press`. The server's stand-in for it stays on
 * screen, dead, after the page has hydrated, until React has drawn the real one: a press on a named
 * control is kept as long as that control is not the live one, and carried out on the live control
 * of that name once it has mounted (`useEarlyPress`). A press whose control was drawn anew between
 * the finger going down and coming up (the browser then sends no click, or clicks what the two
 * controls share) counts as a press on the control under the finger when it went down.
 */
export const EARLY_PRESS = "data-early-press";
export const PRESS_NAME = "data-press";

type Entry = { element: Element; name: string | null; target: Element | null };
type State = {
  queue: Entry[];
  done: boolean;
  live: WeakSet<Element>;
  latest?: Map<string, Element>;
  off: () => void;
  flushing?: boolean;
  /** Set once React is in charge: carries out what is ready (a press kept after that time). */
  kick?: () => void;
};
export type EarlyPressWindow = Window & { __earlyPresses?: State };

/** How long a named press waits for its control to mount before it is pressed on the page as it is. */
export const NAMED_PRESS_WAIT_MS = 5_000;

/**
 * Installs the queue; serialised into the page (`installEarlyPresses.toString()`), so it must
 * stand alone. A press needs code when it lands on a button, a size pill (label or radio) or a
 * checkbox; a `<summary>` opens its `<details>` without code, so it is left to the browser.
 */
export function installEarlyPresses(win: EarlyPressWindow): void {
  const state: State = { queue: [], done: false, live: new WeakSet(), off: () => undefined };
  const pressable = (node: EventTarget | null) => {
    const element = node as Element | null;
    return element && element.closest
      ? element.closest("button, [role=button], label, input[type=radio], input[type=checkbox]")
      : null;
  };
  // Where the finger or the mouse went down: when React draws a control anew between the press and
  // the release, the browser sends no click, or sends it to what the two share (no control at all);
  // the press is then the one made on the control under the finger when it went down.
  let down: { element: Element; at: number } | null = null;
  const note = (event: Event) => {
    const element = pressable(event.target);
    down = element ? { element, at: event.timeStamp } : null;
  };
  const replaced = (event: Event) =>
    down && !down.element.isConnected && event.timeStamp - down.at < 2000 ? down.element : null;
  const keep = (event: Event, pressed: Element | null) => {
    if (!pressed || (pressed as HTMLButtonElement).disabled || pressed.closest("a[href]")) return;
    const named = pressed.closest("[data-press]");
    if (state.done && (!named || state.live.has(named))) return;
    event.preventDefault();
    event.stopPropagation();
    if (pressed.hasAttribute("data-early-press")) return;
    pressed.setAttribute("data-early-press", pressed.getAttribute("aria-busy") ?? "");
    pressed.setAttribute("aria-busy", "true");
    state.queue.push({ element: pressed, name: named ? named.getAttribute("data-press") : null, target: null });
    if (state.kick) state.kick();
  };
  const click = (event: Event) => keep(event, pressable(event.target) ?? replaced(event));
  const release = (event: Event) => keep(event, replaced(event));
  win.addEventListener("pointerdown", note, true);
  win.addEventListener("pointerup", release, true);
  win.addEventListener("click", click, true);
  state.off = () => {
    win.removeEventListener("pointerdown", note, true);
    win.removeEventListener("pointerup", release, true);
    win.removeEventListener("click", click, true);
  };
  win.__earlyPresses = state;
}

function unmark(element: Element) {
  const busy = element.getAttribute(EARLY_PRESS);
  if (busy === null) return;
  element.removeAttribute(EARLY_PRESS);
  if (busy) element.setAttribute("aria-busy", busy);
  else element.removeAttribute("aria-busy");
}

/**
 * Where a kept press is to be carried out now: its control, or, when React has drawn that control
 * anew since (a part that suspended again draws its stand-in, then the control again), the live
 * control of that name. Null while there is none on the page.
 */
function targetOf(state: State, entry: Entry): Element | null {
  if (entry.target?.isConnected) return entry.target;
  const latest = entry.name ? state.latest?.get(entry.name) : undefined;
  return latest?.isConnected ? latest : null;
}

/** Carries out, in order, the kept presses whose control is known; stops at the first still waiting for its control. */
function flush(win: EarlyPressWindow) {
  const state = win.__earlyPresses;
  // Not while presses are still being kept: the press carried out would be kept again.
  if (!state || !state.done || state.flushing) return;
  const next = state.queue[0];
  if (!next || !targetOf(state, next)) return;
  state.flushing = true;
  // A task of its own for each press: the one before has been handled (and React has drawn its
  // result) when the next is made, as between two presses of a shopper.
  setTimeout(() => {
    state.flushing = false;
    const target = targetOf(state, next);
    if (!target) return; // drawn anew and not mounted yet: its claim flushes again
    state.queue.shift();
    unmark(next.element);
    (target as HTMLElement).click();
    flush(win);
  }, 0);
}

/**
 * React is in charge: presses on unnamed controls are no longer kept, and those kept are pressed
 * again as they were; a named one whose live control has not mounted within NAMED_PRESS_WAIT_MS is
 * pressed on the page as it is then. Returns how many presses were kept.
 */
export function replayEarlyPresses(win: EarlyPressWindow): number {
  const state = win.__earlyPresses;
  if (!state || state.done) return 0;
  state.done = true;
  state.kick = () => flush(win);
  for (const entry of state.queue) if (!entry.name) entry.target = entry.element;
  if (state.queue.length > 0) {
    setTimeout(() => {
      for (const entry of state.queue) {
        if (targetOf(state, entry)) continue;
        const current = entry.name ? win.document.querySelector(`[${PRESS_NAME}="${CSS.escape(entry.name)}"]`) : null;
        entry.target = current ?? entry.element;
        state.live.add(entry.target); // pressed as it is: not to be kept again
      }
      flush(win);
    }, NAMED_PRESS_WAIT_MS);
  }
  flush(win);
  return state.queue.length;
}

/** A named control has mounted, live: its kept presses are carried out on it, and presses on it go straight to it. */
export function claimEarlyPresses(win: EarlyPressWindow, name: string, element: Element): void {
  const state = win.__earlyPresses;
  if (!state) return;
  state.live.add(element);
  (state.latest ??= new Map()).set(name, element);
  for (const entry of state.queue) if (entry.name === name && !entry.target) entry.target = element;
  flush(win);
}
