import type { ServerEnv } from "@/lib/env";

/** The Node major the app is built and tested on (package.json engines; server/start-checks.mjs checks the same first). */
export const MIN_NODE_MAJOR = 24;

/** The app refuses to start: the message says what to fix. */
export class StartupRefusedError extends Error {
  override name = "StartupRefusedError";
}

type Facts = { nodeEnv: ServerEnv["NODE_ENV"]; nodeVersion: string; peerMarked: boolean };

/**
 * What forbids a production start. The client-address rule (ADR 0016) is applied by the production
 * server (server/serve.mjs) or the preload of a hand-started `next start`; both leave a mark on
 * globalThis. Without either, Next fills X-Forwarded-For only when a request has none, so a client
 * could pick the address the sign-in limit counts: a bare `next start` is refused rather than run so.
 */
export function productionStartProblems({ nodeEnv, nodeVersion, peerMarked }: Facts): string[] {
  if (nodeEnv !== "production") return [];
  const problems: string[] = [];
  if (Number(nodeVersion.split(".")[0]) < MIN_NODE_MAJOR)
    problems.push(`Node ${nodeVersion} is too old: the store needs Node ${MIN_NODE_MAJOR} or newer`);
  if (!peerMarked) {
    problems.push(
      "the server runs without the client-address rule (a bare `next start`?): start it with `node server/serve.mjs` (npm run serve, npm start), or preload it with NODE_OPTIONS=--import=./scripts/lib/client-address.mjs",
    );
  }
  return problems;
}

/** Throws StartupRefusedError when this process may not serve production traffic. */
export function assertProductionStart(env: Pick<ServerEnv, "NODE_ENV">): void {
  const peerMarked = (globalThis as { __luminaPeerInForwardedFor?: boolean }).__luminaPeerInForwardedFor === true;
  const problems = productionStartProblems({ nodeEnv: env.NODE_ENV, nodeVersion: process.versions.node, peerMarked });
  if (problems.length) throw new StartupRefusedError(`Refusing to start: ${problems.join("; ")}`);
}

/**
 * As assertProductionStart, but a refusal ends the process (exit 1): `next start` only logs a start-up
 * error and stays up answering 500, the fault an instance must never show.
 */
export function refuseUnsafeProductionStart(env: Pick<ServerEnv, "NODE_ENV">): void {
  try {
    assertProductionStart(env);
  } catch (error) {
    console.error(`[start-up] ${(error as Error).message}`);
    process.exit(1);
  }
}
