/**
 * Ends a production server whose start-up failed (the database unreachable or its migrations
 * refused, the job queue not installed) with exit 1: Next only logs an error thrown by
 * `register()`, opens its port and answers 500 to every request, an instance a balancer would keep
 * sending shoppers to. A module of its own, imported only on Node: instrumentation.ts is also
 * compiled for the edge runtime, whose build warns on every start about `process.exit` in it.
 */
export function stopAfterFailedStart(error: unknown): void {
  console.error(`[start-up] failed, stopping: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
