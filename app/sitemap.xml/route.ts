import { sitemapIndexXml } from "@/features/seo/sitemap";

// Rendered on request (the build never opens the database) and cached by CDNs for an hour.
export const dynamic = "force-dynamic";

/** The sitemap index: one or more files per locale with every listing and product page. */
export async function GET() {
  return new Response(await sitemapIndexXml(), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
