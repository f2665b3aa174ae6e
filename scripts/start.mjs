// `npm start`: seed the database (the seed skips itself when done), build when the sources
// changed since the last build, then serve with `next start` on $PORT (3000).
import { fileURLToPath } from "node:url";
import { buildIfNeeded, nextEnv, seed, serveForever } from "./lib/build-freshness.mjs";

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

log(`serving on http://localhost:${port}`);
serveForever(["-p", port], { root, env: nextEnv(), log });
