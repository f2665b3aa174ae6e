"use client";
import { SoftLink } from "@/components/ui/soft-link";
import { useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { Drawer } from "@/components/ui/drawer";
import { ChevronDownIcon, MenuIcon } from "@/components/ui/icons";
import { useMobileMenu } from "@/features/shell/use-panels";
import type { ResolvedNavItem } from "./nav-types";

/** Narrow-screen navigation: a menu button and a start-side drawer with accordions. */
export function MobileNav({ navigation }: { locale: Locale; navigation: ResolvedNavItem[] }) {
  const { t } = useT();
  const { isOpen, setOpen } = useMobileMenu();
  const close = () => setOpen(false);
  return (
    <div className="w-10 lg:invisible">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t("a11y.openMenu")}
        aria-expanded={isOpen}
        className="flex size-10 items-center justify-center rounded-full hover:bg-cream lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      <Drawer open={isOpen} onClose={close} title={t("header.menu")} closeLabel={t("a11y.close")} side="start">
        <nav aria-label={t("a11y.mainNavigation")}>
          <ul className="divide-y divide-line">
            {navigation.map((item) => (
              <li key={item.url + item.text}>
                {item.children?.length ? (
                  <details className="group">
                    <summary className="flex w-full cursor-pointer list-none items-center justify-between py-3 text-start font-medium [&::-webkit-details-marker]:hidden">
                      {item.text}
                      <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
                    </summary>
                    <ul className="space-y-2 pb-3 ps-3">
                      {item.children.map((child) => (
                        <li key={child.url + child.text}>
                          <SoftLink href={child.url} onClick={close} className="block py-1 text-sm text-muted">
                            {child.text}
                          </SoftLink>
                        </li>
                      ))}
                      <li>
                        <SoftLink href={item.url} onClick={close} className="block py-1 text-sm font-semibold">
                          {t("header.viewAll", { name: item.text })}
                        </SoftLink>
                      </li>
                    </ul>
                  </details>
                ) : (
                  <SoftLink href={item.url} onClick={close} className="block py-3 font-medium">
                    {item.text}
                  </SoftLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </div>
  );
}
