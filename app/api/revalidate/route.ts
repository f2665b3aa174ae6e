import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { serverEnv } from "@/lib/env";
import { invalidateSearchIndexes } from "@/lib/search/provider";
import { CATALOGUE_TAG } from "@/features/catalogue/listing/listing-data";

function authorised(header: string | null, secret: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, "") ?? "");
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Drops every cached catalogue page and search index after the catalogue changed (a new seed, a
 * price or stock import): `curl -X POST -H "Authorization: Bearer $REVALIDATE_SECRET" .../api/revalidate`.
 * Without REVALIDATE_SECRET the route does not exist; pages then refresh within 5 minutes and
 * search indexes within SEARCH_REFRESH_SECONDS on their own.
 */
export async function POST(request: Request) {
  const secret = serverEnv().REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: "Not found" }, { status: 404 });
  if (!authorised(request.headers.get("authorization"), secret)) {
    return Response.json({ error: "A valid bearer token is required" }, { status: 401 });
  }
  revalidateTag(CATALOGUE_TAG, "max");
  invalidateSearchIndexes();
  return Response.json({ revalidated: [CATALOGUE_TAG] });
}
