import { failure, ok } from "@/lib/http/respond";
import { parseLocale } from "@/lib/i18n/locales";
import { loadErrorPromos } from "@/features/content/error-promos";

/**
 * GET /api/content/error-promos?locale=ar-sa: the brand cards of the 500 view. Its error boundary
 * is a client component that cannot render the content provider, and only fetches them when a page
 * failed, so no healthy page carries them. Cached like the content it comes from.
 */
export async function GET(request: Request): Promise<Response> {
  const locale = parseLocale(new URL(request.url).searchParams.get("locale"));
  if (!locale) return failure(400, "locale: must be one of the store's locales", { code: "badRequest" });
  return ok(await loadErrorPromos(locale), "public, max-age=300, stale-while-revalidate=3600");
}
