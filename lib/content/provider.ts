import "server-only";
import { serverEnv } from "@/lib/env";
import type { Lang } from "@/lib/i18n/locales";
import type { ContentProvider } from "./types";

export type { ContentProvider } from "./types";

const cache = new Map<Lang, Promise<ContentProvider>>();

/**
 * The one entry point to content (header, footer, brand homes, help centre, error promos) for
 * a language. The adapter (CONTENT_PROVIDER; the embedded JSON files by default) is imported lazily.
 */
export function getContent(lang: Lang): Promise<ContentProvider> {
  let provider = cache.get(lang);
  if (!provider) {
    const name = serverEnv().CONTENT_PROVIDER;
    switch (name) {
      case "files":
        provider = import("./files").then((m) => m.createFilesContent(lang));
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
