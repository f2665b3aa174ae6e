/** The search service cannot answer (index not built, upstream down): an outage, never a "not found". */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SearchUnavailableError";
  }
}
