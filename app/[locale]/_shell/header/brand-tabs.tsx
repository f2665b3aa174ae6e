"use client";
import clsx from "clsx";
import { SoftLink } from "@/components/ui/soft-link";
import { usePathname, useRouter } from "next/navigation";
import { useT } from "@/lib/i18n/client";
import { useEffect, useRef, useState } from "react";
import { BRAND_REDIRECT_DELAY_MS } from "@/lib/constants";
import { BRAND_TABS, SUB_BRANDS, brandOfPath, type BrandTabKey } from "@/lib/i18n/brands";
import { LOCALES, splitLocalePath, type Locale } from "@/lib/i18n/locales";

/**
 * The two brand tabs. Choosing Miss L' shows it selected at once and opens /miss-l after
 * 500 ms (BRAND_REDIRECT_DELAY_MS, so the tab's change is seen first); choosing the main brand while
 * on /miss-l goes back to /.
 */
export function BrandTabs({ locale }: { locale: Locale }) {
  const { t } = useT();
  const router = useRouter();
  const pathname = usePathname();
  const current = brandOfPath(splitLocalePath(pathname).rest);
  const [pending, setPending] = useState<BrandTabKey | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const active = pending ?? current;
  const lang = LOCALES[locale].lang;

  return (
    <nav aria-label={t("header.brandTabs")} className="flex self-stretch">
      {(Object.keys(BRAND_TABS) as BrandTabKey[]).map((key) => {
        const href = BRAND_TABS[key].home === "/" ? `/${locale}` : `/${locale}${BRAND_TABS[key].home}`;
        return (
          <SoftLink
            key={key}
            href={href}
            aria-current={active === key ? "page" : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || key === current) return;
              event.preventDefault();
              setPending(key);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => {
                router.push(href);
                setPending(null);
              }, BRAND_REDIRECT_DELAY_MS);
            }}
            className={clsx(
              "flex items-center border-b-2 px-3 py-2.5 text-xs font-semibold tracking-[0.15em] uppercase transition-colors sm:px-4",
              active === key ? "border-ink text-ink" : "border-transparent text-muted hover:text-ink",
            )}
          >
            {SUB_BRANDS[key].name[lang]}
          </SoftLink>
        );
      })}
    </nav>
  );
}
