import { z } from "zod";
import { emailField, localeField, regionField, typedLine } from "@/lib/http/fields";
import { QUEUES } from "@/lib/jobs/queues";

/** Contracts of the staff routes (ADR 0017), shared by the handlers and the staff area's fetchers. */
const cartId = z.uuid({ error: "must be a cart id (a UUID)" });

export const staffSignInBody = z.union(
  [
    z.object({ email: emailField, password: z.string({ error: "must be text" }).min(1, { error: "is required" }).max(200) }),
    z.object({ token: z.string({ error: "must be text" }).min(1, { error: "is required" }).max(500) }),
  ],
  { error: "give an agent's email and password, or the staff token" },
);

/** An e-mail, an order number as shoppers quote it ("KSA-100042"), or an order id. */
export const lookupBody = z.object({ region: regionField, locale: localeField.optional(), query: typedLine(200) });

export const staffCartBody = z.object({ region: regionField, cartId, locale: localeField.optional() });

/** A copy of a cart, mailed as a guest-cart link; `email` when the cart is a guest's (a signed-in owner's address is used otherwise). */
export const sendCartCopyBody = z.object({ region: regionField, cartId, locale: localeField, email: emailField.optional() });

export const newAgentBody = z.object({
  email: emailField,
  name: z.string({ error: "must be text" }).trim().min(1, { error: "is required" }).max(100),
});

export type StaffSignInBody = z.input<typeof staffSignInBody>;
export type LookupBody = z.input<typeof lookupBody>;
export type SendCartCopyBody = z.input<typeof sendCartCopyBody>;

/** A failed job sent back to its queue (the staff area's "Failed jobs"); pg-boss ids are UUIDs. */
export const retryJobBody = z.object({ region: regionField, queue: z.enum(QUEUES, { error: "must be a job queue" }), id: z.uuid({ error: "must be a job id" }) });
