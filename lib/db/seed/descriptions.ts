import type { Rng } from "./random";
import type { Profile } from "./profile";
import { brandName, collectionName, formatGrams, metalPhrase } from "./names";
import { METAL_COLORS, METALS, STONES, metalColorValue, type Bilingual, type ProductType } from "./taxonomy";

export type CustomField = { name: string; valueEn: string; valueAr: string };
export type Details = { grams: number; carats: number | null; origin: Bilingual };

const OPENERS: Record<ProductType, readonly Bilingual[]> = {
  rings: [
    { en: "A ring to wear every day and keep for a lifetime.", ar: "خاتم يرافقك كل يوم ويبقى معك مدى العمر." },
    { en: "Made to catch the light with every gesture.", ar: "صُمّم ليلتقط الضوء مع كل حركة من يدك." },
  ],
  earrings: [
    {
      en: "Light enough for every day, bright enough for every occasion.",
      ar: "خفيفة بما يكفي لكل يوم، ولامعة بما يليق بكل مناسبة.",
    },
    { en: "Earrings that frame the face with a soft glow.", ar: "أقراط تحيط الوجه بلمعة ناعمة." },
  ],
  necklaces: [
    { en: "A necklace that sits beautifully at the collarbone.", ar: "عقد ينسدل برقة عند عظمة الترقوة." },
    {
      en: "Wear it alone or layer it with your favourite chains.",
      ar: "يمكن ارتداؤه وحده أو تنسيقه مع سلاسلك المفضلة.",
    },
  ],
  pendants: [
    {
      en: "A pendant with a story, made to be worn close to the heart.",
      ar: "دلاية تحكي قصة، صُنعت لتبقى قريبة من القلب.",
    },
    { en: "A small piece with a big presence.", ar: "قطعة صغيرة بحضور كبير." },
  ],
  bracelets: [
    {
      en: "A bracelet that moves with you, from morning coffee to evening plans.",
      ar: "سوار يرافقك من قهوة الصباح إلى سهرة المساء.",
    },
    {
      en: "Stack it or wear it alone: it always looks finished.",
      ar: "يمكن تنسيقه مع أساور أخرى أو ارتداؤه وحده، فهو أنيق دائماً.",
    },
  ],
  bangles: [
    { en: "A bangle with a polished, timeless line.", ar: "بانجل بخطوط مصقولة لا تبطل موضتها." },
    {
      en: "Wear one alone or stack several for a festive look.",
      ar: "يمكن ارتداء قطعة واحدة أو تنسيق عدة قطع لإطلالة احتفالية.",
    },
  ],
  anklets: [
    { en: "A delicate anklet for sunny days and summer evenings.", ar: "خلخال رقيق للأيام المشمسة وأمسيات الصيف." },
    { en: "A fine chain that adds a quiet sparkle to every step.", ar: "سلسلة ناعمة تضيف بريقاً هادئاً إلى كل خطوة." },
  ],
  sets: [
    {
      en: "A matching set, ready for weddings, Eid and every celebration.",
      ar: "طقم متناسق جاهز للأعراس والأعياد وكل المناسبات.",
    },
    { en: "Everything coordinated: one set, a complete look.", ar: "كل شيء متناسق: طقم واحد لإطلالة كاملة." },
  ],
  "coins-bars": [
    { en: "Pure 24K gold, minted to 999.9 fineness.", ar: "ذهب خالص عيار 24 بنقاوة 999.9." },
    { en: "A timeless store of value and a treasured gift.", ar: "ادخار يحفظ قيمته وهدية تبقى للأبد." },
  ],
  "tennis-bracelets": [
    { en: "A continuous line of sparkle around the wrist.", ar: "خط متصل من البريق حول المعصم." },
    { en: "The classic tennis bracelet, set stone by stone.", ar: "سوار التنس الكلاسيكي، مرصّع حجراً بعد حجر." },
  ],
};

