// `npm start`: seed the database (the seed skips itself when done), build when the sources
// changed since the last build, then serve in this same process with the production server
// (server/main.mjs, as `node server/serve.mjs`) on $HOST:$PORT (127.0.0.1:3000).
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { buildIfNeeded, nextEnv, seed } from "./lib/build-freshness.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = process.env.PORT || "3000";
const log = (message) => console.log(`[start] ${message}`);

try {
  await seed({ root, log });
  await buildIfNeeded({ root, log });
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// The demo store sends its mail nowhere but the outbox. A production build never shows that
// mailbox to the public (it holds reset links), so a demo started with nothing configured gets
// a staff token of its own, printed here only: whoever started the store reads the mail (sign-up
// confirmations included) in the staff area. Any of the three variables set turns this off.
const env = nextEnv();
if (!env.SMTP_URL && !env.MAILBOX && !env.STAFF_TOKEN) {
  Object.assign(env, { MAILBOX: "on", STAFF_TOKEN: randomBytes(18).toString("base64url") });
  log(
    `no SMTP_URL: mail stays in the store's mailbox, read behind the staff sign-in at http://localhost:${port}/en-sa/staff`,
  );
  log(`staff token for this run: ${env.STAFF_TOKEN}`);
}

log(`serving on http://localhost:${port}`);
// In this process (no child, no npx): SIGTERM and Ctrl-C reach the server, which drains and exits.
const { serve, replaceEnv } = await import("../server/main.mjs");
replaceEnv(env);
await serve({ dir: root });
