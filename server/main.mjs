// The production server: one Node process, no npm or shell in between, so a platform's SIGTERM
// reaches it. Used by server/serve.mjs (npm run serve, the container), scripts/start.mjs (npm
// start), scripts/e2e-server.mjs and the measuring scripts (scripts/lib/prod-server.ts).
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import { markPeerAppended } from "./forwarded-for.mjs";
import { createAppServer } from "./app-server.mjs";
import { openListingDocumentSlot } from "./listing-documents.mjs";
import { openProductPageSlot } from "./product-documents.mjs";
import { collectNodeMetrics } from "./http-metrics.mjs";
import { nextHostname } from "./next-hostname.mjs";
import { applyStandaloneConfig, builtRoutes, checkNextPrivate, hasConfigFile, WHEN_OFF } from "./next-private.mjs";
import { pageBytes } from "./page-bytes.mjs";
import { routeLabeler } from "./route-label.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";
import { createServerLogger } from "./server-logger.mjs";
import { serverSettings } from "./settings.mjs";
import { applyHeapGrowth } from "./heap.mjs";
import { handleSignals } from "./shutdown.mjs";
import { checkServices, nodeVersionProblem, StartupError } from "./start-checks.mjs";

/** Replaces this process's environment with `env` (the scripts that prepare one: npm start, e2e). */
export function replaceEnv(env) {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
}

/**
 * Checks the private details of Next the server leans on against the build in `dir`
 * (next-private.mjs): one warning line for each that differs, whose part is then off. A standalone
 * folder whose config cannot be handed over does not start (it would serve Next's defaults).
 */
function privateParts(dir, logger) {
  const problems = checkNextPrivate({ dir, rewriteHtml: scriptsAfterPaint });
  for (const [detail, problem] of Object.entries(problems)) {
    if (problem) logger.warn({ detail, problem }, `Next's private side changed: ${WHEN_OFF[detail]}`);
  }
  if (problems.standaloneConfig && !hasConfigFile(dir))
    throw new StartupError(`this standalone build cannot be given its config: ${problems.standaloneConfig}`);
  return {
    routes: problems.routesManifest ? null : builtRoutes(path.join(dir, ".next")).routes,
    bytes: problems.wholePageEnd ? null : pageBytes(),
    rewriteHtml: problems.scriptTags ? null : scriptsAfterPaint,
  };
}

/** Next's request handler for the build in `dir`; `prepare()` runs the app's start-up (instrumentation-node.ts). */
async function nextHandler({ dir, host, port, logger }) {
  const parts = privateParts(dir, logger);
  // A standalone output (the image) has no next.config.ts: Next gets the config its build resolved.
  applyStandaloneConfig(dir);
  const { default: next } = await import("next");
  const app = next({ dev: false, dir, hostname: nextHostname(host), port });
  await app.prepare();
  return { handle: app.getRequestHandler(), ...parts, close: () => app.close() };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server.address().port);
    });
  });
}

/**
 * Checks the services, prepares the app, listens on HOST:PORT and handles SIGTERM/SIGINT. A failed
 * start exits 1 with the reason: an instance never stays up answering 500 after it. `createHandler`
 * is Next's unless a test gives a stand-in. Resolves with the port once listening.
 */
export async function serve({ dir = process.cwd(), createHandler = nextHandler, logger = createServerLogger() } = {}) {
  // As `next start` does: a production build runs with NODE_ENV=production unless told otherwise,
  // from the project's folder (the migrations and a relative PGLITE_DIR are found from there).
  process.env.NODE_ENV ||= "production";
  process.chdir(dir);
  // This server applies the client-address rule to every request (app-server.mjs): the app checks
  // for this mark and refuses to start in production without it (a bare `next start`).
  markPeerAppended();
  // The app's listing rule and product page check for page loads go in these slots when Next
  // prepares the app (listing-documents.mjs, product-documents.mjs).
  openListingDocumentSlot();
  openProductPageSlot();
  // V8's old-generation growth step (heap.mjs); the young generation's size comes with the launch flags.
  applyHeapGrowth();
  try {
    const tooOld = nodeVersionProblem();
    if (tooOld) throw new StartupError(tooOld);
    const settings = serverSettings(process.env);
    await checkServices(process.env);
    collectNodeMetrics();
    const handler = await createHandler({ dir, host: settings.host, port: settings.port, logger });
    const app = createAppServer({
      handle: handler.handle,
      labelRoute: routeLabeler(handler.routes ?? null),
      logger,
      bytes: handler.bytes,
      rewriteHtml: handler.rewriteHtml,
    });
    const port = await listen(app.server, settings.port, settings.host);
    // What `next start` tells the app about its own address (the port chosen when PORT=0).
    process.env.PORT = String(port);
    handleSignals({ app, logger, drainMs: settings.drainMs, timeoutMs: settings.timeoutMs, closeApp: handler.close });
    // The heap limit V8 runs under (NODE_OPTIONS=--max-old-space-size sets it) and the launch flags
    // (heap.mjs), for whoever reads the log.
    logger.info(
      {
        host: settings.host,
        port,
        heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 1048576),
        nodeFlags: process.execArgv,
      },
      "listening",
    );
    return port;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.fatal({ reason: message }, "start-up failed");
    console.error(`[serve] start-up failed: ${message}`);
    process.exit(1);
  }
}
