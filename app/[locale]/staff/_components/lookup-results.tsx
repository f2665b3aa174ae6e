import Link from "next/link";
import type { TFunction } from "i18next";
import type { Locale } from "@/lib/i18n/locales";
import { LOCALES } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import type { StaffLookup } from "@/features/staff/lookup";
import { StaffAction } from "@/features/staff/components/staff-action";

/** A look-up's answer: the customer, her orders (deliver), her returns (move on), her bag (open read-only). */
export function LookupResults({ found, locale, t }: { found: StaffLookup; locale: Locale; t: TFunction }) {
  const { region, bcp47 } = LOCALES[locale];
  const date = new Intl.DateTimeFormat(bcp47, { dateStyle: "medium" });
  const { customer } = found;
  const cell = "py-2 pe-4 align-top";
  return (
    <div className="mt-8 space-y-10">
      <section aria-labelledby="staff-customer">
        <h2 id="staff-customer" className="text-lg font-semibold">
          {t("staff.customer.title")}
        </h2>
        {customer ? (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-muted">{t("staff.customer.number")}</dt>
            <dd>{customer.entityId}</dd>
            <dt className="text-muted">{t("staff.customer.email")}</dt>
            <dd>
              <bdi>{customer.email}</bdi>
            </dd>
            <dt className="text-muted">{t("staff.customer.phone")}</dt>
            <dd>
              <bdi dir="ltr">{customer.phone ?? "—"}</bdi>
            </dd>
            <dt className="text-muted">{t("staff.customer.since")}</dt>
            <dd>{date.format(new Date(customer.createdAt))}</dd>
            <dd className="col-span-2 font-medium">
              {customer.firstName} {customer.lastName}
            </dd>
            {customer.flagged && <dd className="col-span-2 text-sale">{t("staff.customer.flagged")}</dd>}
          </dl>
        ) : (
          <p className="mt-3 text-sm">{t("staff.customer.guest")}</p>
        )}
      </section>

      <section aria-labelledby="staff-orders">
        <h2 id="staff-orders" className="text-lg font-semibold">
          {t("staff.orders.title")}
        </h2>
        {found.orders.length === 0 ? (
          <p className="mt-3 text-sm">{t("staff.orders.none")}</p>
        ) : (
          <table className="mt-3 w-full text-start text-sm">
            <thead className="text-muted">
              <tr>
                <th className={`${cell} text-start font-medium`}>{t("staff.orders.number")}</th>
                <th className={`${cell} text-start font-medium`}>{t("staff.orders.date")}</th>
                <th className={`${cell} text-start font-medium`}>{t("staff.orders.status")}</th>
                <th className={`${cell} text-start font-medium`}>{t("staff.orders.total")}</th>
                <th className={cell} />
              </tr>
            </thead>
            <tbody>
              {found.orders.map((order) => (
                <tr key={order.id} className="border-t border-line">
                  <td className={cell}>
                    <bdi>{order.number}</bdi>
                  </td>
                  <td className={cell}>{date.format(new Date(order.created_time))}</td>
                  <td className={cell}>{t(`account.orders.statuses.${order.status}`)}</td>
                  <td className={cell}>
                    {formatMoney({ value: order.grand_total, currencyCode: order.currency.code }, locale)}
                  </td>
                  <td className={cell}>
                    {order.status !== "delivered" && order.status !== "cancelled" && (
                      <StaffAction
                        path="orders/deliver"
                        body={{ region, orderId: order.id }}
                        label={t("staff.orders.deliver")}
                        done={t("staff.orders.delivered", { number: order.number })}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {customer && (
        <section aria-labelledby="staff-returns">
          <h2 id="staff-returns" className="text-lg font-semibold">
            {t("staff.returns.title")}
          </h2>
          {found.returns.length === 0 ? (
            <p className="mt-3 text-sm">{t("staff.returns.none")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-line text-sm">
              {found.returns.map((request) => (
                <li key={request.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
                  <bdi className="font-medium">{request.number}</bdi>
                  <span>
                    {t("staff.returns.order")} <bdi>{request.order_number}</bdi>
                  </span>
                  <span>{t(`returns.statuses.${request.status}`)}</span>
                  <ReturnActions
                    id={request.id}
                    number={request.number}
                    status={request.status}
                    region={region}
                    t={t}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {customer && (
        <section aria-labelledby="staff-cart">
          <h2 id="staff-cart" className="text-lg font-semibold">
            {t("staff.cart.title")}
          </h2>
          {found.cartId ? (
            <Link href={`/${locale}/staff/carts/${found.cartId}`} className="mt-3 inline-block underline">
              {t("staff.cart.open")}
            </Link>
          ) : (
            <p className="mt-3 text-sm">{t("staff.cart.none")}</p>
          )}
        </section>
      )}
    </div>
  );
}

/** A return moves on one step; after inspection the agent chooses refund or refusal. Ended returns have no action. */
function ReturnActions({
  id,
  number,
  status,
  region,
  t,
}: {
  id: number;
  number: string;
  status: string;
  region: string;
  t: TFunction;
}) {
  if (["refunded", "refused", "cancelled"].includes(status)) return null;
  const done = t("staff.returns.moved", { number });
  if (status === "inspected") {
    return (
      <>
        <StaffAction
          path="returns/advance"
          body={{ region, returnId: id, to: "refunded" }}
          label={t("staff.returns.refund")}
          done={done}
        />
        <StaffAction
          path="returns/advance"
          body={{ region, returnId: id, to: "refused" }}
          label={t("staff.returns.refuse")}
          done={done}
        />
      </>
    );
  }
  return (
    <StaffAction
      path="returns/advance"
      body={{ region, returnId: id }}
      label={t("staff.returns.advance")}
      done={done}
    />
  );
}
