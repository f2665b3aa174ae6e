/**
 * Strapi 5's `populate` as the fake applies it: a field that is a component, dynamic zone or media
 * (the content model's non-scalar attributes, ADR 0019) is left out of a response unless the
 * request populates it; a dynamic zone's entries need an `on` fragment naming their component
 * (entries of a component it does not name are left out), and `populate[X]=true` gives X's own
 * scalar fields only. Written from the REST API reference, independently of the adapter's encoder.
 */
export const RELATIONAL_FIELDS = new Set([
  "Logo",
  "L1_Navigation_Items",
  "L2_Navigation_Items",
  "Countries",
  "Popular_Search_Terms",
  "Promo_Bar",
  "Footer_Navigation",
  "Social_Links",
  "Payment_Icons",
  "Extended_Footer_Navigation",
  "Desktop_Image",
  "Mobile_Image",
  "Sections",
  "CTA",
  "Image",
  "Tiles",
  "Answer",
]);

export type PopulateTree = { [key: string]: PopulateTree | string };

/** `populate[A][populate][B]=true` and friends as a tree; `populate=*` as { "*": "true" }. */
export function parsePopulate(params: URLSearchParams): PopulateTree {
  const tree: PopulateTree = {};
  for (const [key, value] of params) {
    if (key === "populate") {
      for (const name of value.split(",")) tree[name === "*" ? "*" : name] = "true";
      continue;
    }
    if (!key.startsWith("populate[")) continue;
    const path = [...key.slice("populate".length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
    // populate[0]=Name is the array form of populate[Name]=true.
    if (path.length === 1 && /^\d+$/.test(path[0]!)) {
      tree[value] = "true";
      continue;
    }
    let node = tree;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      node = typeof next === "object" ? next : (node[segment] = {});
    }
    node[path.at(-1)!] = value;
  }
  return tree;
}

type Json = unknown;

/** The fields of `doc` a request with `tree` gets back. */
export function applyPopulate(doc: Record<string, Json>, tree: PopulateTree | string): Record<string, Json> {
  const all = tree === "*" || (typeof tree === "object" && tree["*"] !== undefined);
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!RELATIONAL_FIELDS.has(key)) {
      out[key] = value;
      continue;
    }
    const node = typeof tree === "object" ? (tree[key] ?? (all ? "true" : undefined)) : undefined;
    if (node === undefined || node === "false") continue;
    out[key] = populateField(value, node);
  }
  return out;
}

function populateField(value: Json, node: PopulateTree | string): Json {
  if (value === null) return null;
  if (Array.isArray(value)) {
    const fragments = typeof node === "object" ? node.on : undefined;
    if (typeof fragments === "object") {
      return value
        .filter((entry) => fragments[(entry as { __component: string }).__component] !== undefined)
        .map((entry) => {
          const fragment = fragments[(entry as { __component: string }).__component]!;
          return applyPopulate(
            entry as Record<string, Json>,
            typeof fragment === "object" ? (fragment.populate ?? {}) : {},
          );
        });
    }
    return value.map((entry) => populateField(entry, node));
  }
  const inner = typeof node === "object" ? (node.populate ?? {}) : {};
  return applyPopulate(value as Record<string, Json>, inner);
}
