import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { signUpBody } from "@/features/auth/schema";
import { visitor } from "@/features/auth/route-kit";
import { sendVerification } from "@/features/auth/server";

/**
 * POST /api/customer/sign-up: a new account in the country's store, then a verification mail
 * (attributes 15, 16, 17). No session until the address is verified: whoever typed it must own it.
 * An address that already has an account is 409 code emailTaken.
 */
export const POST = route(signUpBody, { identity: visitor("sign-up") }, async (body, { commerce }) => {
  const customer = await commerce.createCustomer(body);
  await sendVerification(commerce, customer, body.locale);
  return ok({ verificationSent: true, email: customer.email }, undefined, 201);
});
