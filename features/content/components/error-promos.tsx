import Image from "next/image";
import Link from "next/link";
import { getContent } from "@/lib/content/provider";
import { resolveContentUrl } from "@/lib/content/links";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

/** Promotional cards of the error pages: one per brand home, phone and desktop art. */
export async function ErrorPromos({ locale }: { locale: Locale }) {
  const { lang, region } = LOCALES[locale];
  const promos = await (await getContent(lang)).getErrorPromos(region);
  return (
    <ul className="mt-12 grid gap-6 text-start md:grid-cols-3">
      {promos.map((promo) => (
        <li key={promo.brand}>
          <Link href={resolveContentUrl(promo.href, locale)} className="group block overflow-hidden rounded-lg border border-line">
            <picture>
              <source media="(min-width: 768px)" srcSet={promo.image.desktop} />
              <Image src={promo.image.mobile} alt={promo.image.alt} width={promo.image.mobileWidth} height={promo.image.mobileHeight} unoptimized className="aspect-[8/5] w-full object-cover" />
            </picture>
            <div className="flex items-center justify-between gap-3 p-4">
              <div>
                <Image src={promo.logo} alt="" width={96} height={24} unoptimized className="h-6 w-auto" />
                <p className="mt-2 font-medium">{promo.title}</p>
              </div>
              <span className="shrink-0 text-sm font-semibold underline underline-offset-4 group-hover:text-gold-dark">{promo.ctaText}</span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
