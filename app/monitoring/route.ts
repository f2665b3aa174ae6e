import { publicEnv, serverEnv } from "@/lib/env";
import { relayEnvelope } from "@/lib/monitoring/tunnel";

/**
 * POST /monitoring: the browser's Sentry envelopes (instrumentation-client.ts sets the SDK's
 * `tunnel` to this path), relayed only to the project of a DSN this app is configured with
 * (lib/monitoring/tunnel.ts). Without a DSN there is no tunnel: 404. Other methods: 405.
 */
export async function POST(request: Request): Promise<Response> {
  return relayEnvelope(request, [serverEnv().SENTRY_DSN, publicEnv.sentryDsn]);
}
