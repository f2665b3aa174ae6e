// SIGTERM (a platform stopping the instance) and SIGINT (Ctrl-C): stop taking new requests, finish
// those in flight, then exit 0. In order: the instance says it is not ready (/api/ready 503) and
// keeps serving for the drain period, so a balancer's health check takes it out of rotation before
// its port closes (closing first would reset connections the balancer is still opening); then the
// port closes and the requests in flight finish (capped); then the app's shutdown hooks run.
import { markDraining, shutdownHooks } from "./shared-with-app.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 };
/** The hooks' own allowance when the requests used up the timeout. */
const HOOKS_MIN_MS = 5_000;

/** Runs the hooks one after another (the order they were added), each within what is left of `ms`. */
async function runHooks(ms, logger) {
  const deadline = Date.now() + ms;
  for (const hook of shutdownHooks()) {
    try {
      await Promise.race([
        hook(),
        sleep(Math.max(0, deadline - Date.now())).then(() => Promise.reject(new Error("shutdown hook timed out"))),
      ]);
    } catch (error) {
      logger.warn({ err: error }, "shutdown hook failed");
    }
  }
}

/**
 * Installs the SIGTERM/SIGINT handling. `closeApp` closes the app (Next's own close) after the
 * requests; `exit` is process.exit unless a test replaces it. A second signal exits at once.
 */
export function handleSignals({
  app,
  logger,
  drainMs,
  timeoutMs,
  closeApp = async () => {},
  exit = (code) => process.exit(code),
}) {
  let stopping = null;
  const stop = async (signal) => {
    markDraining();
    logger.info({ signal, drainMs, timeoutMs, inFlight: app.inFlight() }, "shutting down: not ready, draining");
    if (drainMs > 0) await sleep(drainMs);
    const finished = await app.stopAccepting(timeoutMs);
    if (finished) logger.info("every request in flight finished");
    else logger.warn({ timeoutMs }, "requests still in flight at the shutdown timeout were cut");
    await runHooks(Math.max(HOOKS_MIN_MS, timeoutMs), logger);
    try {
      await closeApp();
    } catch (error) {
      logger.warn({ err: error }, "closing the app failed");
    }
    logger.info("stopped");
    exit(0);
  };
  const onSignal = (signal) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting now");
      exit(SIGNAL_EXIT[signal] ?? 1);
      return;
    }
    stopping = stop(signal).catch((error) => {
      logger.error({ err: error }, "shutdown failed");
      exit(1);
    });
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  return { stop: (signal = "SIGTERM") => onSignal(signal) };
}
