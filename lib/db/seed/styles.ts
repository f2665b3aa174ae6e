import type { ProductType } from "./taxonomy";

/**
 * Design styles per product type. `en` goes before the stone and the noun ("Solitaire" +
 * "Diamond" + "Ring"); `ar` is the whole Arabic noun phrase, so adjectives agree with their
 * noun without a grammar engine. `stone`: whether the style needs a stone, forbids one, or
 * takes either. `look` picks the matching drawing of the product picture (0-3).
 */
export type Style = { en: string; ar: string; stone: "yes" | "no" | "any"; look: number };

export const STYLES: Record<ProductType, readonly Style[]> = {
  rings: [
    { en: "Solitaire", ar: "خاتم سوليتير", stone: "yes", look: 0 },
    { en: "Halo", ar: "خاتم هالو", stone: "yes", look: 1 },
    { en: "Eternity", ar: "خاتم إترنيتي", stone: "yes", look: 2 },
    { en: "Three-Stone", ar: "خاتم ثلاثي الأحجار", stone: "yes", look: 3 },
    { en: "Cocktail", ar: "خاتم كوكتيل", stone: "yes", look: 1 },
    { en: "Stackable", ar: "خاتم للتنسيق", stone: "any", look: 2 },
    { en: "Twisted", ar: "خاتم مجدول", stone: "any", look: 2 },
    { en: "Promise", ar: "خاتم الوعد", stone: "any", look: 0 },
    { en: "Signet", ar: "خاتم ختم", stone: "no", look: 3 },
    { en: "Classic Band", ar: "دبلة كلاسيكية", stone: "no", look: 2 },
  ],
  earrings: [
    { en: "Stud", ar: "أقراط لاصقة", stone: "any", look: 0 },
    { en: "Drop", ar: "أقراط متدلية", stone: "any", look: 1 },
    { en: "Hoop", ar: "أقراط دائرية", stone: "any", look: 2 },
    { en: "Huggie", ar: "أقراط هاغي", stone: "any", look: 2 },
    { en: "Chandelier", ar: "أقراط شاندلير", stone: "yes", look: 3 },
    { en: "Dangle", ar: "أقراط طويلة", stone: "any", look: 3 },
    { en: "Climber", ar: "أقراط متسلقة", stone: "yes", look: 1 },
  ],
  necklaces: [
    { en: "Chain", ar: "عقد سلسلة", stone: "no", look: 0 },
    { en: "Choker", ar: "عقد تشوكر", stone: "any", look: 1 },
    { en: "Riviera", ar: "عقد ريفييرا", stone: "yes", look: 2 },
    { en: "Station", ar: "عقد بأحجار متباعدة", stone: "yes", look: 3 },
    { en: "Lariat", ar: "عقد لارييت", stone: "any", look: 0 },
    { en: "Layered", ar: "عقد متعدد الطبقات", stone: "any", look: 1 },
    { en: "Collar", ar: "عقد طوق", stone: "any", look: 2 },
  ],
  pendants: [
    { en: "Solitaire", ar: "دلاية سوليتير", stone: "yes", look: 0 },
    { en: "Halo", ar: "دلاية هالو", stone: "yes", look: 1 },
    { en: "Medallion", ar: "دلاية ميدالية", stone: "any", look: 3 },
    { en: "Teardrop", ar: "دلاية على شكل قطرة", stone: "any", look: 2 },
  ],
  bracelets: [
    { en: "Link", ar: "سوار حلقات", stone: "no", look: 0 },
    { en: "Chain", ar: "سوار سلسلة", stone: "any", look: 1 },
    { en: "Bar", ar: "سوار بلوحة", stone: "any", look: 2 },
    { en: "Station", ar: "سوار بأحجار متباعدة", stone: "yes", look: 3 },
    { en: "Beaded", ar: "سوار بالخرز", stone: "any", look: 1 },
  ],
  bangles: [
    { en: "Classic", ar: "بانجل كلاسيكي", stone: "no", look: 0 },
    { en: "Twisted", ar: "بانجل مجدول", stone: "no", look: 1 },
    { en: "Pavé", ar: "بانجل مرصّع", stone: "yes", look: 2 },
    { en: "Open Cuff", ar: "بانجل مفتوح", stone: "any", look: 3 },
    { en: "Hammered", ar: "بانجل مطروق", stone: "no", look: 0 },
  ],
  anklets: [
    { en: "Chain", ar: "خلخال سلسلة", stone: "no", look: 0 },
    { en: "Beaded", ar: "خلخال بالخرز", stone: "any", look: 1 },
    { en: "Double-Strand", ar: "خلخال مزدوج", stone: "any", look: 2 },
    { en: "Dainty", ar: "خلخال ناعم", stone: "any", look: 3 },
  ],
  sets: [
    { en: "Bridal", ar: "طقم عروس", stone: "yes", look: 0 },
    { en: "Necklace and Earrings", ar: "طقم عقد وأقراط", stone: "any", look: 1 },
    { en: "Three-Piece", ar: "طقم من ثلاث قطع", stone: "any", look: 2 },
    { en: "Gift", ar: "طقم هدية", stone: "any", look: 3 },
  ],
  "coins-bars": [
    { en: "Crescent", ar: "عملة ذهبية بنقش الهلال", stone: "no", look: 0 },
    { en: "Palm", ar: "عملة ذهبية بنقش النخلة", stone: "no", look: 1 },
    { en: "Falcon", ar: "عملة ذهبية بنقش الصقر", stone: "no", look: 2 },
    { en: "Arabesque", ar: "عملة ذهبية بنقش الأرابيسك", stone: "no", look: 3 },
  ],
  "tennis-bracelets": [
    { en: "Classic", ar: "سوار تنس كلاسيكي", stone: "yes", look: 0 },
    { en: "Graduated", ar: "سوار تنس متدرج", stone: "yes", look: 1 },
    { en: "Slim", ar: "سوار تنس رفيع", stone: "yes", look: 2 },
  ],
};

/** Gold bars share the coins-bars type; they have no design style of their own. */
export const BAR_STYLE: Style = { en: "Gold Bar", ar: "سبيكة ذهب", stone: "no", look: 0 };

/** Types whose products may carry a charm motif, with the chance that they do. */
export const CHARM_CHANCE: Partial<Record<ProductType, number>> = {
  pendants: 0.45,
  bracelets: 0.25,
  anklets: 0.3,
  necklaces: 0.15,
  earrings: 0.15,
  rings: 0.06,
};

/** The picture variation (4-10) that draws a charm family's motif. */
export const CHARM_LOOK: Record<string, number> = {
  hearts: 4,
  stars: 5,
  "evil-eye": 6,
  butterflies: 7,
  crescents: 8,
  clovers: 9,
  initials: 10,
};
