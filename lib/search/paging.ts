import { PAGE_SIZE, SUGGESTIONS_LIMIT } from "@/lib/constants";
import type { SearchRequest } from "./types";

/** The most records one page may ask for. */
export const MAX_ROWS = 250;

/** Page number and size of a request: 0 and 40 by default, whole numbers, 1..MAX_ROWS rows. */
export function clampPaging(request: Pick<SearchRequest, "pageNum" | "rows">): { pageNum: number; rows: number } {
  const rows = Math.min(MAX_ROWS, Math.max(1, Math.floor(request.rows ?? PAGE_SIZE) || PAGE_SIZE));
  const pageNum = Math.max(0, Math.floor(request.pageNum ?? 0) || 0);
  return { pageNum, rows };
}

/** Suggestions (completions, products) one call may return: SUGGESTIONS_LIMIT (15) at most. */
export function suggestLimit(limit: number | undefined): number {
  return Math.max(0, Math.min(limit ?? SUGGESTIONS_LIMIT, SUGGESTIONS_LIMIT));
}
