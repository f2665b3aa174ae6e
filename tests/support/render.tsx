import { render } from "@testing-library/react";
import { I18nProvider } from "next-i18next/client";
import type { ReactElement } from "react";
import en from "../../locales/en/common.json";
import ar from "../../locales/ar/common.json";

/**
 * Component tests' render: the page's i18next provider with the real strings of one language, and
 * the document's direction as the locale layout sets it, so one test runs in English and Arabic.
 */
export function renderIn(lang: "en" | "ar", ui: ReactElement) {
  document.documentElement.dir = lang === "ar" ? "rtl" : "ltr";
  document.documentElement.lang = lang;
  return render(
    <I18nProvider language={lang} resources={{ [lang]: { common: lang === "ar" ? ar : en } }} supportedLngs={["en", "ar"]} fallbackLng="en">
      {ui}
    </I18nProvider>,
  );
}

export const strings = { en, ar };
