import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Nothing outside lib/commerce reaches a commerce adapter by name (ADR 0004), statically or with
 * `import()`; a hosted store's extras go through `CommerceProvider.hosted`, next.config.ts's
 * checkout origins through lib/commerce/hosted-origins.ts. Tests may still load an adapter (their
 * fakes), as the lint rule allows.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const SCANNED = ["app", "components", "features", "lib", "next.config.ts", "proxy.ts"];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /(\.test\.(ts|tsx)$)|(\/test-[^/]+$)/;

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return SOURCE.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) =>
    name === "node_modules" || name.startsWith(".") ? [] : sourceFiles(join(path, name)),
  );
}

/** Every module specifier of a file: import/export ... from, `import("...")` (string or template text), `import("...")` types, `require`. */
function moduleSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const textOf = (node: ts.Node | undefined) => {
    if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) found.push(node.text);
    else if (node && ts.isTemplateExpression(node))
      found.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("${}"));
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) textOf(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      textOf(node.moduleReference.expression);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require"))
    )
      textOf(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) textOf(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("commerce adapters behind the provider interface", () => {
  it("reads static, dynamic, template and type imports alike", () => {
    const code =
      'import a from "x/a";\nexport * from "x/b";\nconst c = await import("x/c");\nconst d = import(`x/${c}/d`);\ntype E = import("x/e").E;\nconst f = require("x/f");';
    expect(moduleSpecifiers("probe.ts", code)).toEqual(["x/a", "x/b", "x/c", "x/${}/d", "x/e", "x/f"]);
  });

  it("no module outside lib/commerce names bigcommerce in an import specifier", () => {
    const files = SCANNED.flatMap((entry) => sourceFiles(join(ROOT, entry)))
      .map((file) => relative(ROOT, file).split("\\").join("/"))
      .filter((file) => !file.startsWith("lib/commerce/") && !TEST_FILE.test(file));
    expect(files.length).toBeGreaterThan(100);
    const arrows = files.flatMap((file) =>
      moduleSpecifiers(file, readFileSync(join(ROOT, file), "utf8"))
        .filter((specifier) => /bigcommerce/i.test(specifier))
        .map((specifier) => `${file} -> ${specifier}`),
    );
    expect(arrows).toEqual([]);
  });
});

describe("the lint rule on adapter imports", () => {
  const eslint = new ESLint({ cwd: ROOT });
  const refusals = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath: join(ROOT, filePath) }))[0]!.messages
      .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax")
      .map((m) => `${m.line}:${m.ruleId}`);

  it("refuses a dynamic import() of an adapter outside its provider, as it refuses a static one", async () => {
    const code = [
      "export async function probe() {",
      '  const login = await import("@/lib/commerce/bigcommerce/customer-login");',
      "  const part = await import(`@/lib/commerce/bigcommerce/${String(login)}`);",
      '  const store = await import("@/lib/commerce/embedded");',
      "  return [login, part, store];",
      "}",
      'export { hostedCheckoutOrigins } from "./lib/commerce/bigcommerce/checkout-origins";',
    ].join("\n");
    expect(await refusals("app/api/probe/route.ts", code)).toEqual([
      "2:no-restricted-syntax",
      "3:no-restricted-syntax",
      "4:no-restricted-syntax",
      "7:no-restricted-imports",
    ]);
    expect(await refusals("features/probe/server.ts", code)).toHaveLength(4);
    expect(await refusals("lib/search/probe.ts", code)).toEqual([
      "2:no-restricted-syntax",
      "3:no-restricted-syntax",
      "4:no-restricted-syntax",
    ]);
  }, 60_000);

  it("lets the provider load its adapters, callers use the interface, and a hosted adapter reach the engine only through lib/commerce/engine", async () => {
    expect(await refusals("lib/commerce/provider.ts", 'export const load = () => import("./bigcommerce");\n')).toEqual(
      [],
    );
    expect(
      await refusals("app/api/probe/route.ts", 'export const load = () => import("@/lib/commerce/provider");\n'),
    ).toEqual([]);
    expect(
      await refusals("lib/commerce/bigcommerce/probe.ts", 'export { createReviews } from "../embedded/reviews";\n'),
    ).toEqual(["1:no-restricted-imports"]);
    expect(await refusals("lib/commerce/bigcommerce/probe.ts", 'export { createReviews } from "../engine";\n')).toEqual(
      [],
    );
  }, 60_000);
});
