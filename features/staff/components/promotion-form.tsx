"use client";
import { useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import type { RegionCode } from "@/lib/i18n/locales";
import { postStaff } from "../api";
import { storeTimeToIso } from "../store-time";
import { Field, primaryButton } from "./field";

export type PromotionFormOptions = {
  region: RegionCode;
  /** The currency as the page writes it ("SAR", "ر.س."). */
  currency: string;
  /** The store's time zone, in which a start and an end are typed, and its country's name for the help text. */
  timeZone: string;
  country: string;
  /** The brands sold in the country, named in the page's language. */
  brands: { key: string; name: string }[];
  /** The catalogue's categories, each parent followed by its sub-categories (`depth` 1). */
  categories: { id: number; name: string; depth: number }[];
};

const control = "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base";

/** A labelled select of the staff forms, styled as Field's input. */
function Choice({
  label,
  help,
  name,
  children,
  ...select
}: {
  label: string;
  help?: string;
  name: string;
  children: ReactNode;
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <select name={name} {...select} className={control}>
        {children}
      </select>
      {help && <span className="mt-1 block text-xs font-normal text-muted">{help}</span>}
    </label>
  );
}

/** A number the form may leave empty (no minimum, no cap): undefined when empty. */
const optionalNumber = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? undefined : Number(value);
};

/**
 * Staff's form for a new promotion code of the page's country: code, percentage or amount, minimum
 * spend, brand and category scope, start and end in the store's time, caps. On success the page's
 * list is read again; a refusal is announced (role=alert) beside the button.
 */
export function PromotionForm({ region, currency, timeZone, country, brands, categories }: PromotionFormOptions) {
  const { t } = useT();
  const router = useRouter();
  const headingId = useId();
  const [kind, setKind] = useState<"percent" | "fixed">("percent");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const code = String(form.get("code") ?? "")
      .trim()
      .toUpperCase();
    const startsAt = storeTimeToIso(String(form.get("startsAt") ?? ""), timeZone) ?? undefined;
    const endsAt = storeTimeToIso(String(form.get("endsAt") ?? ""), timeZone) ?? undefined;
    if (startsAt && endsAt && endsAt <= startsAt)
      return setMessage({ ok: false, text: t("staff.promotions.form.endsBeforeStart") });
    const body = {
      region,
      code,
      kind,
      amount: Number(form.get("amount")),
      minSubtotal: optionalNumber(form, "minSubtotal"),
      brandKey: String(form.get("brandKey") ?? "") || undefined,
      categoryId: optionalNumber(form, "categoryId"),
      startsAt,
      endsAt,
      maxUses: optionalNumber(form, "maxUses"),
      maxUsesPerCustomer: optionalNumber(form, "maxUsesPerCustomer"),
    };
    setBusy(true);
    setMessage(null);
    const answer = await postStaff("promotions/create", body);
    setBusy(false);
    if (answer.ok) {
      element.reset();
      setKind("percent");
      setMessage({ ok: true, text: t("staff.promotions.form.created", { code }) });
      router.refresh();
      return;
    }
    const text =
      answer.code === "codeTaken"
        ? t("staff.promotions.form.taken", { code })
        : answer.code === "promotionsHosted"
          ? t("staff.promotions.hosted")
          : answer.status === 400
            ? t("staff.promotions.form.invalid")
            : t(answer.messageKey, { status: answer.status });
    setMessage({ ok: false, text });
  }

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-md border border-line p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold">
        {t("staff.promotions.form.title")}
      </h3>
      <form onSubmit={submit} aria-labelledby={headingId} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          label={t("staff.promotions.form.code")}
          help={t("staff.promotions.form.codeHelp")}
          name="code"
          required
          minLength={3}
          maxLength={32}
          pattern="[A-Za-z0-9_\-]{3,32}"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
        />
        <Choice
          label={t("staff.promotions.form.kind")}
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value === "fixed" ? "fixed" : "percent")}
        >
          <option value="percent">{t("staff.promotions.form.percent")}</option>
          <option value="fixed">{t("staff.promotions.form.fixed", { currency })}</option>
        </Choice>
        <Field
          label={t(kind === "percent" ? "staff.promotions.form.amountPercent" : "staff.promotions.form.amountFixed", {
            currency,
          })}
          name="amount"
          type="number"
          inputMode="decimal"
          required
          min={0.01}
          max={kind === "percent" ? 100 : undefined}
          step={0.01}
        />
        <Field
          label={t("staff.promotions.form.minSubtotal", { currency })}
          help={t("staff.promotions.form.minSubtotalHelp")}
          name="minSubtotal"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <Choice
          label={t("staff.promotions.form.brand")}
          help={t("staff.promotions.form.brandHelp")}
          name="brandKey"
          defaultValue=""
        >
          <option value="">{t("staff.promotions.form.anyBrand")}</option>
          {brands.map((brand) => (
            <option key={brand.key} value={brand.key}>
              {brand.name}
            </option>
          ))}
        </Choice>
        <Choice
          label={t("staff.promotions.form.category")}
          help={t("staff.promotions.form.categoryHelp")}
          name="categoryId"
          defaultValue=""
        >
          <option value="">{t("staff.promotions.form.anyCategory")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.depth > 0 ? `\u00a0\u00a0\u00a0${category.name}` : category.name}
            </option>
          ))}
        </Choice>
        <Field
          label={t("staff.promotions.form.startsAt")}
          help={t("staff.promotions.form.startsAtHelp", { country })}
          name="startsAt"
          type="datetime-local"
        />
        <Field
          label={t("staff.promotions.form.endsAt")}
          help={t("staff.promotions.form.endsAtHelp", { country })}
          name="endsAt"
          type="datetime-local"
        />
        <Field
          label={t("staff.promotions.form.maxUses")}
          help={t("staff.promotions.form.capHelp")}
          name="maxUses"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
        <Field
          label={t("staff.promotions.form.maxUsesPerCustomer")}
          help={t("staff.promotions.form.capHelp")}
          name="maxUsesPerCustomer"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("staff.promotions.form.submit")}
          </button>
          {message && (
            <p
              role={message.ok ? "status" : "alert"}
              className={message.ok ? "text-sm text-teal" : "text-sm text-sale"}
            >
              {message.text}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
