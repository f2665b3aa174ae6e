"use client";
import { SoftLink } from "@/components/ui/soft-link";
import { useT } from "@/lib/i18n/client";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { ResolvedNavItem } from "./nav-types";

/**
 * Wide-screen navigation: L1 links whose L2 flyout opens on hover and on keyboard focus
 * (focus-within), in CSS alone. Links prefetch on intent only: the flyouts are invisible, not
 * hidden, so viewport prefetching would fetch every listing of the menu on each wide page. A client component only so that the page carries the menu
 * once as data (shared with the mobile menu) rather than as a second element tree.
 */
export function DesktopNav({ navigation }: { navigation: ResolvedNavItem[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t("a11y.mainNavigation")} className="hidden border-t border-line lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-7 px-6">
        {navigation.map((item) => (
          <li key={item.url + item.text} className="group relative">
            <SoftLink
              href={item.url}
              className="flex items-center gap-1 py-3 text-sm font-medium tracking-wide uppercase group-hover:text-gold-dark"
            >
              {item.text}
              {item.children?.length ? <ChevronDownIcon className="size-4" /> : null}
            </SoftLink>
            {item.children?.length ? (
              <ul className="invisible absolute start-0 top-full z-50 w-64 space-y-2 rounded-b-md border border-line bg-white p-4 opacity-0 shadow-lg transition-opacity duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                {item.children.map((child) => (
                  <li key={child.url + child.text}>
                    <SoftLink href={child.url} className="block text-sm hover:text-gold-dark">
                      {child.text}
                    </SoftLink>
                  </li>
                ))}
                <li className="border-t border-line pt-2">
                  <SoftLink href={item.url} className="block text-sm font-semibold hover:text-gold-dark">
                    {t("header.viewAll", { name: item.text })}
                  </SoftLink>
                </li>
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
