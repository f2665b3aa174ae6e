// `npm run check:secrets`: fails when any configured secret or token appears in the browser's
// files (.next/static): every environment variable whose name says secret, token, password,
// key or credentials URL (NEXT_PUBLIC_* excepted: those are public by definition), plus the
// canary values the e2e server runs with. Run after a build.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CANARY_SECRETS } from "./lib/canary-secrets.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// SCAN_DIR points the scan elsewhere (its own test).
const staticDir = process.env.SCAN_DIR || path.join(root, ".next", "static");
const SECRET_NAME = /(SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|ACCESS_KEY|SMTP_URL|DATABASE_URL)/i;

const secrets = new Map();
for (const [name, value] of Object.entries({ ...process.env, ...CANARY_SECRETS })) {
  if (name.startsWith("NEXT_PUBLIC_") || !SECRET_NAME.test(name) || !value || value.length < 8) continue;
  secrets.set(name, value);
}

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let exists = true;
try {
  statSync(staticDir);
} catch {
  exists = false;
}
if (!exists) {
  console.error("[secrets] no .next/static: build first (npm run build)");
  process.exit(1);
}

const leaks = [];
let scanned = 0;
for (const file of files(staticDir)) {
  if (!/\.(js|css|json|html|map|txt)$/.test(file)) continue;
  scanned++;
  const text = readFileSync(file, "utf8");
  for (const [name, value] of secrets) if (text.includes(value)) leaks.push(`${name} in ${path.relative(root, file)}`);
}
console.log(
  `[secrets] ${scanned} browser files scanned for ${secrets.size} secrets (${[...secrets.keys()].join(", ")})`,
);
if (leaks.length) {
  console.error(`[secrets] LEAKED:\n  ${leaks.join("\n  ")}`);
  process.exit(1);
}
console.log("[secrets] none found");
