"use client";
import clsx from "clsx";
import { useSections, useT } from "@/lib/i18n/client";
import { CloseIcon } from "@/components/ui/icons";
import { useCartLinks } from "../use-cart-links";

/** What a `?cartId=` or `?order_id=` link did, above the cart; stays until dismissed. */
export function CartLinksNotice() {
  const { t } = useT();
  useSections("cart");
  const { notice, dismiss } = useCartLinks();
  if (!notice) return null;
  return (
    <div
      role={notice.kind === "error" ? "alert" : "status"}
      className={clsx(
        "mb-6 flex items-start gap-3 rounded-md border px-4 py-3 text-sm",
        notice.kind === "error"
          ? "border-sale/40 bg-sale/5 text-sale"
          : notice.kind === "success"
            ? "border-teal/40 bg-teal/5 text-teal"
            : "border-line bg-cream",
      )}
    >
      <p className="flex-1">{t(notice.key, notice.values ?? {})}</p>
      {notice.kind !== "info" && (
        <button
          type="button"
          onClick={dismiss}
          aria-label={t("cart.links.dismiss")}
          className="shrink-0 rounded p-0.5 hover:bg-black/5"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </div>
  );
}
