import type { MetadataRoute } from "next";
import { publicEnv } from "@/lib/env";

/** Crawl everything shoppers can browse; not the API, carts, checkout or accounts. */
export default function robots(): MetadataRoute.Robots {
  const site = publicEnv.siteUrl.replace(/\/$/, "");
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/*/cart", "/*/miss-l/cart", "/*/checkout", "/*/account", "/*/sign-up"],
      },
    ],
    sitemap: `${site}/sitemap.xml`,
  };
}
