import type { TFunction } from "i18next";
import Link from "next/link";
import { StaticImage } from "@/components/ui/static-image";
import type { Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { formatLineOptions } from "@/features/cart";
import { formatCount } from "@/lib/i18n/format";

export type ReturnPiece = {
  key: number;
  name: string;
  url: string;
  image_url: string | null;
  options: { name: string; value: string }[];
  quantity: number;
  total: number;
};

/** Pieces of a return (review, return page): picture, name, options, quantity and amount; hook-free. */
export function ReturnPieces({
  pieces,
  currency,
  locale,
  t,
}: {
  pieces: ReturnPiece[];
  currency: string;
  locale: Locale;
  t: TFunction;
}) {
  return (
    <ul className="divide-y divide-line">
      {pieces.map((piece) => (
        <li key={piece.key} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <div className="size-16 shrink-0 overflow-hidden rounded-md border border-line bg-white">
            {piece.image_url && (
              <StaticImage src={piece.image_url} alt="" width={64} height={64} className="size-full object-cover" />
            )}
          </div>
          <div className="min-w-0 flex-1 text-sm">
            <Link href={`/${locale}/p/${piece.url}`} className="line-clamp-2 font-medium hover:underline">
              {piece.name}
            </Link>
            {piece.options.length > 0 && (
              <p className="mt-0.5 text-muted">{formatLineOptions(piece.options, locale, t)}</p>
            )}
            <p className="mt-0.5 text-muted">
              {t("checkout.review.quantity", { n: formatCount(piece.quantity, locale) })}
            </p>
          </div>
          <p className="shrink-0 text-end text-sm font-semibold">
            {formatMoney({ value: piece.total, currencyCode: currency }, locale)}
          </p>
        </li>
      ))}
    </ul>
  );
}
