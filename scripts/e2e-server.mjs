// Production server for Playwright (see playwright.config.ts): its own database in .data/e2e,
// a build when the sources changed (same rule as `npm start`), then the production server
// (server/serve.mjs's, in this process) on 127.0.0.1:3100.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfNeeded, nextEnv, seed } from "./lib/build-freshness.mjs";
import { CANARY_SECRETS } from "./lib/canary-secrets.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = process.env.E2E_PORT || "3100";
const log = (message) => console.log(`[e2e-server] ${message}`);

// The journeys write (carts, orders, accounts): keep them off any database the shell points at.
// Canary secrets: the bundle scan after the run looks for them in the browser's files.
// Every journey comes from 127.0.0.1, so the per-address limits (sign-in: 10 per 15 minutes; new carts: 60 a minute) are
// raised here; the limits themselves are tested by the route tests. The mailbox of a production build
// is staff-only (MAILBOX=on with the staff token): the journeys sign in as staff to read mail.
// One JSON line per request would bury Playwright's output (it pipes this server's): warnings only, unless LOG_LEVEL says.
const env = nextEnv({
  ...CANARY_SECRETS,
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_TRIES: "500",
  GUEST_WRITES_PER_MINUTE: "1000",
  PROMO_TRIES_PER_ADDRESS: "1000",
  MAILBOX: "on",
  ERROR_PROBE: "on",
  ...process.env,
  PGLITE_DIR: process.env.E2E_PGLITE_DIR || ".data/e2e",
});
delete env.DATABASE_URL;

try {
  await seed({ root, env, log });
  // E2E_REUSE_BUILD=1: a second server (the hosted journey's, playwright.config.ts) serves the build
  // the first one made, started after it; it never builds, which would replace .next under the first.
  if (process.env.E2E_REUSE_BUILD !== "1") await buildIfNeeded({ root, log });
  else if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("E2E_REUSE_BUILD=1 but there is no build (.next/BUILD_ID)");
} catch (error) {
  console.error(`[e2e-server] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

log(`serving on http://127.0.0.1:${port} with PGLITE_DIR=${env.PGLITE_DIR}`);
// In this process, so Playwright's SIGTERM reaches the server, which finishes its requests and exits.
const { serve, replaceEnv } = await import("../server/main.mjs");
replaceEnv({ ...env, HOST: "127.0.0.1", PORT: port });
await serve({ dir: root });
