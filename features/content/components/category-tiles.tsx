import { ContentImage } from "@/components/ui/content-image";
import { SoftLink } from "@/components/ui/soft-link";
import type { HomeSection } from "@/lib/content/types";
import { resolveContentUrl } from "@/lib/content/links";
import type { Locale } from "@/lib/i18n/locales";

type Section = Extract<HomeSection, { kind: "category-tiles" }>;

/** Six across an 80rem row from lg, three from sm, two on a phone (~190 px: the 384 px picture at 1.75x, not 640). */
export const TILE_SIZES = "(min-width: 1024px) 12rem, (min-width: 640px) 30vw, 46vw";

export function CategoryTiles({ section, locale }: { section: Section; locale: Locale }) {
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6">
      <h2 className="text-center text-2xl font-semibold tracking-wide">{section.title}</h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {section.tiles.map((tile) => (
          <li key={tile.url + tile.title}>
            <SoftLink href={resolveContentUrl(tile.url, locale)} className="group block text-center">
              <div className="relative aspect-square overflow-hidden rounded-full bg-cream">
                <ContentImage
                  src={tile.image}
                  alt=""
                  width={256}
                  height={256}
                  candidates={{ widths: [256, 384, 640], sizes: TILE_SIZES }}
                  className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </div>
              <span className="mt-3 block text-sm font-medium">{tile.title}</span>
            </SoftLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
