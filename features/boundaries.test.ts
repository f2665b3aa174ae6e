import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint rules that hold the layers apart (ADR 0032), tried on probe files. A feature
 * reaches another only through its public entries (`@/features/<name>`, `/client`, `/server`,
 * `/schema`), statically or with `import()`; inside a feature anything goes; components/ imports
 * no feature. Cycles between features are scripts/import-arrows.test.ts's.
 */
const ROOT = join(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT });
const refusals = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath: join(ROOT, filePath) }))[0]!.messages
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax")
    .map((m) => `${m.line}:${m.ruleId}`);

describe("feature boundaries in the lint rules", () => {
  it("refuses another feature's internals, by alias, relative path or import(), and app/", async () => {
    const code = [
      'import { useCart } from "@/features/cart/use-cart";',
      'import { CardHeart } from "@/features/wishlist/components/card-heart";',
      'import { useToast } from "../../shell/use-toast";',
      'import { helper } from "@/app/[locale]/locale-param";',
      'export const load = () => import("@/features/cart/cart-commands");',
      "export { useCart, CardHeart, useToast, helper };",
    ].join("\n");
    expect(await refusals("features/catalogue/components/probe.tsx", code)).toEqual([
      "1:no-restricted-imports",
      "2:no-restricted-imports",
      "3:no-restricted-imports",
      "4:no-restricted-imports",
      "5:no-restricted-syntax",
    ]);
  }, 60_000);

  it("lets a feature use another's public entries and its own modules", async () => {
    const code = [
      'import { CardCartAction, formatLineOptions } from "@/features/cart";',
      'import { useCartActions } from "@/features/cart/client";',
      'import { rememberCart } from "@/features/cart/server";',
      'import { addProductBody } from "@/features/cart/schema";',
      'import { ProductCard } from "@/features/catalogue/components/product-card";',
      'import { stockLevel } from "../product-page/stock-line";',
      'export const load = () => import("@/features/wishlist/client");',
      "export { CardCartAction, formatLineOptions, useCartActions, rememberCart, addProductBody, ProductCard, stockLevel };",
    ].join("\n");
    expect(await refusals("features/catalogue/components/probe.tsx", code)).toEqual([]);
  }, 60_000);

  it("holds tests to the public entries too (a mock names the module: vi.mock is not an import)", async () => {
    const code =
      'import { usePanelsStore } from "@/features/shell/panels-store";\nimport { useToast } from "@/features/shell/client";\nexport { usePanelsStore, useToast };\n';
    expect(await refusals("features/cart/probe.test.ts", code)).toEqual(["1:no-restricted-imports"]);
  }, 60_000);

  it("refuses components/ any import of a feature or of app/", async () => {
    const code = [
      'import { useCustomer } from "@/features/customer/client";',
      'import { accountPath } from "@/features/account";',
      'import { Header } from "../../app/[locale]/_shell/header/header";',
      'export const load = () => import("@/features/search/panel/search-panel");',
      'import { Drawer } from "./drawer";',
      "export { useCustomer, accountPath, Header, Drawer };",
    ].join("\n");
    expect(await refusals("components/ui/probe.tsx", code)).toEqual([
      "1:no-restricted-imports",
      "2:no-restricted-imports",
      "3:no-restricted-imports",
      "4:no-restricted-syntax",
    ]);
  }, 60_000);
});
