import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The vendored documents are the vendor's, unedited: each file's git blob id equals the one the
 * README lists for its source repository (git computes the same id, `git hash-object FILE`).
 */

const dir = fileURLToPath(new URL(".", import.meta.url));
const blobId = (bytes: Buffer) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");

describe("vendored BigCommerce documents", () => {
  const rows = readFileSync(`${dir}README.md`, "utf8")
    .split("\n")
    .map((line) => /^\| `([^`]+)` \|.*\| `([0-9a-f]{40})` \| [^|]+ \|$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ file: m[1]!, blob: m[2]! }));

  it("lists every vendored file in the README", () => {
    const vendored = readdirSync(dir).filter((f) => /\.(ya?ml|graphql)$/.test(f));
    expect(rows.map((r) => r.file).sort()).toEqual(vendored.sort());
  });

  it("keeps each file byte for byte as published", () => {
    for (const { file, blob } of rows) expect(blobId(readFileSync(`${dir}${file}`)), file).toBe(blob);
  });
});
