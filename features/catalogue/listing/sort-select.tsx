"use client";
import { useRouter } from "next/navigation";
import { useT } from "@/lib/i18n/client";
import type { SortKey } from "@/lib/search/types";

/** Sort order of a listing; each option is a full address, so the choice lives in the URL. */
export function SortSelect({ current, options }: { current: SortKey; options: { key: SortKey; href: string }[] }) {
  const { t } = useT();
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="max-sm:sr-only text-muted">{t("listing.sortBy")}</span>
      <select
        value={current}
        onChange={(event) => {
          const option = options.find((o) => o.key === event.target.value);
          if (option) router.push(option.href);
        }}
        className="max-w-48 rounded-md border border-line bg-white px-3 py-2 font-semibold"
      >
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {t(`listing.sort.${o.key}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
