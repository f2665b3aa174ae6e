import { failure, ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { lookUp } from "@/features/staff/lookup";
import { staffMember } from "@/features/staff/route";
import { lookupBody } from "@/features/staff/schema";

/** POST /api/staff/lookup `{ region, query, locale? }` (staff): a shopper by e-mail or an order by its number, with orders, returns and her bag. Audited. */
export const POST = route(
  lookupBody,
  { identity: staffMember({ action: "customer.lookup", target: (body) => body.query }) },
  async (body, { commerce }) => {
    const found = await lookUp(commerce, body.query, body.locale ? LOCALES[body.locale].lang : "en");
    return found ? ok(found) : failure(404, "No customer or order matches", { code: "notFound" });
  },
);
