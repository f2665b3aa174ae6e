import type { Metadata } from "next";
import type { TFunction } from "i18next";
import { getT } from "@/lib/i18n/server";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { THIRD_BRAND } from "@/lib/i18n/brands";
import { SEED_BRANDS } from "@/lib/db/seed/taxonomy";
import { getCommerce } from "@/lib/commerce/provider";
import type { PromotionStatus, PromotionSummary } from "@/lib/commerce/promotion-types";
import type { Category } from "@/lib/commerce/types";
import { formatMoney } from "@/lib/money";
import { requireStaff } from "@/features/staff/page-auth";
import { StaffAction } from "@/features/staff/components/staff-action";
import { PromotionForm } from "@/features/staff/components/promotion-form";
import { parseLocaleParam, type LocaleParams } from "../../locale-param";
import { StaffHeader } from "../_components/staff-header";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("staff.promotions.title") };
}

const STATUS_STYLE: Record<PromotionStatus, string> = {
  active: "text-teal",
  paused: "text-sale",
  scheduled: "text-navy",
  ended: "text-muted",
  usedUp: "text-muted",
};

/** The currency as the locale writes it beside an amount ("SAR", "ر.س."). */
const currencySymbol = (locale: Locale) => {
  const { bcp47, currency } = LOCALES[locale];
  return (
    new Intl.NumberFormat(bcp47, { style: "currency", currency })
      .formatToParts(1)
      .find((part) => part.type === "currency")?.value ?? currency
  );
};

/** The catalogue's categories, each parent followed by its sub-categories. */
function categoryTree(categories: Category[]): { id: number; name: string; depth: number }[] {
  const roots = categories.filter((c) => c.parentSlug === null || !categories.some((p) => p.slug === c.parentSlug));
  return roots.flatMap((root) => [
    { id: root.id, name: root.name, depth: 0 },
    ...categories.filter((c) => c.parentSlug === root.slug).map((c) => ({ id: c.id, name: c.name, depth: 1 })),
  ]);
}

/** A code's terms as the table writes them, in the page's language, currency and digits. */
function describe(
  promotion: PromotionSummary,
  locale: Locale,
  t: TFunction,
  names: { brands: Map<string, string>; categories: Map<number, string> },
) {
  const { bcp47, currency, region } = LOCALES[locale];
  const money = (value: number) => formatMoney({ value, currencyCode: currency }, locale);
  const count = (value: number) => new Intl.NumberFormat(bcp47).format(value);
  const when = new Intl.DateTimeFormat(bcp47, {
    calendar: "gregory",
    timeZone: REGIONS[region].timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  });
  const scope = [
    promotion.brandKey && (names.brands.get(promotion.brandKey) ?? promotion.brandKey),
    promotion.categoryId !== null && (names.categories.get(promotion.categoryId) ?? `#${promotion.categoryId}`),
  ].filter(Boolean);
  return {
    takesOff:
      promotion.kind === "percent"
        ? new Intl.NumberFormat(bcp47, { style: "percent", maximumFractionDigits: 2 }).format(promotion.amount / 100)
        : money(promotion.amount),
    minimum: promotion.minSubtotal > 0 ? money(promotion.minSubtotal) : t("staff.promotions.noMinimum"),
    scope: scope.length > 0 ? scope.join(" · ") : t("staff.promotions.allPieces"),
    dates: [
      promotion.startsAt && t("staff.promotions.from", { date: when.format(new Date(promotion.startsAt)) }),
      promotion.endsAt && t("staff.promotions.until", { date: when.format(new Date(promotion.endsAt)) }),
    ].filter((line): line is string => Boolean(line)),
    uses:
      promotion.maxUses === null
        ? t("staff.promotions.usesNoCap", { uses: count(promotion.uses) })
        : t("staff.promotions.usesOf", { uses: count(promotion.uses), cap: count(promotion.maxUses) }),
    perCustomer:
      promotion.maxUsesPerCustomer === null ? t("staff.promotions.noCap") : count(promotion.maxUsesPerCustomer),
  };
}

/**
 * The country's promotion codes (ADR 0038) for staff: each with what it takes off, its minimum,
 * scope, dates, uses and where it stands, a Pause / Resume button (audited), and a form for a new
 * code. A country whose store keeps its codes itself (a hosted store's control panel) is told so.
 */
