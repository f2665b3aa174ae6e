"use client";
import { useRouter } from "next/navigation";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { AccountSection } from "../sections";

type Option = { value: AccountSection; label: string; href: string };

/** The account menu on phones: a native select (the phone's own picker), going to the chosen section. */
export function AccountMenuSelect({
  label,
  current,
  options,
}: {
  label: string;
  current: AccountSection;
  options: Option[];
}) {
  const router = useRouter();
  return (
    <div>
      <label htmlFor="account-section" className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id="account-section"
          value={current}
          onChange={(event) => {
            const option = options.find((o) => o.value === event.target.value);
            if (option) router.push(option.href);
          }}
          className="block h-12 w-full appearance-none rounded-md border border-line bg-white ps-3 pe-10 text-base text-ink outline-none focus:border-ink focus:ring-1 focus:ring-ink"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
