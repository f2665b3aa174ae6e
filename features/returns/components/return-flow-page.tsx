import type { TFunction } from "i18next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ChevronStartIcon } from "@/components/ui/icons";
import type { CommerceProvider } from "@/lib/commerce/provider";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { governorateOptions } from "@/features/address";
import { customerOrder } from "@/features/account/server";
import { orderPath } from "@/features/account";
import { canReturnAny } from "../selection";
import { NothingReturnable } from "./nothing-returnable";
import { ReturnFlow } from "./return-flow";
import { WithNumber } from "./with-number";

type Props = { commerce: CommerceProvider; customerId: number; orderId: number; locale: Locale; t: TFunction };

/** `/account/my-orders/{id}/return`: the flow for one of her orders (someone else's or an unknown one is a 404). */
export async function ReturnFlowPage({ commerce, customerId, orderId, locale, t }: Props) {
  const { lang, region } = LOCALES[locale];
  const [order, placed] = await Promise.all([
    commerce.getReturnableOrder(customerId, orderId, lang),
    customerOrder(commerce, customerId, orderId, locale),
  ]);
  if (!order || order === "forbidden") notFound();
  const open = canReturnAny(order);
  const addresses = open ? await commerce.listAddresses(customerId) : [];
  return (
    <section aria-labelledby="return-flow-title">
      <Link
        href={orderPath(locale, order.order_id)}
        className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
      >
        <ChevronStartIcon className="size-4 rtl:rotate-180" />
        {t("returns.flow.back")}
      </Link>
      <div className="mt-3 border-b border-line pb-4">
        <h2 id="return-flow-title" className="text-2xl font-semibold">
          <WithNumber text={(number) => t("returns.flow.title", { number })} number={order.number} />
        </h2>
      </div>
      <div className="mt-6">
        {open ? (
          <ReturnFlow
            locale={locale}
            order={order}
            initialAddresses={addresses}
            deliveryAddress={placed?.shipping_address ?? null}
            governorates={governorateOptions(region, lang)}
          />
        ) : (
          <NothingReturnable order={order} locale={locale} t={t} />
        )}
      </div>
    </section>
  );
}
