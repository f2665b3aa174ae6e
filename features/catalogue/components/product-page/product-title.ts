/**
 * Store names read "{brand} - {title}". Where the brand is shown beside the
 * name (the page's brand line, the title's "| brand") the prefix would repeat it.
 */
export function productTitle(product: { name: string; brand: { name: string } }): string {
  const prefix = `${product.brand.name} - `;
  return product.name.startsWith(prefix) && product.name.length > prefix.length
    ? product.name.slice(prefix.length)
    : product.name;
}
