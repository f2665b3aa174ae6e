import "server-only";
import { SENTRY_ENVELOPE_MAX_BYTES } from "@/lib/constants";
import { readLimitedBody } from "@/lib/http/body-limit";
import { failure, tooLarge } from "@/lib/http/respond";
import { UpstreamError, upstreamFetch } from "@/lib/http/upstream";
import { logger } from "@/lib/log/logger";
import { envelopeEndpoint, parseDsn, sameProject, type SentryDsn } from "./sentry-dsn";

/**
 * The Sentry tunnel (`/monitoring`): the browser posts its envelopes to our own origin, so the
 * CSP keeps `connect-src 'self'` and blockers of third-party hosts lose no reports. An open relay
 * would let anyone post into any Sentry project from our servers, so an envelope is forwarded
 * only when the DSN in its header names the host and project of a DSN this app is configured
 * with, and only to that configured DSN's ingest address (never to one read from the envelope).
 */

/** The circuit of the ingest host (lib/http/upstream.ts): an outage answers 503 fast instead of piling up. */
const UPSTREAM = "sentry";

/** Why an envelope is refused, in one log line (never its content: it is the caller's text). */
class EnvelopeRefusal extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "EnvelopeRefusal";
  }
}

/** The envelope header (its first line, JSON) as the DSN it names; throws EnvelopeRefusal. */
function dsnOfEnvelope(bytes: Uint8Array): SentryDsn {
  const end = bytes.indexOf(0x0a);
  const line = new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
  let header: unknown;
  try {
    header = JSON.parse(line);
  } catch {
    throw new EnvelopeRefusal("its header is not JSON");
  }
  const dsn =
    typeof header === "object" && header !== null && !Array.isArray(header)
      ? (header as { dsn?: unknown }).dsn
      : undefined;
  if (dsn === undefined) throw new EnvelopeRefusal("its header names no DSN");
  const parsed = parseDsn(dsn);
  if (!parsed) throw new EnvelopeRefusal("its header's DSN is not a DSN");
  return parsed;
}

/** An ingest failure as the status the SDK should see (it backs off on 429 and 5xx). */
function ingestFailure(error: UpstreamError): Response {
  const status =
    error.kind === "status" && error.status
      ? error.status
      : error.kind === "timeout"
        ? 504
        : error.kind === "circuitOpen"
          ? 503
          : 502;
  const response = failure(status, "Error reporting is unavailable");
  if (error.retryAfterMs !== undefined)
    response.headers.set("retry-after", String(Math.ceil(error.retryAfterMs / 1000)));
  return response;
}

/**
 * Relays one envelope for `configured` (the app's DSN strings; unset ones are skipped). 404 when
 * none is configured (there is no tunnel), 413 past SENTRY_ENVELOPE_MAX_BYTES, 400 for an envelope
 * without a readable DSN or for another Sentry or project (no outbound call), else the ingest's
 * own status and answer.
 */
export async function relayEnvelope(request: Request, configured: readonly (string | undefined)[]): Promise<Response> {
  const dsns = configured.map(parseDsn).filter((dsn): dsn is SentryDsn => dsn !== null);
  if (dsns.length === 0) return failure(404, "Not found");
  let read;
  try {
    read = await readLimitedBody(request, SENTRY_ENVELOPE_MAX_BYTES);
  } catch {
    return failure(400, "Invalid envelope: the body could not be read");
  }
  if ("tooLarge" in read) return tooLarge(SENTRY_ENVELOPE_MAX_BYTES);
  let target: SentryDsn | undefined;
  try {
    const named = dsnOfEnvelope(read.bytes);
    target = dsns.find((dsn) => sameProject(dsn, named));
    if (!target) throw new EnvelopeRefusal("its DSN names another Sentry host or project");
  } catch (error) {
    if (!(error instanceof EnvelopeRefusal)) throw error;
    logger.warn(`[monitoring] envelope refused: ${error.message}`);
    return failure(400, `Invalid envelope: ${error.message}`);
  }
  try {
    const answer = await upstreamFetch(UPSTREAM, envelopeEndpoint(target), {
      method: "POST",
      headers: { "content-type": "application/x-sentry-envelope" },
      body: read.bytes as Uint8Array<ArrayBuffer>,
    });
    return new Response(await answer.arrayBuffer(), {
      status: answer.status,
      headers: {
        "content-type": answer.headers.get("content-type") ?? "application/json",
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    // A body cut off mid-way is a network failure too; one line, never a stack trace per report.
    const failed =
      error instanceof UpstreamError
        ? error
        : new UpstreamError(UPSTREAM, "network", "the ingest's answer broke off", { cause: error });
    logger.warn({ circuit: UPSTREAM, kind: failed.kind }, `[monitoring] envelope not relayed: ${failed.message}`);
    return ingestFailure(failed);
  }
}
