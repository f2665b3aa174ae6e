import { ContentImage } from "@/components/ui/content-image";
import { SoftLink } from "@/components/ui/soft-link";
import type { Locale } from "@/lib/i18n/locales";
import type { HeaderContent } from "@/lib/content/types";

/**
 * The logo loads eagerly but is not preloaded (`fetchPriority="low"` also keeps React from
 * hoisting a preload for it): the page's first requests belong to its largest pictures.
 */
export function HeaderLogo({ logo, href }: { locale: Locale; logo: HeaderContent["logo"]; href: string }) {
  return (
    <SoftLink href={href} className="mx-auto block shrink-0">
      <ContentImage
        src={logo.src}
        alt={logo.alt}
        width={logo.width}
        height={logo.height}
        unoptimized
        loading="eager"
        fetchPriority="low"
        className="h-9 w-auto sm:h-11"
      />
    </SoftLink>
  );
}
