import "server-only";
import { UpstreamError, withLastGood } from "@/lib/http/upstream";
import { logger } from "@/lib/log/logger";
import type { BrandHome } from "@/lib/i18n/brands";
import type { Lang } from "@/lib/i18n/locales";
import * as narrow from "../regional";
import type { ContentProvider } from "../types";
import { getCollection, getSingle, type StrapiConfig } from "./client";
import * as map from "./map";
import { REQUESTS } from "./queries";
import * as s from "./schema";

export type StrapiContentOptions = StrapiConfig & {
  /** Serves any piece Strapi has no entry for, or cannot give while it is down (the embedded files). */
  fallback: ContentProvider;
  /** How long a piece read from Strapi is reused (ms). */
  cacheMs: number;
  log?: (message: string, error: unknown) => void;
};

/** A failed read (outage, fallback served) is tried again this soon, not after the full cache time. */
export const STRAPI_RETRY_AFTER_FAILURE_MS = 10_000;

type Outcome<T> = { doc: T | null; failed: boolean };

/**
 * The Strapi content provider for one language. Each piece (header, footer, a brand home, the
 * help centre, the error promos) is read once per `cacheMs` for every country, then narrowed per
 * country like the files. A piece Strapi has no entry for comes from `fallback`; while Strapi
 * fails, the last good copy is served, else `fallback`, and the outage is logged once.
 */
export function createStrapiContent(lang: Lang, options: StrapiContentOptions): ContentProvider {
  const { fallback, cacheMs, log = (message, error) => logger.error({ err: error }, `[content] ${message}`) } = options;
  const cache = new Map<string, { until: number; outcome: Promise<Outcome<unknown>> }>();
  let reported = false;

  function report(error: UpstreamError, served: string) {
    if (reported) return;
    reported = true;
    log(`Strapi (${lang}) is failing; serving ${served} until it answers again`, error);
  }

  async function read<T>(key: string, load: () => Promise<T | null>): Promise<Outcome<T>> {
    let failed = false;
    try {
      const doc = await withLastGood(`strapi:${lang}:${key}`, load, (error) => {
        failed = true;
        report(error, "the last good copy");
      });
      if (!failed) reported = false;
      return { doc, failed };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      report(error, "the embedded files");
      return { doc: null, failed: true };
    }
  }

  function piece<T>(key: string, load: () => Promise<T | null>): Promise<Outcome<T>> {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.outcome as Promise<Outcome<T>>;
    const outcome = read(key, load);
    const entry = { until: Infinity, outcome };
    cache.set(key, entry);
    outcome.then(
      (result) =>
        (entry.until = Date.now() + (result.failed ? Math.min(cacheMs, STRAPI_RETRY_AFTER_FAILURE_MS) : cacheMs)),
      () => cache.delete(key),
    );
    return outcome;
  }

  const base = options.url;
  const header = () =>
    piece("header", async () => {
      const doc = await getSingle(options, REQUESTS.header(lang), s.strapiHeader);
      return doc && map.header(doc, base);
    });
  const footer = () =>
    piece("footer", async () => {
      const doc = await getSingle(options, REQUESTS.footer(lang), s.strapiFooter);
      return doc && map.footer(doc, base);
    });
  const home = (brand: BrandHome) =>
    piece(`home:${brand}`, async () => {
      const [doc] = await getCollection(options, REQUESTS.brandHome(lang, brand), s.strapiBrandHome, 1);
      return doc ? map.brandHome(doc, base) : null;
    });
  const help = () =>
    piece("help-centre", async () => {
      const docs = await getCollection(options, REQUESTS.helpCentre(lang), s.strapiHelpCentreEntry);
      return docs.length ? map.helpCentre(docs) : null;
    });
  const promos = () =>
    piece("error-promos", async () => {
      const docs = await getCollection(options, REQUESTS.errorPromos(lang), s.strapiErrorPromo);
      return docs.length ? map.errorPromos(docs, base) : null;
    });

  return {
    getHeader: (region) =>
      serve(
        header(),
        (doc) => narrow.header(doc, region),
        () => fallback.getHeader(region),
      ),
    getFooter: (region) =>
      serve(
        footer(),
        (doc) => narrow.footer(doc, region),
        () => fallback.getFooter(region),
      ),
    getBrandHome: (brand, region) =>
      serve(
        home(brand),
        (doc) => narrow.brandHome(doc, region),
        () => fallback.getBrandHome(brand, region),
      ),
    getHelpCentre: (region) =>
      serve(
        help(),
        (doc) => narrow.helpCentre(doc, region),
        () => fallback.getHelpCentre(region),
      ),
    getErrorPromos: (region) =>
      serve(
        promos(),
        (doc) => narrow.errorPromos(doc, region),
        () => fallback.getErrorPromos(region),
      ),
  };
}

/** The piece narrowed to a country (a copy, so a caller cannot edit the cache), or the fallback's. */
async function serve<D, R>(
  outcome: Promise<Outcome<D>>,
  narrowed: (doc: D) => R,
  otherwise: () => Promise<R>,
): Promise<R> {
  const { doc } = await outcome;
  return doc ? structuredClone(narrowed(doc)) : otherwise();
}
