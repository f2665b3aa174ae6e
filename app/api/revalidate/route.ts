import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { MAX_JSON_BODY_BYTES } from "@/lib/constants";
import { serverEnv } from "@/lib/env";
import { describeBytes, readLimitedBody } from "@/lib/http/body-limit";
import { describeIssues } from "@/lib/http/respond";
import { isInternalSecret, isOwnPeer } from "@/lib/jobs/internal-secret";
import { invalidateSearchIndexes } from "@/lib/search/provider";
import { CATALOGUE_TAG } from "@/features/catalogue/listing/listing-data";
import { revalidateBody } from "@/features/catalogue/webhooks/cache-tags";

function authorised(token: string, secret: string): boolean {
  const given = Buffer.from(token);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The TCP peer: our server appends it as the last X-Forwarded-For entry before Next sees the
 * request (server/forwarded-for.mjs), and Next fills the header with it when absent.
 */
function peerOf(request: Request): string | null {
  return (
    (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1) ?? null
  );
}

/** The tags to drop: those the body names (`{"tags": [...]}`), or the whole catalogue without any. */
async function tagsOf(request: Request): Promise<{ tags: string[] } | { error: Response }> {
  const read = await readLimitedBody(request, MAX_JSON_BODY_BYTES);
  if ("tooLarge" in read)
    return {
      error: Response.json(
        { error: `Payload too large: the body must be at most ${describeBytes(MAX_JSON_BODY_BYTES)}` },
        { status: 413 },
      ),
    };
  const text = new TextDecoder().decode(read.bytes).trim();
  if (!text) return { tags: [CATALOGUE_TAG] };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: Response.json({ error: "Invalid request: the body must be JSON" }, { status: 400 }) };
  }
  if (typeof body === "object" && body !== null && !Array.isArray(body) && !("tags" in body))
    return { tags: [CATALOGUE_TAG] };
  const parsed = revalidateBody.safeParse(body);
  if (!parsed.success)
    return { error: Response.json({ error: `Invalid request: ${describeIssues(parsed.error)}` }, { status: 400 }) };
  return { tags: [...new Set(parsed.data.tags)] };
}

/**
 * Drops cached catalogue pages after the catalogue changed (a new seed, a price or stock import):
 * `curl -X POST -H "Authorization: Bearer $REVALIDATE_SECRET" .../api/revalidate` drops the whole
 * catalogue and the search indexes; a body `{"tags": ["product:sa:{sku}", "catalogue:ae"]}` drops
 * only those (tags of the catalogue's shapes only, else 400). Without REVALIDATE_SECRET the route
 * does not exist for anyone else; pages then refresh within 5 minutes and search indexes within
 * SEARCH_REFRESH_SECONDS on their own.
 *
 * The job worker of this same process (a webhook's job) calls it too, with the process's internal
 * secret: Next's revalidateTag works only inside a request. That secret is accepted from this
 * machine only (loopback, or the interface the server listens on) and whether or not
 * REVALIDATE_SECRET is set.
 */
export async function POST(request: Request) {
  const env = serverEnv();
  const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
  const internal = isInternalSecret(token) && isOwnPeer(peerOf(request), env.HOST ?? "127.0.0.1");
  if (!internal) {
    const secret = env.REVALIDATE_SECRET;
    if (!secret) return Response.json({ error: "Not found" }, { status: 404 });
    if (!authorised(token, secret))
      return Response.json({ error: "A valid bearer token is required" }, { status: 401 });
  }
  const read = await tagsOf(request);
  if ("error" in read) return read.error;
  for (const tag of read.tags) revalidateTag(tag, "max");
  // The search indexes are built from the whole catalogue: a narrower change leaves them to their refresh.
  if (read.tags.includes(CATALOGUE_TAG)) invalidateSearchIndexes();
  return Response.json({ revalidated: read.tags });
}
