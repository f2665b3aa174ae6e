// The production start, the same everywhere (npm run serve, npm start, the e2e servers, the
// container): `node server/serve.mjs` serves the build in .next on HOST:PORT (127.0.0.1:3000) as
// one process, so SIGTERM reaches the server and drains it (server/, ADR 0027).
// Plain ESM, nothing before the version check that an older Node could refuse.
import { fileURLToPath } from "node:url";

const { nodeVersionProblem } = await import("./start-checks.mjs");
const tooOld = nodeVersionProblem();
if (tooOld) {
  console.error(`[serve] start-up failed: ${tooOld}`);
  process.exit(1);
}
const { serve } = await import("./main.mjs");
await serve({ dir: fileURLToPath(new URL("..", import.meta.url)) });
