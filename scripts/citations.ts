// Citations a reader of this repository cannot follow: the tracker's issue numbers, sections of the
// original specification, and the architecture file that lived outside the repository (its place
// is docs/architecture.md). A comment, a test's title or a document states its rule and its reason
// instead, or names an ADR or a file of this repository. scripts/citations.test.ts fails on any;
// `npx tsx scripts/citations.ts` prints them as file:line.
//
// An upstream project's ticket is named by its repository (`vercel/next.js#82117`), which a reader
// can open, and is not a citation here.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** What is forbidden, and what to write instead. */
export const RULES: { name: string; pattern: RegExp; instead: string }[] = [
  {
    name: "issue number",
    pattern: /\bissues?\s+#?\d+/gi,
    instead: "say what the rule is and why (or name an ADR); the tracker is not part of the repository",
  },
  {
    name: "specification section",
    pattern: /(?<![\w./-])spec(?:'s)?\s+(?:sections?|§)\s*\d|§\s*\d/gi,
    instead: "state the rule where it applies; the specification is not part of the repository",
  },
  {
    name: "specification section",
    pattern: /\bsections?\s+\d+[a-z]?(?:\.\d+)?\s+of\s+the\s+spec\b/gi,
    instead: "state the rule where it applies; the specification is not part of the repository",
  },
  {
    name: "specification section",
    // The section in brackets a few words after the spec's name (its request, then the number).
    pattern: /(?<![\w./-])spec's\s+(?:[\w-]+\s+){0,6}\(sections?\s+\d/gi,
    instead: "state the rule where it applies; the specification is not part of the repository",
  },
  {
    name: "the old architecture file",
    pattern: /\bARCHITECTURE(?:\.md\b|\s+(?:sections?|decisions?)\b)/g,
    instead: "cite docs/architecture.md, or state the rule in place",
  },
];

/** Files not worth reading as text. */
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|svg|wav|mp3|woff2?|ttf|otf|pdf|zip|gz|wasm)$/i;
/** Generated, or not ours to edit. */
const SKIPPED = new Set(["package-lock.json"]);
const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".git", ".reports", "test-results", "playwright-report"]);
const MAX_BYTES = 2_000_000;

/** The repository's files: what git tracks, or (outside a git checkout) the tree without build output. */
export function repositoryFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
      .split("\0")
      .filter(Boolean);
  } catch {
    listed = walk(root);
  }
  return listed.filter((file) => !BINARY.test(file) && !SKIPPED.has(file)).sort();
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(join(dir, entry.name));
    return entry.isFile() ? [relative(root, join(dir, entry.name)).split("\\").join("/")] : [];
  });
}

// A line break, with the comment or list marker that opens the next line: a citation wrapped over
// two lines of a comment ("issue" at the end of one, its number on the next) is still one.
const LINE_BREAK = /[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/+|#+|<!--)?[ \t]*/g;

export type Citation = { line: number; rule: string; text: string; instead: string };

/** The citations in a text, each with the line it starts on (1-based). */
export function citationsIn(text: string): Citation[] {
  // The text with each line break (and the next line's comment marker) as one space, and for each
  // of its characters the line it came from.
  let joined = "";
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  for (const match of text.matchAll(LINE_BREAK)) {
    const part = text.slice(from, match.index);
    joined += `${part} `;
    for (let i = 0; i <= part.length; i++) lines.push(line);
    line += 1;
    from = match.index + match[0].length;
  }
  joined += text.slice(from);
  while (lines.length < joined.length) lines.push(line);

  const found: { index: number; citation: Citation }[] = [];
  const seen = new Set<number>();
  for (const rule of RULES) {
    for (const match of joined.matchAll(rule.pattern)) {
      if (seen.has(match.index)) continue;
      seen.add(match.index);
      const citation = { line: lines[match.index]!, rule: rule.name, text: match[0], instead: rule.instead };
      found.push({ index: match.index, citation });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ citation }) => citation);
}

/** The check's own test: its examples are the citations the check must find. */
export const EXEMPT: ReadonlySet<string> = new Set(["scripts/citations.test.ts"]);

/** Every citation in the repository's files but `except`, as `file:line: "text" (rule: what instead)`. */
export function repositoryCitations(except: ReadonlySet<string> = EXEMPT): string[] {
  return repositoryFiles()
    .filter((file) => !except.has(file))
    .flatMap((file) => {
      const path = join(root, file);
      let text: string;
      try {
        if (statSync(path).size > MAX_BYTES) return [];
        text = readFileSync(path, "utf8");
      } catch {
        return []; // listed by git but deleted in the work tree
      }
      if (text.includes("\0")) return [];
      return citationsIn(text).map((c) => `${file}:${c.line}: "${c.text}" (${c.rule}: ${c.instead})`);
    });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const found = repositoryCitations();
  for (const entry of found) console.log(entry);
  console.log(found.length === 0 ? "no citations" : `${found.length} citation(s)`);
  process.exitCode = found.length === 0 ? 0 : 1;
}
