import "server-only";
import type { CommerceProvider } from "@/lib/commerce/provider";
import { ATTRIBUTE, verificationPending } from "@/lib/commerce/customer-attributes";
import type { AttributeValue, Customer } from "@/lib/commerce/customer-types";

export { verificationPending };
import { publicEnv } from "@/lib/env";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { mailTranslator } from "@/lib/i18n/mail-translator";
import { sendMail } from "@/lib/mail/provider";
import { closeAllSessions } from "@/lib/session";
import { renderResetEmail, renderVerificationEmail } from "./emails";
import { issueToken, RESET_TOKEN_HOURS, tokenMatches, VERIFY_TOKEN_HOURS } from "./tokens";

const valueOf = (attributes: AttributeValue[], id: number) =>
  attributes.find((a) => a.attribute_id === id)?.attribute_value;

const link = (locale: Locale, page: string, params: Record<string, string>) =>
  `${new URL(`/${locale}/${page}`, publicEnv.siteUrl).toString()}?${new URLSearchParams(params).toString()}`;

/** Issues a verification token (attribute 17), marks the mail sent (16) and sends it. */
export async function sendVerification(commerce: CommerceProvider, customer: Customer, locale: Locale): Promise<void> {
  const { token, stored } = issueToken(VERIFY_TOKEN_HOURS);
  await commerce.setAttributes(customer.entityId, [
    { attribute_id: ATTRIBUTE.emailVerified, value: "false" },
    { attribute_id: ATTRIBUTE.verificationEmailSent, value: "true" },
    { attribute_id: ATTRIBUTE.verificationToken, value: stored },
  ]);
  const t = await mailTranslator(LOCALES[locale].lang);
  await sendMail(
    renderVerificationEmail({
      to: customer.email,
      firstName: customer.firstName,
      link: link(locale, "verify-email", { email: customer.email, token }),
      locale,
      t,
    }),
  );
}

/** Marks the address verified when the token is the current one; the token then stops working. */
export async function confirmVerification(commerce: CommerceProvider, email: string, token: string): Promise<boolean> {
  const customer = await commerce.findCustomerByEmail(email);
  if (!customer) return false;
  const attributes = await commerce.getAttributes(customer.entityId, [ATTRIBUTE.verificationToken]);
  if (!tokenMatches(valueOf(attributes, ATTRIBUTE.verificationToken), token)) return false;
  await commerce.setAttributes(customer.entityId, [
    { attribute_id: ATTRIBUTE.emailVerified, value: "true" },
    { attribute_id: ATTRIBUTE.verificationToken, value: "" },
  ]);
  return true;
}

/** Sends a reset link when the address has an account; says nothing either way (no enumeration). */
export async function requestPasswordReset(commerce: CommerceProvider, email: string, locale: Locale): Promise<void> {
  const customer = await commerce.findCustomerByEmail(email);
  if (!customer) return;
  const { token, stored } = issueToken(RESET_TOKEN_HOURS);
  await commerce.setAttributes(customer.entityId, [{ attribute_id: ATTRIBUTE.resetPasswordToken, value: stored }]);
  const t = await mailTranslator(LOCALES[locale].lang);
  await sendMail(
    renderResetEmail({
      to: customer.email,
      firstName: customer.firstName,
      link: link(locale, "reset-password", { email: customer.email, token }),
      locale,
      t,
    }),
  );
}

/**
 * Sets a new password from a reset link: the token is used up and every session of the account
 * ends (whoever knew the old password is signed out). Reaching the link proves the address, so a
 * pending verification is completed too.
 */
export async function completePasswordReset(
  commerce: CommerceProvider,
  email: string,
  token: string,
  password: string,
): Promise<boolean> {
  const customer = await commerce.findCustomerByEmail(email);
  if (!customer) return false;
  const attributes = await commerce.getAttributes(customer.entityId, [
    ATTRIBUTE.resetPasswordToken,
    ATTRIBUTE.verificationEmailSent,
  ]);
  if (!tokenMatches(valueOf(attributes, ATTRIBUTE.resetPasswordToken), token)) return false;
  await commerce.setPassword(customer.entityId, password);
  const verified =
    valueOf(attributes, ATTRIBUTE.verificationEmailSent) === "true"
      ? [{ attribute_id: ATTRIBUTE.emailVerified, value: "true" }]
      : [];
  await commerce.setAttributes(customer.entityId, [
    { attribute_id: ATTRIBUTE.resetPasswordToken, value: "" },
    ...verified,
  ]);
  await closeAllSessions(customer.entityId);
  return true;
}

// The rest of auth's server surface (ADR 0032): the routes' throttling, shared with the staff routes.
export { tooManyAttempts } from "./route-kit";
