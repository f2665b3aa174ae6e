import type { Lang, RegionCode } from "@/lib/i18n/locales";

/**
 * The first-level divisions a shipping address names: Saudi Arabia's 13 regions, the UAE's 7
 * emirates, Egypt's 27 governorates, in English and Arabic. The address stores the code; the
 * name is shown in the reader's language.
 */
export type Governorate = { code: string; en: string; ar: string };

export const GOVERNORATES = {
  sa: [
    { code: "riyadh", en: "Riyadh", ar: "الرياض" },
    { code: "makkah", en: "Makkah", ar: "مكة المكرمة" },
    { code: "madinah", en: "Madinah", ar: "المدينة المنورة" },
    { code: "eastern", en: "Eastern Province", ar: "المنطقة الشرقية" },
    { code: "qassim", en: "Al-Qassim", ar: "القصيم" },
    { code: "asir", en: "Asir", ar: "عسير" },
    { code: "tabuk", en: "Tabuk", ar: "تبوك" },
    { code: "hail", en: "Hail", ar: "حائل" },
    { code: "northern-borders", en: "Northern Borders", ar: "الحدود الشمالية" },
    { code: "jazan", en: "Jazan", ar: "جازان" },
    { code: "najran", en: "Najran", ar: "نجران" },
    { code: "al-bahah", en: "Al-Bahah", ar: "الباحة" },
    { code: "al-jawf", en: "Al-Jawf", ar: "الجوف" },
  ],
  ae: [
    { code: "abu-dhabi", en: "Abu Dhabi", ar: "أبوظبي" },
    { code: "dubai", en: "Dubai", ar: "دبي" },
    { code: "sharjah", en: "Sharjah", ar: "الشارقة" },
    { code: "ajman", en: "Ajman", ar: "عجمان" },
    { code: "umm-al-quwain", en: "Umm Al Quwain", ar: "أم القيوين" },
    { code: "ras-al-khaimah", en: "Ras Al Khaimah", ar: "رأس الخيمة" },
    { code: "fujairah", en: "Fujairah", ar: "الفجيرة" },
  ],
  eg: [
    { code: "cairo", en: "Cairo", ar: "القاهرة" },
    { code: "giza", en: "Giza", ar: "الجيزة" },
    { code: "alexandria", en: "Alexandria", ar: "الإسكندرية" },
    { code: "qalyubia", en: "Qalyubia", ar: "القليوبية" },
    { code: "port-said", en: "Port Said", ar: "بورسعيد" },
    { code: "suez", en: "Suez", ar: "السويس" },
    { code: "dakahlia", en: "Dakahlia", ar: "الدقهلية" },
    { code: "sharqia", en: "Sharqia", ar: "الشرقية" },
    { code: "gharbia", en: "Gharbia", ar: "الغربية" },
    { code: "monufia", en: "Monufia", ar: "المنوفية" },
    { code: "beheira", en: "Beheira", ar: "البحيرة" },
    { code: "kafr-el-sheikh", en: "Kafr El Sheikh", ar: "كفر الشيخ" },
    { code: "damietta", en: "Damietta", ar: "دمياط" },
    { code: "ismailia", en: "Ismailia", ar: "الإسماعيلية" },
    { code: "faiyum", en: "Faiyum", ar: "الفيوم" },
    { code: "beni-suef", en: "Beni Suef", ar: "بني سويف" },
    { code: "minya", en: "Minya", ar: "المنيا" },
    { code: "asyut", en: "Asyut", ar: "أسيوط" },
    { code: "sohag", en: "Sohag", ar: "سوهاج" },
    { code: "qena", en: "Qena", ar: "قنا" },
    { code: "luxor", en: "Luxor", ar: "الأقصر" },
    { code: "aswan", en: "Aswan", ar: "أسوان" },
    { code: "red-sea", en: "Red Sea", ar: "البحر الأحمر" },
    { code: "new-valley", en: "New Valley", ar: "الوادي الجديد" },
    { code: "matrouh", en: "Matrouh", ar: "مطروح" },
    { code: "north-sinai", en: "North Sinai", ar: "شمال سيناء" },
    { code: "south-sinai", en: "South Sinai", ar: "جنوب سيناء" },
  ],
} as const satisfies Record<RegionCode, readonly Governorate[]>;

export function isGovernorate(region: RegionCode, code: string): boolean {
  return GOVERNORATES[region].some((g) => g.code === code);
}

/** The name in a language; an unknown code (an address from an older list) is shown as stored. */
export function governorateName(region: RegionCode, code: string, lang: Lang): string {
  return GOVERNORATES[region].find((g) => g.code === code)?.[lang] ?? code;
}

/** The options of a select, in the language's alphabetical order. */
export function governorateOptions(region: RegionCode, lang: Lang): { value: string; label: string }[] {
  const collator = new Intl.Collator(lang);
  return GOVERNORATES[region]
    .map((g) => ({ value: g.code, label: g[lang] }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
