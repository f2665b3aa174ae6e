import type { TFunction } from "i18next";
import Link from "next/link";
import { StaticImage } from "@/components/ui/static-image";
import type { ReturnableOrder } from "@/lib/commerce/return-types";
import type { Locale } from "@/lib/i18n/locales";
import { formatCount } from "@/lib/i18n/format";
import { helpCentrePath, orderPath } from "@/features/account";
import { lineBlock } from "../selection";

/** An order with nothing that can go back: each piece with why, and no submit. */
export function NothingReturnable({ order, locale, t }: { order: ReturnableOrder; locale: Locale; t: TFunction }) {
  return (
    <div>
      <div className="rounded-lg bg-cream p-5">
        <p className="font-semibold">{t("returns.flow.nothing.title")}</p>
        <p className="mt-1 text-sm text-muted">{t("returns.flow.nothing.text")}</p>
      </div>
      <ul className="mt-4 space-y-3">
        {order.lines.map((line) => {
          const why = lineBlock(order, line);
          return (
            <li
              key={line.order_line_id}
              data-testid={`return-line-${line.sku}`}
              className="flex gap-3 rounded-lg border border-line p-4"
            >
              <span className="size-16 shrink-0 overflow-hidden rounded-md border border-line bg-white opacity-60">
                {line.image_url && (
                  <StaticImage src={line.image_url} alt="" width={64} height={64} className="size-full object-cover" />
                )}
              </span>
              <div className="min-w-0 flex-1 text-sm">
                <p className="line-clamp-2 font-medium text-muted">{line.name}</p>
                {why && (
                  <p className="mt-1 font-medium text-sale">
                    {t(`returns.why.${why}`, { days: formatCount(order.window_days, locale) })}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold">
        <Link href={orderPath(locale, order.order_id)} className="underline underline-offset-4 hover:text-navy">
          {t("returns.flow.back")}
        </Link>
        <Link href={helpCentrePath(locale)} className="underline underline-offset-4 hover:text-navy">
          {t("account.returns.policy")}
        </Link>
      </div>
    </div>
  );
}
