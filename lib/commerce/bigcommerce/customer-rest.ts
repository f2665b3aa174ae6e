import "server-only";
import type { RestClient, RestParams } from "./clients";
import { BigCommerceError } from "./errors";

type V3Page<T> = { data: T[]; meta?: { pagination?: { total_pages?: number } } };

/** Every item of a v3 collection, page after page (250 a page, the most the API gives). */
export async function v3All<T>(rest: RestClient, path: string, params: RestParams = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await rest.get<V3Page<T>>(path, { params: { ...params, page, limit: 250 } });
    items.push(...answer.data);
    if (page >= (answer.meta?.pagination?.total_pages ?? 1)) return items;
  }
}

/** A refusal of the store with one of `statuses` (the part decides what a 404 or 422 means). */
export const refused = (error: unknown, ...statuses: number[]): error is BigCommerceError =>
  error instanceof BigCommerceError && statuses.includes(error.status);
