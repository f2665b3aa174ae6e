"use client";
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import Image from "next/image";
import { useT } from "@/lib/i18n/client";
import { useMemo, useState } from "react";
import type { Locale, RegionCode } from "@/lib/i18n/locales";
import { filterLocaleOptions, localeOptions, type LocaleOption } from "@/lib/i18n/locale-options";
import { useSwitchLocale } from "@/features/app-state/use-switch-locale";
import { CheckIcon } from "@/components/ui/icons";

type Props = { locale: Locale; regions?: readonly RegionCode[]; label: string };

/**
 * Country and language picker: every country in both languages with its flag, a search box
 * that filters the labels case-insensitively, and a "not found" entry when nothing matches.
 */
export function LocalePicker({ locale, regions, label }: Props) {
  const { t } = useT();
  const switchLocale = useSwitchLocale(locale);
  const [query, setQuery] = useState("");
  const all = useMemo(() => localeOptions(regions), [regions]);
  const options = filterLocaleOptions(all, query);
  const current = all.find((o) => o.locale === locale) ?? null;

  return (
    <Combobox<LocaleOption | null>
      value={current}
      onChange={(option) => option && option.locale !== locale && switchLocale(option.locale)}
      immediate
    >
      <ComboboxInput
        aria-label={label}
        placeholder={t("picker.search")}
        onChange={(event) => setQuery(event.target.value)}
        displayValue={() => query}
        className="w-full rounded-md border border-line px-3 py-2 text-sm outline-none focus:border-ink"
      />
      <ComboboxOptions static className="mt-3 divide-y divide-line rounded-md border border-line">
        {options.length === 0 ? (
          <div role="option" aria-disabled="true" aria-selected="false" className="px-3 py-3 text-sm text-muted">
            {t("picker.notFound")}
          </div>
        ) : (
          options.map((option) => (
            <ComboboxOption
              key={option.locale}
              value={option}
              lang={option.lang}
              dir={option.lang === "ar" ? "rtl" : "ltr"}
              className="flex cursor-pointer items-center gap-3 px-3 py-3 text-sm data-focus:bg-cream data-selected:font-semibold"
            >
              <Image
                src={option.flag}
                alt=""
                width={24}
                height={16}
                unoptimized
                className="rounded-sm border border-line"
              />
              <span className="flex-1">{option.label}</span>
              {option.locale === locale && <CheckIcon className="size-4" aria-label={t("picker.current")} />}
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </Combobox>
  );
}