function stoneClause(p: Profile, carats: number | null): Bilingual | null {
  if (!p.stone) return null;
  const ct = carats === null ? "" : carats.toFixed(2);
  switch (p.stone) {
    case "diamond":
      return { en: `set with ${ct} ct of natural diamonds`, ar: `ورُصّعت بألماس طبيعي بوزن ${ct} قيراط` };
    case "lab-grown-diamond":
      return { en: `set with ${ct} ct of lab-grown diamonds`, ar: `ورُصّعت بألماس مصنّع مخبرياً بوزن ${ct} قيراط` };
    case "cubic-zirconia":
      return { en: "set with sparkling cubic zirconia", ar: "ورُصّعت بأحجار الزركون اللامعة" };
    case "pearl":
      return { en: "finished with lustrous freshwater pearls", ar: "وزُيّنت بلآلئ المياه العذبة اللامعة" };
    default: {
      const s = STONES[p.stone];
      return { en: `set with ${ct} ct of ${s.en.toLowerCase()}`, ar: `ورُصّعت ب${s.ar} بوزن ${ct} قيراط` };
    }
  }
}

/** Simple HTML paragraphs: the product page shows them, listings use the plain text. */
export function productDescription(p: Profile, d: Details, rng: Rng): Bilingual {
  const opener = rng.pick(OPENERS[p.type]);
  const metal = metalPhrase(p);
  const stone = stoneClause(p, d.carats);
  const g = formatGrams(d.grams);
  const made: Bilingual = {
    en: `Crafted in ${metal.en}${stone ? `, ${stone.en}` : ""}. It weighs ${g} g.`,
    ar: `صُنعت هذه القطعة من ${metal.ar}${stone ? ` ${stone.ar}` : ""}، ويبلغ وزنها ${g} غرام.`,
  };
  const brand = brandName(p);
  const collection = collectionName(p);
  const origin: Bilingual = collection
    ? {
        en: `Part of the ${collection.en} collection by ${brand.en}.`,
        ar: `من مجموعة ${collection.ar} من ${brand.ar}.`,
      }
    : { en: `Designed by ${brand.en}.`, ar: `من تصميم ${brand.ar}.` };
  const care: Bilingual =
    p.type === "coins-bars"
      ? { en: "Delivered sealed, with a certificate of authenticity.", ar: "تُسلَّم مغلّفة مع شهادة أصالة." }
      : { en: "Keep it in its box, away from perfume and water.", ar: "تُحفظ في علبتها بعيداً عن العطور والماء." };
  // Paragraphs on their own lines, so the tag-stripped plain text keeps its breaks.
  const html = (lang: "en" | "ar") =>
    `<p>${opener[lang]} ${origin[lang]}</p>\n<p>${made[lang]}</p>\n<p>${care[lang]}</p>`;
  return { en: html("en"), ar: html("ar") };
}

/** Product facts as BigCommerce-style custom fields; `name` is a stable English key. */
export function customFields(p: Profile, d: Details): CustomField[] {
  const fields: CustomField[] = [{ name: "Metal", valueEn: METALS[p.metal].en, valueAr: METALS[p.metal].ar }];
  if (p.karat) {
    const k = p.karat.replace("k", "");
    fields.push({ name: "Karat", valueEn: `${k}K`, valueAr: `عيار ${k}` });
  }
  if (p.type === "coins-bars") fields.push({ name: "Purity", valueEn: "999.9", valueAr: "999.9" });
  if (p.metal === "silver") fields.push({ name: "Purity", valueEn: "925", valueAr: "925" });
  const color = METAL_COLORS[metalColorValue(p.color, p.index)];
  fields.push({ name: "Metal colour", valueEn: color.en, valueAr: color.ar });
  if (p.stone) fields.push({ name: "Stone", valueEn: STONES[p.stone].en, valueAr: STONES[p.stone].ar });
  if (d.carats !== null) {
    fields.push({
      name: "Stone weight",
      valueEn: `${d.carats.toFixed(2)} ct`,
      valueAr: `${d.carats.toFixed(2)} قيراط`,
    });
  }
  const g = formatGrams(d.grams);
  fields.push({ name: "Weight", valueEn: `${g} g`, valueAr: `${g} غرام` });
  fields.push({ name: "Country of origin", valueEn: d.origin.en, valueAr: d.origin.ar });
  return fields;
}
