import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadDeferredScripts, scriptOrigins, splitScriptUrls } from "./deferred-scripts";
import { parseServerEnv } from "./env-schema";

/** Enough of a document and window for the loader: scripts appended to a body, a load event. */
function fakePage(readyState: "loading" | "complete") {
  const scripts: { src: string; async: boolean; dataset: Record<string, string> }[] = [];
  const listeners = new Map<string, () => void>();
  const doc = {
    readyState,
    createElement: () => ({ src: "", async: false, dataset: {} as Record<string, string> }),
    querySelector: (selector: string) =>
      scripts.find((s) => selector.includes(JSON.stringify(s.dataset.deferred ?? "").slice(1, -1))) ?? null,
    body: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) },
  } as unknown as Document;
  const win = {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  } as unknown as Window;
  return { doc, win, scripts, fire: (type: string) => listeners.get(type)?.() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("CSS", { escape: (s: string) => s });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const URLS = ["https://tags.example.com/t.js", "https://chat.example.net/w.js"];

describe("deferred third-party scripts", () => {
  it("load 10 s after the page loaded, async, not a moment before", () => {
    const page = fakePage("loading");
    loadDeferredScripts(URLS, page.doc, page.win);
    vi.advanceTimersByTime(20_000);
    expect(page.scripts).toHaveLength(0); // the page has not finished loading
    page.fire("load");
    vi.advanceTimersByTime(9_999);
    expect(page.scripts).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(page.scripts.map((s) => [s.src, s.async])).toEqual([
      [URLS[0], true],
      [URLS[1], true],
    ]);
  });

  it("count the 10 s from now on a page already loaded, and never load after leaving", () => {
    const page = fakePage("complete");
    const cancel = loadDeferredScripts(URLS, page.doc, page.win);
    vi.advanceTimersByTime(5_000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(page.scripts).toHaveLength(0);
  });

  it("are configured as at most two https URLs, whose origins alone the CSP allows", () => {
    const env = (value: string) => parseServerEnv({ DEFERRED_SCRIPT_URLS: value });
    expect(env(` ${URLS.join(" , ")} `).DEFERRED_SCRIPT_URLS).toEqual(URLS);
    expect(parseServerEnv({}).DEFERRED_SCRIPT_URLS).toEqual([]);
    expect(() => env("http://tags.example.com/t.js")).toThrow(/https URL/);
    expect(() => env(`${URLS.join(",")},https://third.example.org/x.js`)).toThrow(/at most two/);
    expect(scriptOrigins(splitScriptUrls(`${URLS[0]},https://tags.example.com/other.js`))).toEqual([
      "https://tags.example.com",
    ]);
  });
});
