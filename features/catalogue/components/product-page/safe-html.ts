/**
 * Product descriptions arrive as HTML from the store (our seed today, a hosted catalogue
 * tomorrow). Instead of handing that HTML to the browser, it is read into a small tree of
 * allowed elements and text, which React then renders (and escapes) like any other content.
 * Anything else is dropped: other tags lose their markup but keep their text, attributes never
 * survive, and <script>/<style> lose their content too.
 */
export const ALLOWED_TAGS = ["p", "br", "strong", "em", "ul", "li"] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];
export type SafeNode = string | { tag: AllowedTag; children: SafeNode[] };

const ALIASES: Record<string, AllowedTag> = { b: "strong", i: "em", ol: "ul" };
const VOID = new Set<string>(["br"]);
const DROP_CONTENT = new Set(["script", "style", "template", "iframe", "object", "noscript", "textarea", "title"]);
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|<[!?][^>]*>/g;

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== "#") return NAMED[code.toLowerCase()] ?? whole;
    const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : "";
  });
}

type Open = { tag: AllowedTag; children: SafeNode[] };

export function parseSafeHtml(html: string): SafeNode[] {
  const root: SafeNode[] = [];
  const stack: Open[] = [];
  let dropping: string | null = null;
  let last = 0;
  const children = () => stack.at(-1)?.children ?? root;
  const text = (raw: string) => {
    if (dropping || !raw) return;
    const decoded = decodeEntities(raw);
    if (decoded.trim() || children().length) children().push(decoded);
  };

  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, slash, rawName] = match;
    if (!rawName) continue; // comment, doctype, processing instruction
    const name = rawName.toLowerCase();
    if (dropping) {
      if (slash && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!slash) dropping = name;
      continue;
    }
    const tag = (ALLOWED_TAGS as readonly string[]).includes(name) ? (name as AllowedTag) : ALIASES[name];
    if (!tag) continue;
    if (VOID.has(tag)) {
      if (!slash) children().push({ tag, children: [] });
    } else if (!slash) {
      const node: Open = { tag, children: [] };
      children().push(node);
      stack.push(node);
    } else {
      // Close up to the matching open element; a stray closing tag is ignored.
      const at = stack.findLastIndex((n) => n.tag === tag);
      if (at >= 0) stack.length = at;
    }
  }
  text(html.slice(last));
  return root;
}
