import { SoftLink } from "@/components/ui/soft-link";
import type { TFunction } from "i18next";
import { getCommerce } from "@/lib/commerce/provider";
import type { HomeSection } from "@/lib/content/types";
import { resolveContentUrl } from "@/lib/content/links";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { ProductCard } from "@/features/catalogue";

type Section = Extract<HomeSection, { kind: "product-rail" }>;
// Four per rail: a desktop row shows four, a phone two and the rest scroll. Each card costs page
// weight twice (HTML and RSC payload): the two more a rail held (they only showed after scrolling
// sideways) were a fifth of a home's document, which the home weight and cached-page
// throughput budgets felt (npm run bench). "View all" leads to the rest.
const RAIL_SIZE = 4;

/** A titled row of products read from the country's store. */
export async function ProductRail({ section, locale, t }: { section: Section; locale: Locale; t: TFunction }) {
  const { lang, region } = LOCALES[locale];
  const commerce = await getCommerce(region);
  const { items } = await commerce.listProducts({ ...section.query, inStockOnly: true, limit: RAIL_SIZE }, lang);
  // Below the first screen: until the shopper scrolls near it the browser skips the layout and paint
  // of the rail's pictures and does not ask for them (eight fewer requests while a phone loads the
  // home), so the first frame, with the hero picture, comes sooner; the frames keep their size, so
  // nothing moves when they are drawn (tests/e2e/home.spec.ts).
  return (
    <section className="pictures-when-visible mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <h2 className="text-2xl font-semibold tracking-wide">{section.title}</h2>
        {section.cta && (
          <SoftLink
            href={resolveContentUrl(section.cta.url, locale)}
            className="shrink-0 text-sm font-semibold underline underline-offset-4"
          >
            {section.cta.text}
          </SoftLink>
        )}
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-muted">{t("home.railEmpty")}</p>
      ) : (
        <ul className="mt-6 grid snap-x auto-cols-[46%] grid-flow-col gap-4 overflow-x-auto pb-2 sm:auto-cols-[31%] lg:grid-flow-row lg:grid-cols-4">
          {items.map((product) => (
            <li key={product.entityId} className="snap-start">
              <ProductCard product={product} locale={locale} t={t} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
