import { ContentImage } from "@/components/ui/content-image";
import { SoftLink } from "@/components/ui/soft-link";
import type { HomeSection } from "@/lib/content/types";
import { resolveContentUrl } from "@/lib/content/links";
import type { Locale } from "@/lib/i18n/locales";

type Section = Extract<HomeSection, { kind: "promo-banner" }>;

export const BANNER_SIZES = "(min-width: 1280px) 39rem, (min-width: 768px) 50vw, 100vw";

export function PromoBanner({ section, locale }: { section: Section; locale: Locale }) {
  // Below the first screen: its picture is drawn when scrolled near, as the rails' (product-rail.tsx).
  return (
    <section className="pictures-when-visible mx-auto max-w-7xl px-4 sm:px-6">
      <div className="grid overflow-hidden rounded-lg bg-cream md:grid-cols-2">
        <div className="picture-frame relative aspect-[4/3] md:aspect-auto">
          {/* Half of the 80rem row from md up, the screen's width below: a phone takes the 828 px
              candidate, not the 1920 px one a 640 px image's 2x descriptor gave it. */}
          <ContentImage
            src={section.image.desktop}
            alt={section.image.alt}
            width={640}
            height={480}
            candidates={{ widths: [640, 828, 1200], sizes: BANNER_SIZES }}
            className="absolute inset-0 h-full w-full object-cover"
          />
        </div>
        <div className="flex flex-col items-start justify-center gap-4 p-8 md:p-12">
          <h2 className="text-3xl font-semibold">{section.title}</h2>
          <p className="text-muted">{section.text}</p>
          <SoftLink
            href={resolveContentUrl(section.cta.url, locale)}
            className="rounded-md bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-navy"
          >
            {section.cta.text}
          </SoftLink>
        </div>
      </div>
    </section>
  );
}
