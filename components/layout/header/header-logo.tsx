import Image from "next/image";
import Link from "next/link";
import type { Locale } from "@/lib/i18n/locales";
import type { HeaderContent } from "@/lib/content/types";

export function HeaderLogo({ logo, href }: { locale: Locale; logo: HeaderContent["logo"]; href: string }) {
  return (
    <Link href={href} className="mx-auto block shrink-0">
      <Image src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} preload unoptimized className="h-9 w-auto sm:h-11" />
    </Link>
  );
}
