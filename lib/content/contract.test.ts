import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { setupServer } from "msw/node";
import { createStrapiFake, type StrapiFake } from "@/tests/msw/strapi";
import { resetUpstreams } from "@/lib/http/upstream";
import type { BrandHome } from "@/lib/i18n/brands";
import type { Lang } from "@/lib/i18n/locales";
import { describeContentProvider, type ContentPiece } from "./contract";
import { createFilesContent } from "./files";
import { createStrapiContent } from "./strapi";

/**
 * One contract, two adapters: the embedded files, and Strapi v5 behind msw (tests/msw/strapi.ts,
 * built from the same files; any request it does not expect fails the run).
 */
const fake: StrapiFake = await createStrapiFake();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => {
  server.close();
  // Every request was one Strapi accepts, and every body it answered matched the committed schemas.
  expect(fake.state.violations).toEqual([]);
  expect(fake.state.invalidBodies).toEqual([]);
});

const publicFile = (src: string) => src.startsWith("/") && existsSync(join(process.cwd(), "public", src));

describeContentProvider("files", createFilesContent, { isUsableImage: publicFile });

const REMOVE: Record<ContentPiece, (lang: Lang) => void> = {
  header: (lang) => delete fake.state.store.single.header[lang],
  footer: (lang) => delete fake.state.store.single.footer[lang],
  home: (lang) => {
    const homes = fake.state.store.collection["brand-homes"];
    homes[lang] = homes[lang].filter((doc) => doc.Brand !== ("missl" satisfies BrandHome));
  },
  "help-centre": (lang) => void (fake.state.store.collection["help-centre-entries"][lang] = []),
  "error-promos": (lang) => void (fake.state.store.collection["error-promos"][lang] = []),
};

describeContentProvider(
  "strapi",
  async (lang) =>
    createStrapiContent(lang, {
      url: fake.base,
      token: fake.token,
      cacheMs: 0,
      fallback: await createFilesContent(lang),
      log: () => undefined,
    }),
  {
    isUsableImage: (src) =>
      publicFile(src) || (src.startsWith(`${fake.base}/uploads/`) && fake.state.store.assetOf.has(src)),
    upstream: {
      fallback: createFilesContent,
      removeEntry: (piece, lang) => REMOVE[piece](lang),
      fail: () => void (fake.state.mode = "down"),
      restore: async () => {
        resetUpstreams();
        const { violations, invalidBodies } = fake.state;
        await fake.reset();
        fake.state.violations.push(...violations);
        fake.state.invalidBodies.push(...invalidBodies);
      },
    },
  },
);
