import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints } from "./compile-hints.mjs";

const HINT = "//# allFunctionsCalledOnLoad\n";
let dist = "";

afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe("addCompileHints", () => {
  it("marks every browser chunk once, nested ones too, and leaves other files alone", async () => {
    dist = await mkdtemp(path.join(tmpdir(), "hints-"));
    const chunks = path.join(dist, "static", "chunks");
    await mkdir(path.join(chunks, "app"), { recursive: true });
    await writeFile(path.join(chunks, "a.js"), "(globalThis.TURBOPACK||[]).push([1])");
    await writeFile(path.join(chunks, "app", "b.js"), "console.log(1)");
    await writeFile(path.join(chunks, "c.css"), "body{}");

    expect(await addCompileHints(dist)).toBe(2);
    expect(await readFile(path.join(chunks, "a.js"), "utf8")).toBe(`${HINT}(globalThis.TURBOPACK||[]).push([1])`);
    expect(await readFile(path.join(chunks, "app", "b.js"), "utf8")).toBe(`${HINT}console.log(1)`);
    expect(await readFile(path.join(chunks, "c.css"), "utf8")).toBe("body{}");

    // A second run (a build step repeated) changes nothing.
    expect(await addCompileHints(dist)).toBe(0);
    expect(await readFile(path.join(chunks, "a.js"), "utf8")).toBe(`${HINT}(globalThis.TURBOPACK||[]).push([1])`);
  });
});
