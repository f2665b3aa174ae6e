// The import arrows between the layers of docs/architecture.md, "Layers" (app -> features -> lib;
// components/ imports no feature; features meet through their public entries, never both ways),
// read from the sources (ADR 0032). `npx tsx scripts/import-arrows.ts` prints:
//   (a) every import from components/ into features/,
//   (b) every import from one feature into another, counted per pair, pairs that run both ways
//       flagged, and those that reach past the other feature's public entries,
//   (c) cycles: between features (any import, type-only included, tests left out), and between
//       modules (any import: type-only, `import()` and tests included; a `vi.mock` is no arrow there).
// An arrow is an import declaration, `export ... from`, `import("...")`, an `import("...")` type,
// or a test's `vi.mock("...")` (a test that mocks a module names it as surely as one importing it).
//   (d) the production server's folder, server/: it is the process around the app, so no app,
//       feature, component or lib module imports it, and it imports of the project only the
//       logger's shared redaction list (lib/log/redact.mjs), which it shares with the app.
// scripts/import-arrows.test.ts holds the same figures to zero where the rules say zero.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".git", ".reports", "test-results", "playwright-report"]);
/** Top-level folders without source: the CMS entries, the strings, the static files. */
const SKIP_TOP = new Set(["content", "locales", "public"]);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

/** The public entries of a feature: what another feature (or components/) may import. */
export const PUBLIC_ENTRIES = ["index", "client", "server", "schema"];

export type Kind = "value" | "type" | "dynamic" | "mock";
export type Arrow = { from: string; to: string; specifier: string; kind: Kind };

/** Every source file of the project, relative to the root. */
export function sourceFiles(dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !(dir === root && SKIP_TOP.has(entry.name)))
        files.push(...sourceFiles(join(dir, entry.name)));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") && !entry.name.endsWith(".d.mts")) {
      files.push(relative(root, join(dir, entry.name)));
    }
  }
  return files.sort();
}

/** A project file for a specifier, or null for a package (or a path that is not a source file). */
function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(root, dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return relative(root, candidate);
  }
  return null;
}

/** The imports of one file: declarations (type-only ones marked), `export ... from`, `import("...")`, and tests' `vi.mock("...")`. */
export function importsOf(file: string): { specifier: string; kind: Kind }[] {
  const text = readFileSync(join(root, file), "utf8");
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { specifier: string; kind: Kind }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, kind: clause?.isTypeOnly || allTypes ? "type" : "value" });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: node.isTypeOnly ? "type" : "value" });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)))
        found.push({ specifier: argument.text, kind: "dynamic" });
    } else if (ts.isCallExpression(node) && /^vi\.(mock|doMock|importActual)$/.test(node.expression.getText(source))) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push({ specifier: argument.text, kind: "mock" });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, kind: "type" });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every arrow between two project files. */
export function projectArrows(files = sourceFiles()): Arrow[] {
  const arrows: Arrow[] = [];
  for (const from of files) {
    for (const { specifier, kind } of importsOf(from)) {
      const to = resolveLocal(from, specifier);
      if (to) arrows.push({ from, to, specifier, kind });
    }
  }
  return arrows;
}

/** `features/<name>/...` -> name, else null. */
export const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
export const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)(test-support|test-fixtures|flow-test-support)\.ts$/.test(file) ||
  file.startsWith("tests/");
/** Whether `file` is one of its feature's public entries (features/<name>/{index,server,client}.ts). */
export const isPublicEntry = (file: string) =>
  new RegExp(`^features/[^/]+/(${PUBLIC_ENTRIES.join("|")})\\.tsx?$`).test(file);

export type Report = {
  componentsToFeatures: Arrow[];
  crossFeature: Arrow[];
  pairs: { pair: string; count: number; twoWay: boolean; deep: number }[];
  twoWay: string[];
  featureCycles: string[][];
  featureLoops: string[][];
  moduleCycles: string[][];
  /** Arrows across the production server's boundary (see crossesServer). */
  serverCrossings: Arrow[];
};

