import type { TFunction } from "i18next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ATTRIBUTE } from "@/lib/commerce/customer-attributes";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { governorateOptions } from "@/features/address";
import { MyReviews } from "@/features/reviews/components/my-reviews";
import { WishlistPage } from "@/features/wishlist/components/wishlist-page";
import { ReturnFlowPage } from "@/features/returns/components/return-flow-page";
import { ReturnPage } from "@/features/returns/components/return-page";
import { ReturnsList, ReturnsUnderReview } from "@/features/returns/components/returns-list";
import { OrderReturns } from "@/features/returns/components/order-returns";
import { customerOrder } from "@/features/account/orders";
import { publicAttributes, savedInstruments, type AccountViewer } from "@/features/account/server";
import type { AccountRoute } from "@/features/account/sections";
import { AccountSectionFrame } from "@/features/account/components/account-layout";
import { AccountOverview } from "@/features/account/components/account-overview";
import { AddressBook } from "@/features/account/components/address-book";
import { HelpWithOrders, NoReturns, PaymentMethods } from "@/features/account/components/info-sections";
import { MyDetailsForm } from "@/features/account/components/my-details-form";
import { NewsletterToggle } from "@/features/account/components/newsletter-toggle";
import { NoOrders, OrdersList } from "@/features/account/components/orders-list";
import { OrderDetails } from "@/features/account/components/order-details";
import { TrackingView } from "@/features/tracking/client";

type Props = {
  route: AccountRoute;
  viewer: Extract<AccountViewer, { status: "signed-in" }>;
  locale: Locale;
  t: TFunction;
};

/**
 * One section of the account, its data read on the server for the session's customer (an unknown
 * or foreign order is a 404). The route composes the account's sections with returns, reviews and
 * the wishlist here, so none of those features imports another's pages.
 */
export async function AccountSectionContent({ route, viewer, locale, t }: Props) {
  const { commerce, customer } = viewer;
  const id = customer.entityId;
  const { lang, region } = LOCALES[locale];
  const frame = (children: ReactNode, intro?: string) => (
    <AccountSectionFrame title={t(`account.sections.${route.section}`)} intro={intro}>
      {children}
    </AccountSectionFrame>
  );

  switch (route.section) {
    case "account-overview":
      return frame(
        <AccountOverview
          customer={customer}
          orders={await commerce.listCustomerOrders(id, lang)}
          locale={locale}
          t={t}
        />,
      );
    case "my-orders": {
      if (route.orderId && route.returnFlow)
        return <ReturnFlowPage commerce={commerce} customerId={id} orderId={route.orderId} locale={locale} t={t} />;
      if (route.orderId) {
        const order = await customerOrder(commerce, id, route.orderId, locale);
        if (!order) notFound();
        const [returnable, returns, tracking] = await Promise.all([
          commerce.getReturnableOrder(id, order.id, lang),
          commerce.listReturns(id, lang, order.id),
          commerce.getOrderTracking(order.id, lang),
        ]);
        const returnsBox = (
          <OrderReturns
            order={order}
            returnable={returnable === "forbidden" ? null : returnable}
            returns={returns}
            locale={locale}
            t={t}
          />
        );
        const trackingBox = tracking && (
          <TrackingView tracking={tracking} locale={locale} headingLevel={3} inOrderPage />
        );
        return <OrderDetails order={order} returnsBox={returnsBox} trackingBox={trackingBox} locale={locale} t={t} />;
      }
      const orders = await commerce.listCustomerOrders(id, lang);
      return frame(
        orders.length > 0 ? <OrdersList orders={orders} locale={locale} t={t} /> : <NoOrders locale={locale} t={t} />,
      );
    }
    case "my-returns": {
      if (route.returnId) {
        const request = await commerce.getReturn(id, route.returnId, lang);
        if (!request) notFound();
        return <ReturnPage request={request} locale={locale} t={t} />;
      }
      const [requests, flagged] = await Promise.all([commerce.listReturns(id, lang), commerce.isFlagged(id)]);
      return frame(
        <>
          {flagged && <ReturnsUnderReview t={t} />}
          {requests.length > 0 ? (
            <ReturnsList requests={requests} locale={locale} t={t} />
          ) : (
            <NoReturns locale={locale} t={t} />
          )}
        </>,
      );
    }
    case "my-reviews":
      return frame(<MyReviews locale={locale} />);
    case "my-wishlist":
      // The wishlist page brings its own heading.
      return <WishlistPage locale={locale} />;
    case "my-details": {
      const attributes = await publicAttributes(commerce, id);
      const value = (attribute: number) => attributes.find((a) => a.attribute_id === attribute)?.attribute_value ?? "";
      const initial = {
        title: value(ATTRIBUTE.title),
        firstName: customer.firstName,
        lastName: customer.lastName,
        phone: customer.phone ?? "",
        dateOfBirth: value(ATTRIBUTE.dateOfBirth),
        anniversary: value(ATTRIBUTE.anniversary),
      };
      return frame(
        <MyDetailsForm locale={locale} customerId={id} email={customer.email} initial={initial} />,
        t("account.details.intro"),
      );
    }
    case "address-book":
      return frame(
        <AddressBook
          locale={locale}
          initial={await commerce.listAddresses(id)}
          governorates={governorateOptions(region, lang)}
        />,
        t("account.addresses.intro"),
      );
    case "payment-methods":
      return frame(<PaymentMethods saved={await savedInstruments(commerce, id)} t={t} />);
    case "newsletter":
      return frame(
        <NewsletterToggle locale={locale} customerId={id} initial={await publicAttributes(commerce, id)} />,
        t("account.newsletter.intro"),
      );
    case "help-centre/order":
      return frame(<HelpWithOrders locale={locale} t={t} />, t("account.helpOrder.intro"));
  }
}
