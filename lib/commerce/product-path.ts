/** Product page segment: `/p/{name-slug}-sku-{lowercase sku}` (one address per product, ADR 0010). */
export function productPath(slug: string, sku: string): string {
  return `${slug}-sku-${sku.toLowerCase()}`;
}

/** The SKU inside a product page segment, or null when the segment is not one. */
export function skuFromPath(segment: string): string | null {
  const match = /-sku-([a-z0-9]+(?:-[a-z0-9]+)*)$/i.exec(segment);
  return match?.[1] ? match[1].toUpperCase() : null;
}
