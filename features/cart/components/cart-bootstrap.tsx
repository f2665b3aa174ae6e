"use client";
import type { Locale } from "@/lib/i18n/locales";
import { useCartBootstrap } from "../use-cart-bootstrap";

/** Renders nothing: restores the cart, follows region changes, reads the cart, shows the cart's toasts. */
export function CartBootstrap({ locale }: { locale: Locale }) {
  useCartBootstrap(locale);
  return null;
}
