import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { SCRIPT_QUEUE, scriptsAfterPaint } from "./scripts-after-paint.mjs";

// The shape of a Next 16 page: preinit'ed chunks and a preload in <head>, the bootstrap script after
// the shell (its preload in <head> too), Next's no-module polyfill, RSC payload scripts.
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk("boot")}"/>`,
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk("lazy")}"/>`,
  `<style>body{}</style>`,
  `<script src="${chunk("a")}" async=""></script><script src="${chunk("turbopack-b")}" async=""></script>`,
  `<script src="${chunk("poly")}" noModule=""></script>`,
  "</head><body><main>shell</main>",
  `<script src="${chunk("boot")}" async=""></script>`,
  `<script>self.__next_f.push([1,"x"])</script></body></html>`,
].join("");

describe("scripts after the first paint: the page", () => {
  const out = scriptsAfterPaint(page);

  it("asks for none of Next's chunks by a tag or a preload", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it("queues the <head>'s chunks where they were, a run of tags in one call, defining the queue at the first", () => {
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).toContain(
      `<meta charSet="utf-8"/><script>${SCRIPT_QUEUE}__luminaScripts(["${chunk("lazy")}"])</script><style>`,
    );
    expect(head).toContain(
      `<style>body{}</style><script>__luminaScripts(["${chunk("a")}","${chunk("turbopack-b")}"])</script><script src="${chunk("poly")}"`,
    );
    expect(out.split(SCRIPT_QUEUE)).toHaveLength(2);
  });

  it("queues the bootstrap script where its tag was, after the shell, not at its preload", () => {
    expect(out).toContain(
      `<main>shell</main><script>__luminaScripts(["${chunk("boot")}"])</script><script>self.__next_f`,
    );
    expect(out.match(new RegExp(chunk("boot"), "g"))).toHaveLength(1);
  });

  it("leaves every other tag as it was", () => {
    expect(out).toContain(`<script src="${chunk("poly")}" noModule=""></script>`);
    expect(out).toContain(`<script>self.__next_f.push([1,"x"])</script>`);
    const withNonce = page.replace(
      `<script src="${chunk("a")}" async="">`,
      `<script src="${chunk("a")}" async="" nonce="n">`,
    );
    expect(scriptsAfterPaint(withNonce)).toContain(`<script src="${chunk("a")}" async="" nonce="n">`);
  });

  it("leaves what is not a page, or has no chunk, untouched (the same string)", () => {
    const json = JSON.stringify({ src: chunk("a") });
    expect(scriptsAfterPaint(json)).toBe(json);
    const plain = "<html><head></head><body>no scripts</body></html>";
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});

/** The queue run as a browser would: records what it appends; paint, frames, timers and load by hand. */
function browser() {
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((list: unknown, self: { disconnect: () => void }) => void) | undefined;
  const context = {
    document: {
      createElement: () => ({ src: "", async: false }),
      head: {
        appendChild: (element: { src: string; async: boolean }) =>
          appended.push(`${element.src}${element.async ? "" : " (not async)"}`),
      },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => timers.push(run),
    addEventListener: (type: string, run: () => void) => (listeners[type] = run),
    PerformanceObserver: class {
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    },
  } as Record<string, unknown>;
  context.self = context;
  vm.createContext(context);
  vm.runInContext(SCRIPT_QUEUE, context);
  const queue = (sources: string[]) => vm.runInContext(`__luminaScripts(${JSON.stringify(sources)})`, context);
  const drain = (list: (() => void)[]) => list.splice(0).forEach((run) => run());
  return {
    appended,
    queue,
    paint: () => observer!({}, { disconnect: () => {} }),
    nextFrame: () => drain(frames),
    timersRun: () => drain(timers),
    load: () => listeners.load!(),
  };
}

describe("scripts after the first paint: the queue", () => {
  it("adds nothing before the first paint, then everything queued, in order, a frame after it", () => {
    const page = browser();
    page.queue(["/a.js", "/b.js"]);
    expect(page.appended).toEqual([]);
    page.paint();
    page.nextFrame();
    expect(page.appended).toEqual([]);
    page.timersRun();
    expect(page.appended).toEqual(["/a.js", "/b.js"]);
  });

  it("adds a script queued after that at once, and each script once", () => {
    const page = browser();
    page.queue(["/a.js"]);
    page.paint();
    page.nextFrame();
    page.timersRun();
    page.queue(["/boot.js", "/a.js"]);
    expect(page.appended).toEqual(["/a.js", "/boot.js"]);
  });

  it("adds them at the load event when no paint is reported (a hidden tab)", () => {
    const page = browser();
    page.queue(["/a.js"]);
    page.load();
    expect(page.appended).toEqual(["/a.js"]);
    page.paint();
    page.nextFrame();
    page.timersRun();
    expect(page.appended).toEqual(["/a.js"]);
  });
});
