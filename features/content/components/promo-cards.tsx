import { StaticImage } from "@/components/ui/static-image";
import { SoftLink } from "@/components/ui/soft-link";
import { contentSource, servedAsIs } from "@/components/ui/content-image";
import type { ErrorPromo } from "@/lib/content/types";

/**
 * The error pages' brand cards (desktop and mobile art, logo, call to action,
 * a link to the brand's home). Data-free, so the 404 (a server page) and the 500 (a client
 * error boundary, which fetches them) draw the same cards. `href`s are already resolved.
 */
export function PromoCards({ promos }: { promos: ErrorPromo[] }) {
  return (
    <ul className="mt-12 grid gap-6 text-start md:grid-cols-3">
      {promos.map((promo) => (
        <li key={promo.brand}>
          <SoftLink href={promo.href} className="group block overflow-hidden rounded-lg border border-line">
            <picture>
              <source
                media="(min-width: 768px)"
                {...contentSource(promo.image.desktop, {
                  width: promo.image.width,
                  height: promo.image.height,
                  sizes: "(min-width: 1280px) 400px, 33vw",
                })}
              />
              <StaticImage
                src={promo.image.mobile}
                alt={promo.image.alt}
                width={promo.image.mobileWidth}
                height={promo.image.mobileHeight}
                unoptimized={servedAsIs(promo.image.mobile)}
                className="aspect-[8/5] w-full object-cover"
              />
            </picture>
            <div className="flex items-center justify-between gap-3 p-4">
              <div>
                <StaticImage
                  src={promo.logo}
                  alt=""
                  width={96}
                  height={24}
                  unoptimized={servedAsIs(promo.logo)}
                  className="h-6 w-auto"
                />
                <p className="mt-2 font-medium">{promo.title}</p>
              </div>
              <span className="shrink-0 text-sm font-semibold underline underline-offset-4 group-hover:text-gold-dark">
                {promo.ctaText}
              </span>
            </div>
          </SoftLink>
        </li>
      ))}
    </ul>
  );
}
