// Next's scripts are asked for after the page's first paint, not while the document is parsed.
//
// Next 16 writes its chunks as `<script src async>` tags and low-priority `<link rel=preload
// as=script>` in the <head> (and the bootstrap script after the shell). A phone's browser then
// downloads ~160 KB of JavaScript while it still needs the hero or product picture and the font:
// on Lighthouse's simulated phone every script asked for before the largest paint is counted into
// it, and LCP stayed at 2.0-2.4 s on every template whatever else was cut (ADR 0034).
// The production server (app-server.mjs, for pages it sends whole: cached and static pages)
// replaces those tags by calls to a small queue defined inline at the first of them; the queue adds
// the scripts once the first frame has been painted (the `paint` performance entry, then one more
// frame) or at the load event, whichever comes first (a hidden tab paints nothing). Each call stays
// where its tag was, so the bootstrap script, which React places after the shell, still starts
// hydration only once the parser has passed the shell. Chunks Next only preloads are added with the
// rest (they are Turbopack chunks that register their modules; the RSC client would load them).
//
// Tags in any other form (a nonce, integrity, another path) are left as they are: they load as
// before, which is correct, only earlier. The tags' form is Next's private detail: it lives in
// next-private.mjs, whose start-up check turns this rewrite off when the build's pages differ.
import { CHUNKS_PATH as CHUNKS, PRELOAD_TAG, SCRIPT_TAG } from "./next-private.mjs";

const EITHER_TAG = new RegExp(`${PRELOAD_TAG.source}|${SCRIPT_TAG.source}`, "g");

/**
 * The queue, defined once per page. `__luminaScripts(list)` adds the scripts now if the page has
 * painted, else when it has. Kept in ES5 for any browser that runs Next's chunks' loader.
 */
export const SCRIPT_QUEUE =
  "(function(){var q=[],seen={},go=0;" +
  'function add(s){if(seen[s])return;seen[s]=1;var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)}' +
  "self.__luminaScripts=function(l){for(var i=0;i<l.length;i++)go?add(l[i]):q.push(l[i])};" +
  "function run(){if(go)return;go=1;for(var i=0;i<q.length;i++)add(q[i]);q=[]}" +
  "function later(){requestAnimationFrame(function(){setTimeout(run,0)})}" +
  'try{new PerformanceObserver(function(l,o){o.disconnect();later()}).observe({type:"paint",buffered:true})}catch(e){later()}' +
  'addEventListener("load",run)})();';

const call = (sources) => `__luminaScripts(${JSON.stringify(sources)})`;

/**
 * The document with Next's chunk scripts and script preloads replaced by queue calls (adjacent
 * tags by one call), or the same string when it has none (not a page, or tags in another form).
 */
export function scriptsAfterPaint(html) {
  if (!html.includes(CHUNKS) || !html.includes("</head>")) return html;
  const withTag = new Set([...html.matchAll(SCRIPT_TAG)].map((match) => match[1]));
  let out = "";
  let from = 0;
  let group = null; // the sources of the run of adjacent tags being replaced
  let defined = false; // the queue, by the first call
  const flush = () => {
    if (group?.length) {
      out += `<script>${defined ? "" : SCRIPT_QUEUE}${call(group)}</script>`;
      defined = true;
    }
    group = null;
  };
  for (const match of html.matchAll(EITHER_TAG)) {
    const [tag, preloaded, scripted] = match;
    if (match.index !== from) {
      flush();
      out += html.slice(from, match.index);
    }
    group ??= [];
    // A chunk with a script tag of its own is added where that tag is, not at its preload.
    if (scripted !== undefined || !withTag.has(preloaded)) group.push(preloaded ?? scripted);
    from = match.index + tag.length;
  }
  flush();
  return out + html.slice(from);
}