export default async function StaffPromotions({ params }: LocaleParams) {
  const locale = await parseLocaleParam(params);
  const actor = await requireStaff(locale, "staff/promotions");
  const { t } = await getT(locale);
  const { region, lang } = LOCALES[locale];
  const commerce = await getCommerce(region);
  const admin = commerce.promotions;
  const [promotions, categories] = admin
    ? await Promise.all([admin.listPromotions(), commerce.getCategories(lang)])
    : [[], []];
  const brands = SEED_BRANDS.filter(
    (brand) => brand.key !== THIRD_BRAND.key || THIRD_BRAND.regions.includes(region),
  ).map((brand) => ({ key: brand.key, name: brand.name[lang] }));
  const names = {
    brands: new Map(brands.map((b) => [b.key, b.name])),
    categories: new Map(categories.map((c) => [c.id, c.name])),
  };
  const cell = "py-2 pe-4 text-start align-top";
  const head = `${cell} font-medium whitespace-nowrap`;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <StaffHeader locale={locale} actor={actor} t={t} />
      <h2 className="mt-8 text-xl font-semibold">{t("staff.promotions.title")}</h2>
      {!admin ? (
        <p className="mt-2 text-sm">{t("staff.promotions.hosted")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t("staff.promotions.intro")}</p>
          <PromotionForm
            region={region}
            currency={currencySymbol(locale)}
            timeZone={REGIONS[region].timeZone}
            country={REGIONS[region].name[lang]}
            brands={brands}
            categories={categoryTree(categories)}
          />
          <h3 className="mt-10 text-lg font-semibold">{t("staff.promotions.list")}</h3>
          {promotions.length === 0 ? (
            <p className="mt-4 text-sm">{t("staff.promotions.none")}</p>
          ) : (
            <div className="relative mt-4 overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t("staff.promotions.list")}</caption>
                <thead className="text-muted">
                  <tr>
                    <th className={head}>{t("staff.promotions.columns.code")}</th>
                    <th className={head}>{t("staff.promotions.columns.status")}</th>
                    <th className={head}>
                      <span className="sr-only">{t("staff.promotions.columns.action")}</span>
                    </th>
                    <th className={head}>{t("staff.promotions.columns.takesOff")}</th>
                    <th className={head}>{t("staff.promotions.columns.minimum")}</th>
                    <th className={head}>{t("staff.promotions.columns.scope")}</th>
                    <th className={head}>{t("staff.promotions.columns.dates")}</th>
                    <th className={head}>{t("staff.promotions.columns.uses")}</th>
                    <th className={head}>{t("staff.promotions.columns.perCustomer")}</th>
                  </tr>
                </thead>
                <tbody>
                  {promotions.map((promotion) => {
                    const shown = describe(promotion, locale, t, names);
                    return (
                      <tr key={promotion.code} className="border-t border-line">
                        <th scope="row" className={`${cell} whitespace-nowrap font-semibold`}>
                          <bdi className="font-mono">{promotion.code}</bdi>
                        </th>
                        <td className={`${cell} whitespace-nowrap font-medium ${STATUS_STYLE[promotion.status]}`}>
                          {t(`staff.promotions.status.${promotion.status}`)}
                        </td>
                        <td className={`${cell} whitespace-nowrap`}>
                          {promotion.status !== "ended" && (
                            <StaffAction
                              path="promotions/pause"
                              body={{ region, code: promotion.code, paused: !promotion.paused }}
                              label={t(promotion.paused ? "staff.promotions.resume" : "staff.promotions.pause")}
                              done={t(promotion.paused ? "staff.promotions.resumed" : "staff.promotions.paused", {
                                code: promotion.code,
                              })}
                            />
                          )}
                        </td>
                        <td className={`${cell} whitespace-nowrap`}>{shown.takesOff}</td>
                        <td className={`${cell} whitespace-nowrap`}>{shown.minimum}</td>
                        <td className={cell}>{shown.scope}</td>
                        <td className={`${cell} min-w-40`}>
                          {shown.dates.length === 0
                            ? t("staff.promotions.always")
                            : shown.dates.map((line) => (
                                <span key={line} className="block whitespace-nowrap">
                                  {line}
                                </span>
                              ))}
                        </td>
                        <td className={`${cell} whitespace-nowrap`}>{shown.uses}</td>
                        <td className={cell}>{shown.perCustomer}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
