"use client";
import { Popover, PopoverButton, PopoverGroup, PopoverPanel } from "@headlessui/react";
import Link from "next/link";
import { useT } from "next-i18next/client";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { ResolvedNavItem } from "./header";

/** Wide-screen navigation: L1 items, each with an L2 flyout. */
export function DesktopNav({ navigation }: { navigation: ResolvedNavItem[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t("a11y.mainNavigation")} className="hidden border-t border-line lg:block">
      <PopoverGroup className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-7 px-6">
        {navigation.map((item) =>
          item.children?.length ? (
            <Popover key={item.url + item.text} className="relative">
              <PopoverButton className="flex items-center gap-1 py-3 text-sm font-medium tracking-wide uppercase outline-none hover:text-gold-dark data-open:text-gold-dark">
                {item.text}
                <ChevronDownIcon className="size-4" />
              </PopoverButton>
              <PopoverPanel
                transition
                anchor="bottom"
                className="z-50 w-64 rounded-b-md border border-line bg-white p-4 shadow-lg transition duration-150 data-closed:opacity-0"
              >
                {({ close }) => (
                  <ul className="space-y-2">
                    {item.children!.map((child) => (
                      <li key={child.url + child.text}>
                        <Link href={child.url} onClick={() => close()} className="block text-sm hover:text-gold-dark">
                          {child.text}
                        </Link>
                      </li>
                    ))}
                    <li className="border-t border-line pt-2">
                      <Link href={item.url} onClick={() => close()} className="block text-sm font-semibold hover:text-gold-dark">
                        {t("header.viewAll", { name: item.text })}
                      </Link>
                    </li>
                  </ul>
                )}
              </PopoverPanel>
            </Popover>
          ) : (
            <Link key={item.url + item.text} href={item.url} className="py-3 text-sm font-medium tracking-wide uppercase hover:text-gold-dark">
              {item.text}
            </Link>
          ),
        )}
      </PopoverGroup>
    </nav>
  );
}
