"use client";
import { SoftLink } from "@/components/ui/soft-link";
import type { Locale } from "@/lib/i18n/locales";
import { useCustomer } from "@/features/customer/use-customer";

/** Goes to /account for signed-in customers and /sign-up for guests: a customer has nothing to sign up for. */
export function SignUpLink({ locale, text, accountText }: { locale: Locale; text: string; accountText: string }) {
  const { customer } = useCustomer();
  return (
    <SoftLink
      href={customer ? `/${locale}/account` : `/${locale}/sign-up`}
      className="inline-block rounded-md bg-gold px-6 py-3 text-center text-sm font-semibold tracking-wide text-ink hover:bg-gold-dark hover:text-white"
    >
      {customer ? accountText : text}
    </SoftLink>
  );
}