/** Strongly connected components of more than one node (or a node importing itself): the cycles. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!indices.has(node)) connect(node);
  return found.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** The elementary cycles of a small graph (each once, starting at its smallest node), shortest first. */
export function elementaryCycles(edges: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const nodes = [...edges.keys()].sort();
  for (const start of nodes) {
    const walk = (node: string, path: string[]) => {
      for (const next of edges.get(node) ?? []) {
        if (next === start) found.push([...path]);
        else if (next > start && !path.includes(next)) walk(next, [...path, next]);
      }
    };
    walk(start, [start]);
  }
  return found.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

function addEdge(edges: Map<string, Set<string>>, from: string, to: string) {
  if (!edges.has(from)) edges.set(from, new Set());
  if (!edges.has(to)) edges.set(to, new Set());
  edges.get(from)!.add(to);
}

/**
 * The figures, from the arrows. Tests and their helpers count in (a) and (b) and in the module
 * cycles, not in the feature cycles. A module cycle is one of any imports: a type-only circle
 * still ties two files together (neither can move without the other), and a lazy `import()` back
 * to an importer is a circle too; a test's `vi.mock` names a module without importing it.
 */
export function report(arrows = projectArrows()): Report {
  const componentsToFeatures = arrows.filter((a) => a.from.startsWith("components/") && a.to.startsWith("features/"));
  const crossFeature = arrows.filter(
    (a) => featureOf(a.from) && featureOf(a.to) && featureOf(a.from) !== featureOf(a.to),
  );
  const counts = new Map<string, { count: number; deep: number }>();
  for (const a of crossFeature) {
    const key = `${featureOf(a.from)} -> ${featureOf(a.to)}`;
    const entry = counts.get(key) ?? { count: 0, deep: 0 };
    entry.count++;
    if (!isPublicEntry(a.to)) entry.deep++;
    counts.set(key, entry);
  }
  const pairs = [...counts].map(([pair, { count, deep }]) => {
    const [a, b] = pair.split(" -> ");
    return { pair, count, deep, twoWay: counts.has(`${b} -> ${a}`) };
  });
  pairs.sort((x, y) => y.count - x.count || x.pair.localeCompare(y.pair));
  const twoWay = [
    ...new Set(pairs.filter((p) => p.twoWay).map((p) => p.pair.split(" -> ").sort().join(" <-> "))),
  ].sort();

  const featureEdges = new Map<string, Set<string>>();
  const moduleEdges = new Map<string, Set<string>>();
  for (const a of arrows) {
    if (a.kind === "mock") continue;
    addEdge(moduleEdges, a.from, a.to);
    if (isTest(a.from)) continue;
    const [fa, fb] = [featureOf(a.from), featureOf(a.to)];
    if (fa && fb && fa !== fb) addEdge(featureEdges, fa, fb);
  }
  const serverCrossings = arrows.filter((a) => !isTest(a.from) && crossesServer(a));
  return {
    componentsToFeatures,
    crossFeature,
    pairs,
    twoWay,
    featureCycles: cycles(featureEdges),
    featureLoops: elementaryCycles(featureEdges),
    moduleCycles: cycles(moduleEdges),
    serverCrossings,
  };
}

/** What server/ may import of the project besides itself: the redaction list it shares with the app's logger. */
export const SERVER_MAY_IMPORT = ["lib/log/redact.mjs"];
const APP_LAYERS = /^(app|features|components|lib)\//;
/** An arrow into server/ from the app's layers, or out of server/ to anything but SERVER_MAY_IMPORT. */
export function crossesServer(a: Arrow): boolean {
  const [fromServer, toServer] = [a.from.startsWith("server/"), a.to.startsWith("server/")];
  if (toServer && !fromServer) return APP_LAYERS.test(a.from);
  return fromServer && !toServer && !SERVER_MAY_IMPORT.includes(a.to);
}

const mark = (a: Arrow) => (a.kind === "value" ? "" : ` (${a.kind})`) + (isTest(a.from) ? " [test]" : "");

/** The report as text. */
export function format(r: Report): string {
  const lines: string[] = [];
  const tests = (list: Arrow[]) => list.filter((a) => isTest(a.from)).length;
  lines.push(
    `(a) components/ -> features/: ${r.componentsToFeatures.length} imports (${tests(r.componentsToFeatures)} from tests), from ${new Set(r.componentsToFeatures.map((a) => a.from)).size} files`,
  );
  for (const a of r.componentsToFeatures) lines.push(`    ${a.from} -> ${a.to}${mark(a)}`);
  lines.push("");
  const deep = r.crossFeature.filter((a) => !isPublicEntry(a.to));
  lines.push(
    `(b) features/A -> features/B: ${r.crossFeature.length} imports (${tests(r.crossFeature)} from tests), ${r.pairs.length} pairs, ${r.twoWay.length} pairs both ways; ${deep.length} imports past a public entry (${PUBLIC_ENTRIES.map((e) => `${e}.ts`).join(", ")})`,
  );
  for (const p of r.pairs)
    lines.push(
      `    ${p.pair.padEnd(30)} ${String(p.count).padStart(3)}${p.deep ? `  (${p.deep} deep)` : ""}${p.twoWay ? "  <-> both ways" : ""}`,
    );
  lines.push(`    both ways: ${r.twoWay.join(", ") || "none"}`);
  lines.push("  every arrow:");
  for (const a of r.crossFeature)
    lines.push(`    ${a.from} -> ${a.to}${mark(a)}${isPublicEntry(a.to) ? "" : "  [deep]"}`);
  lines.push("");
  lines.push(
    `(c) feature-level cycles (any import, tests left out), as strongly connected sets of features: ${r.featureCycles.length}`,
  );
  for (const c of r.featureCycles) lines.push(`    {${c.join(", ")}}`);
  lines.push(`    elementary cycles among them: ${r.featureLoops.length}`);
  for (const c of r.featureLoops) lines.push(`    ${[...c, c[0]].join(" -> ")}`);
  lines.push(`    module-level cycles (any import: type-only, dynamic and tests included): ${r.moduleCycles.length}`);
  for (const c of r.moduleCycles) lines.push(`    {${c.join(", ")}}`);
  lines.push("");
  lines.push(
    `(d) server/ crossings (the app into the server, the server into the app past ${SERVER_MAY_IMPORT.join(", ")}): ${r.serverCrossings.length}`,
  );
  for (const a of r.serverCrossings) lines.push(`    ${a.from} -> ${a.to}${mark(a)}`);
  return lines.join("\n");
}

/**
 * What `--check` refuses (part of `npm run lint`, so lint enforces the cycles too): any arrow from
 * components/ into a feature, a non-test import past a public entry, a pair of features importing
 * each other, a cycle between features or between modules. Empty when the layers hold.
 */
export function violations(r: Report): string[] {
  return [
    ...r.componentsToFeatures.map((a) => `components/ imports a feature: ${a.from} -> ${a.to}`),
    ...r.crossFeature
      .filter((a) => !isTest(a.from) && !isPublicEntry(a.to))
      .map((a) => `past a public entry: ${a.from} -> ${a.to}`),
    ...r.twoWay.map((pair) => `features import each other: ${pair}`),
    ...r.featureCycles.map((c) => `features in a cycle: {${c.join(", ")}}`),
    ...r.moduleCycles.map((c) => `modules in a cycle: {${c.join(", ")}}`),
    ...r.serverCrossings.map((a) => `the production server's boundary: ${a.from} -> ${a.to}`),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const r = report();
  if (process.argv.includes("--check")) {
    const found = violations(r);
    for (const line of found) console.error(`import-arrows: ${line} (ADR 0032)`);
    if (found.length) process.exit(1);
    console.log(
      "import-arrows: no cycles, no two-way pairs, no deep imports between features, components/ imports no feature",
    );
  } else {
    console.log(format(r));
  }
}
