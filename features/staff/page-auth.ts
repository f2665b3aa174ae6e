import "server-only";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { STAFF_COOKIE, staffAreaEnabled, staffOfCookie, type StaffActor } from "./auth";

/** The staff member viewing a page, or `null` (not signed in); a store without a staff area answers 404. */
export async function pageStaff(): Promise<StaffActor | null> {
  if (!staffAreaEnabled()) notFound();
  return staffOfCookie((await cookies()).get(STAFF_COOKIE)?.value);
}

/** A staff page's gate: signed-out staff go to the sign-in, which brings them back to `next`. */
export async function requireStaff(locale: Locale, next: string): Promise<StaffActor> {
  const actor = await pageStaff();
  if (!actor) redirect(`/${locale}/staff?next=${encodeURIComponent(next)}`);
  return actor;
}
