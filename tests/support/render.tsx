import { render } from "@testing-library/react";
import { TranslationsProvider } from "@/lib/i18n/client";
import type { ReactElement } from "react";
import en from "../../locales/en/common.json";
import ar from "../../locales/ar/common.json";

/**
 * Component tests' render: the page's translations provider with the real strings of one language, and
 * the document's direction as the locale layout sets it, so one test runs in English and Arabic.
 */
export function renderIn(lang: "en" | "ar", ui: ReactElement) {
  document.documentElement.dir = lang === "ar" ? "rtl" : "ltr";
  document.documentElement.lang = lang;
  return render(
    <TranslationsProvider lang={lang} strings={lang === "ar" ? ar : en}>
      {ui}
    </TranslationsProvider>,
  );
}

export const strings = { en, ar };
