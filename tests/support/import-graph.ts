// The modules a page's JavaScript loads at start-up, read from the sources as the bundler reads
// them: static value imports only (an `import type` is erased; an `import()` is a separate chunk
// loaded later). Used by the start-up weight tests (ADR 0031).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The specifiers a module imports at evaluation (no `import type`, no all-type `import { type A }`, no `import()`). */
export function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const allTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly);
      // A stylesheet (the layout's globals.css) is Next's link, not JavaScript.
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (!allTypes && !specifier.endsWith(".css")) found.push(specifier);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** A project file for a specifier, or null for a package. */
function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && !candidate.endsWith("/") && /\.(tsx?|mjs)$/.test(candidate)) return candidate;
  }
  throw new Error(`${relative(root, from)} imports ${specifier}, which is not a project file`);
}

/** Every project module and package loaded with `entry`, each package with the module that imports it. */
export function startUpGraph(entry: string): { modules: Set<string>; packages: Map<string, string> } {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of staticImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
      else if (!packages.has(specifier)) packages.set(specifier, relative(root, file));
    }
  };
  visit(join(root, entry));
  return { modules, packages };
}

const isClientModule = (file: string) =>
  /^\s*(\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(readFileSync(file, "utf8"));

/**
 * What the browser loads at start-up for a server entry (a layout or page): server modules are
 * followed only to find the client modules they render ("use client"); from a client module on,
 * every static import is the browser's. Packages are listed with the client module that imports them.
 */
export function clientStartUpGraph(entry: string): { modules: Set<string>; packages: Map<string, string> } {
  const seen = new Set<string>();
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string, client: boolean) => {
    const onClient = client || isClientModule(file);
    const key = `${onClient}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (onClient) modules.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith("#")) continue; // package.json imports: server and browser conditions differ
      const local = resolveLocal(file, specifier);
      if (local) visit(local, onClient);
      else if (onClient && !packages.has(specifier)) packages.set(specifier, relative(root, file));
    }
  };
  visit(join(root, entry), false);
  return { modules, packages };
}
