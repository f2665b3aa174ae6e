import "server-only";
import { z } from "zod";
import { statusError, upstreamFetch, UpstreamError } from "@/lib/http/upstream";
import { STRAPI_PAGE_SIZE, toSearch, type StrapiRequest } from "./queries";
import { collectionResponse, singleResponse } from "./schema";

/** The circuit breaker's name for Strapi (one CMS for every country). */
export const STRAPI_UPSTREAM = "strapi";

export type StrapiConfig = { url: string; token: string };

async function getJson(
  config: StrapiConfig,
  request: StrapiRequest,
  params: [string, string][],
): Promise<unknown | null> {
  const url = new URL(`${request.path}?${toSearch(params)}`, config.url);
  const response = await upstreamFetch(STRAPI_UPSTREAM, url, {
    headers: { authorization: `Bearer ${config.token}`, accept: "application/json" },
  });
  // A single type that has no entry in this locale answers 404: missing, the caller falls back.
  if (response.status === 404) return null;
  if (!response.ok) throw statusError(STRAPI_UPSTREAM, response, `GET ${request.path}`);
  try {
    return await response.json();
  } catch (cause) {
    if (cause instanceof UpstreamError) throw cause;
    throw new UpstreamError(STRAPI_UPSTREAM, "invalid", `GET ${request.path} answered a body that is not JSON`, {
      cause,
    });
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join(".")}: ${i.message}`)
    .join("; ");
  throw new UpstreamError(STRAPI_UPSTREAM, "invalid", `GET ${path} answered an unexpected shape (${detail})`);
}

/** A single type's document, or null when it has none in this locale. */
export async function getSingle<T>(config: StrapiConfig, request: StrapiRequest, doc: z.ZodType<T>): Promise<T | null> {
  const body = await getJson(config, request, request.params);
  if (body === null || (typeof body === "object" && (body as { data?: unknown }).data === null)) return null;
  return parse(singleResponse(doc), body, request.path).data;
}

/** Every document of a collection (all pages), in the order asked for; empty when there are none. */
export async function getCollection<T>(
  config: StrapiConfig,
  request: StrapiRequest,
  doc: z.ZodType<T>,
  limit = Infinity,
): Promise<T[]> {
  const schema = collectionResponse(doc);
  const documents: T[] = [];
  for (let page = 1; ; page++) {
    const pageSize = Math.min(STRAPI_PAGE_SIZE, limit);
    const body = await getJson(config, request, [
      ...request.params,
      ["pagination[page]", String(page)],
      ["pagination[pageSize]", String(pageSize)],
    ]);
    if (body === null) return documents;
    const { data, meta } = parse(schema, body, request.path);
    documents.push(...data);
    if (page >= meta.pagination.pageCount || documents.length >= limit) return documents;
  }
}
