import { createRng, type Rng } from "./random";
import { BAR_STYLE, CHARM_CHANCE, STYLES, type Style } from "./styles";
import {
  BRAND_MIX,
  CHARM_FAMILIES,
  SEED_COLLECTIONS,
  type BrandKey,
  type CharmFamily,
  type Karat,
  type Metal,
  type MetalColor,
  type ProductType,
  type Stone,
} from "./taxonomy";

/** What a product is, before it gets names, prices and stock. */
export type Profile = {
  index: number;
  brand: BrandKey;
  type: ProductType;
  metal: Metal;
  karat: Karat | null;
  color: MetalColor;
  stone: Stone | null;
  collection: string | null;
  charm: CharmFamily | null;
  style: Style;
  /** coins-bars only: a bar rather than a coin. */
  bar: boolean;
};

type W<T> = readonly (readonly [T, number])[];

const TYPE_MIX: Record<BrandKey, W<ProductType>> = {
  main: [
    ["rings", 22],
    ["earrings", 17],
    ["necklaces", 11],
    ["pendants", 9],
    ["bracelets", 9],
    ["bangles", 9],
    ["anklets", 3],
    ["sets", 6],
    ["coins-bars", 9],
    ["tennis-bracelets", 5],
  ],
  missl: [
    ["rings", 22],
    ["earrings", 22],
    ["necklaces", 14],
    ["pendants", 14],
    ["bracelets", 14],
    ["bangles", 3],
    ["anklets", 8],
    ["sets", 2],
    ["tennis-bracelets", 1],
  ],
  waves: [
    ["rings", 18],
    ["earrings", 20],
    ["necklaces", 16],
    ["pendants", 12],
    ["bracelets", 14],
    ["bangles", 6],
    ["anklets", 10],
    ["sets", 4],
  ],
  instyle: [
    ["rings", 16],
    ["earrings", 14],
    ["necklaces", 14],
    ["pendants", 6],
    ["bracelets", 14],
    ["bangles", 20],
    ["anklets", 4],
    ["sets", 12],
  ],
  atelier: [
    ["rings", 30],
    ["earrings", 22],
    ["necklaces", 18],
    ["pendants", 6],
    ["bracelets", 6],
    ["bangles", 4],
    ["sets", 4],
    ["tennis-bracelets", 10],
  ],
};

type Material = Karat | "silver";
const MATERIAL_MIX: Record<BrandKey, W<Material>> = {
  main: [
    ["18k", 45],
    ["21k", 35],
    ["22k", 8],
    ["silver", 12],
  ],
  missl: [
    ["silver", 60],
    ["18k", 35],
    ["21k", 5],
  ],
  waves: [
    ["silver", 45],
    ["18k", 45],
    ["21k", 10],
  ],
  instyle: [
    ["21k", 55],
    ["22k", 35],
    ["18k", 10],
  ],
  atelier: [["18k", 100]],
};

const COLOR_MIX: Record<Material, W<MetalColor>> = {
  "18k": [
    ["yellow", 40],
    ["white", 30],
    ["rose", 22],
    ["multicolored", 8],
  ],
  "21k": [
    ["yellow", 85],
    ["multicolored", 10],
    ["rose", 5],
  ],
  "22k": [
    ["yellow", 88],
    ["multicolored", 8],
    ["rose", 4],
  ],
  "24k": [["yellow", 1]],
  silver: [
    ["white", 55],
    ["yellow", 30],
    ["rose", 12],
    ["multicolored", 3],
  ],
};

type StoneDraw = Stone | "none";
const FINE: W<StoneDraw> = [
  ["diamond", 45],
  ["lab-grown-diamond", 8],
  ["none", 22],
  ["pearl", 8],
  ["emerald", 6],
  ["ruby", 6],
  ["sapphire", 5],
];
const FASHION: W<StoneDraw> = [
  ["diamond", 18],
  ["lab-grown-diamond", 10],
  ["cubic-zirconia", 22],
  ["pearl", 15],
  ["none", 30],
  ["emerald", 2],
  ["ruby", 2],
  ["sapphire", 1],
];
const HIGH: W<StoneDraw> = [
  ["diamond", 60],
  ["emerald", 13],
  ["ruby", 13],
  ["sapphire", 14],
];
const TRADITIONAL: W<StoneDraw> = [
  ["none", 55],
  ["cubic-zirconia", 30],
  ["pearl", 5],
  ["diamond", 4],
  ["emerald", 3],
  ["ruby", 3],
];
const SILVER: W<StoneDraw> = [
  ["cubic-zirconia", 50],
  ["none", 32],
  ["pearl", 18],
];

function stoneMix(brand: BrandKey, material: Material): W<StoneDraw> {
  if (brand === "atelier") return HIGH;
  if (material === "silver") return SILVER;
  if (material === "21k" || material === "22k") return TRADITIONAL;
  return brand === "main" ? FINE : FASHION;
}

/** A stone for styles that need one, matching the metal. */
function forcedStone(material: Material): Stone {
  if (material === "18k") return "diamond";
  return "cubic-zirconia";
}

function drawStyle(rng: Rng, type: ProductType, stone: Stone | null): Style {
  const fits = STYLES[type].filter((s) => s.stone === "any" || (s.stone === "yes") === (stone !== null));
  return rng.pick(fits.length ? fits : STYLES[type]);
}

/** A product's own random stream: the same index always gives the same product. */
export function productRng(index: number): Rng {
  return createRng(`lumina-seed:product:${index}`);
}

/** Draws the profile; the rest of the product is drawn from the same stream afterwards. */
export function drawProfile(index: number, rng: Rng = productRng(index)): Profile {
  const brand = rng.weighted(BRAND_MIX);
  const type = rng.weighted(TYPE_MIX[brand]);
  if (type === "coins-bars") {
    const bar = rng.chance(0.45);
    const style = bar ? BAR_STYLE : rng.pick(STYLES["coins-bars"]);
    return {
      index,
      brand,
      type,
      metal: "gold",
      karat: "24k",
      color: "yellow",
      stone: null,
      collection: null,
      charm: null,
      style,
      bar,
    };
  }
  const material = rng.weighted(MATERIAL_MIX[brand]);
  const color = rng.weighted(COLOR_MIX[material]);
  const drawn = rng.weighted(stoneMix(brand, material));
  let stone: Stone | null = drawn === "none" ? null : drawn;
  if (type === "tennis-bracelets" && stone === null) stone = forcedStone(material);
  if (type === "tennis-bracelets" && stone === "pearl") stone = forcedStone(material);
  const style = drawStyle(rng, type, stone);
  const ownCollections = SEED_COLLECTIONS.filter((c) => c.brand === brand);
  const collection = rng.chance(0.6) ? rng.pick(ownCollections).slug : null;
  const charmChance =
    brand === "atelier" ? 0 : (CHARM_CHANCE[type] ?? 0) * (brand === "missl" || brand === "waves" ? 1.6 : 1);
  const charm = rng.chance(charmChance) ? (rng.pick(Object.keys(CHARM_FAMILIES)) as CharmFamily) : null;
  return {
    index,
    brand,
    type,
    metal: material === "silver" ? "silver" : "gold",
    karat: material === "silver" ? null : material,
    color,
    stone,
    collection,
    charm,
    style,
    bar: false,
  };
}
