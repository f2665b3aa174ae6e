"use client";
import { useT } from "@/lib/i18n/client";
import { LANGS, LOCALES, localeOf, type Locale } from "@/lib/i18n/locales";
import { PICKER_REGION_ORDER, REGIONS } from "@/lib/i18n/regions";
import { LANG_NAMES } from "@/lib/i18n/locale-options";
import { useSwitchLocale } from "@/features/app-state/use-switch-locale";

const selectClass = "rounded-md border border-white/30 bg-transparent px-3 py-2 text-sm text-white [&>option]:text-ink";

/** The footer's two dropdowns: country and language, each keeping the other. */
export function LocaleSelects({ locale }: { locale: Locale }) {
  const { t } = useT();
  const switchLocale = useSwitchLocale(locale);
  const { lang, region } = LOCALES[locale];
  return (
    <div className="flex flex-wrap gap-3">
      <label className="flex flex-col gap-1 text-xs text-white/70">
        {t("footer.region")}
        <select
          className={selectClass}
          value={region}
          onChange={(e) => switchLocale(localeOf(lang, e.target.value as typeof region))}
        >
          {PICKER_REGION_ORDER.map((code) => (
            <option key={code} value={code}>
              {REGIONS[code].name[lang]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-white/70">
        {t("footer.language")}
        <select
          className={selectClass}
          value={lang}
          onChange={(e) => switchLocale(localeOf(e.target.value as typeof lang, region))}
        >
          {LANGS.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANG_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
