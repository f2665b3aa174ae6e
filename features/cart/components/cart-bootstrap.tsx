"use client";
import type { Locale } from "@/lib/i18n/locales";
import { useCartBootstrap } from "../use-cart-bootstrap";

/** Renders nothing: restores the guest cart, follows region changes, keeps the badge count. */
export function CartBootstrap({ locale }: { locale: Locale }) {
  useCartBootstrap(locale);
  return null;
}
