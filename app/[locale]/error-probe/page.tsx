import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/env";

export const dynamic = "force-dynamic";
export const metadata = { robots: { index: false, follow: false } };

/**
 * A page that fails to render, so the end-to-end tests can see the 500 view of a production
 * build (its banners, its texts in both languages). It exists only with ERROR_PROBE=on (the e2e
 * server sets it); everywhere else it is a 404 like any unknown address.
 */
export default function ErrorProbe() {
  if (serverEnv().ERROR_PROBE !== "on") notFound();
  throw new Error("error probe: a page that failed to render (ERROR_PROBE=on)");
}
