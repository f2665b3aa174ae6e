"use client";
import { useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { useLanguageStrip } from "@/features/shell/use-banner";
import { useRightDrawer } from "@/features/shell/use-right-drawer";
import { CloseIcon } from "@/components/ui/icons";

/** The language-selector strip; hiding it is remembered in local storage. */
export function LanguageStrip({ locale }: { locale: Locale }) {
  const { t } = useT();
  const { hidden, hide } = useLanguageStrip();
  const language = useRightDrawer("language");
  if (hidden) return null;
  const region = LOCALES[locale].region;
  return (
    <div className="relative bg-cream text-xs text-muted" data-testid="language-strip">
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-10 py-1.5">
        {/* Our own SVG flag, served as it is: a plain <img>, so this island does not carry next/image's helpers. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={REGIONS[region].flag} alt="" width={18} height={12} decoding="async" />
        <span>{t("strip.message", { country: t(`regions.${region}`) })}</span>
        <button type="button" onClick={language.open} className="font-semibold text-ink underline underline-offset-2">
          {t("strip.change")}
        </button>
        <button type="button" onClick={hide} aria-label={t("strip.dismiss")} className="absolute end-2 rounded p-1">
          <CloseIcon className="size-3.5" />
        </button>
      </div>
    </div>
  );
}
