"use client";
import { SoftLink } from "@/components/ui/soft-link";
import { useT } from "@/lib/i18n/client";
import type { ComponentType, SVGProps } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { useRightDrawer } from "@/features/shell/use-right-drawer";
import { useCartCount } from "@/features/cart/use-cart-count";
import { useMiniCartHover } from "@/features/cart/use-mini-cart-hover";
import { useCustomer } from "@/features/customer/use-customer";
import { useWishlistCount } from "@/features/wishlist/use-wishlist";
import { BagIcon, GlobeIcon, HeartIcon, StoreLocatorIcon, UserIcon } from "@/components/ui/icons";
import type { RightDrawer } from "@/features/shell/panels-store";

const iconClass = "flex size-10 items-center justify-center rounded-full hover:bg-cream";

const badgeClass =
  "absolute end-0.5 top-0.5 flex min-w-4 items-center justify-center rounded-full bg-ink px-1 text-[10px] leading-4 font-semibold text-white";

function DrawerButton({
  drawer,
  label,
  Icon,
  count = 0,
}: {
  drawer: RightDrawer;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  count?: number;
}) {
  const { open, isOpen } = useRightDrawer(drawer);
  return (
    <button
      type="button"
      onClick={open}
      aria-label={label}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      className={`${iconClass} relative`}
    >
      <Icon className="size-5" />
      {count > 0 && (
        <span aria-hidden className={badgeClass}>
          {count}
        </span>
      )}
    </button>
  );
}

/** Store locator, language, account, wishlist and cart, with the signed-in greeting. */
export function HeaderIcons({ locale }: { locale: Locale }) {
  const { t } = useT();
  const count = useCartCount();
  const hover = useMiniCartHover();
  const { customer } = useCustomer();
  const wishlistCount = useWishlistCount(locale);
  const region = LOCALES[locale].region;

  return (
    <div className="flex items-center gap-0.5">
      {customer && (
        <span className="hidden pe-2 text-sm font-medium min-[1300px]:inline" data-testid="greeting">
          {t("header.greeting", { name: customer.firstName })}
        </span>
      )}
      {REGIONS[region].storeLocator && (
        <SoftLink
          href={`/${locale}/store-locations`}
          aria-label={t("header.storeLocator")}
          className={`${iconClass} max-sm:hidden`}
        >
          <StoreLocatorIcon className="size-5" />
        </SoftLink>
      )}
      <DrawerButton drawer="language" label={t("header.language")} Icon={GlobeIcon} />
      <DrawerButton drawer="account" label={t("header.account")} Icon={UserIcon} />
      <DrawerButton drawer="wishlist" label={t("header.wishlist")} Icon={HeartIcon} count={wishlistCount} />
      <SoftLink
        href={`/${locale}/cart`}
        aria-label={t("header.cartCount", { count })}
        className={`${iconClass} relative`}
        onMouseEnter={hover.onMouseEnter}
        onMouseLeave={hover.onMouseLeave}
      >
        <BagIcon className="size-5" />
        {count > 0 && (
          <span aria-hidden className={badgeClass}>
            {count}
          </span>
        )}
      </SoftLink>
    </div>
  );
}
