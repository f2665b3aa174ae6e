import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CANARY_SECRETS } from "./lib/canary-secrets.mjs";

const scan = (dir: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["scripts/scan-bundle-secrets.mjs"], {
    env: { NODE_ENV: "test", PATH: process.env.PATH ?? "", SCAN_DIR: dir, ...env } as NodeJS.ProcessEnv,
    encoding: "utf8" as const,
  });

function bundle(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "bundle-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("the client bundle secret scan", () => {
  it("passes a clean bundle", () => {
    const result = scan(bundle({ "chunks/app.js": "console.log('hello')" }));
    expect(result.status).toBe(0);
  });

  it("fails on a canary or a configured secret anywhere in the browser's files", () => {
    expect(scan(bundle({ "chunks/a/b.js": `x="${CANARY_SECRETS.SESSION_SECRET}"` })).status).toBe(1);
    const leaked = scan(bundle({ "css/app.css": "/* smtp://mailer:hunter2-long@mail.example */" }), {
      SMTP_URL: "smtp://mailer:hunter2-long@mail.example",
    });
    expect(leaked.status).toBe(1);
    expect(leaked.stderr).toContain("SMTP_URL in");
    // Public values are public.
    expect(
      scan(bundle({ "chunks/c.js": "https://shop.example" }), { NEXT_PUBLIC_API_KEY: "https://shop.example" }).status,
    ).toBe(0);
  });
});
