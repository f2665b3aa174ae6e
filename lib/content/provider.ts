import "server-only";
import { serverEnv } from "@/lib/env";
import type { Lang } from "@/lib/i18n/locales";
import type { ContentProvider } from "./types";

export type { ContentProvider } from "./types";

const cache = new Map<Lang, Promise<ContentProvider>>();

/**
 * The one entry point to content (header, footer, brand homes, help centre, error promos) for
 * a language. The adapter (CONTENT_PROVIDER: the embedded JSON files by default, or Strapi) is imported lazily.
 */
export function getContent(lang: Lang): Promise<ContentProvider> {
  let provider = cache.get(lang);
  if (!provider) {
    const env = serverEnv();
    const name = env.CONTENT_PROVIDER;
    switch (name) {
      case "files":
        provider = import("./files").then((m) => m.createFilesContent(lang));
        break;
      case "strapi":
        // The files stand in for any entry Strapi lacks and while it is down (ADR 0019).
        provider = Promise.all([import("./strapi"), import("./files").then((m) => m.createFilesContent(lang))]).then(
          ([m, fallback]) =>
            m.createStrapiContent(lang, {
              url: env.STRAPI_URL!,
              token: env.STRAPI_TOKEN!,
              cacheMs: env.STRAPI_CACHE_SECONDS * 1000,
              fallback,
            }),
        );
        break;
      default:
        throw new Error(`Unknown content provider "${String(name)}"`);
    }
    // A failed load (say, a malformed file) is not kept, so the next request tries again.
    provider.catch(() => cache.delete(lang));
    cache.set(lang, provider);
  }
  return provider;
}
