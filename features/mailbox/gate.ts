import "server-only";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { type StaffActor, requireStaff } from "@/features/staff/server";
import { mailboxAccess } from "./server";

/** The mailbox pages' gate (see mailboxAccess): 404 when off, the staff sign-in when it is staff-only. */
export async function requireMailboxReader(locale: Locale, path: string): Promise<StaffActor | null> {
  const access = mailboxAccess();
  if (access === "off") notFound();
  return access === "staff" ? requireStaff(locale, path) : null;
}
