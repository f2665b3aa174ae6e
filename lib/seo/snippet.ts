/** Search result snippets run to about 155 characters before engines cut them. */
export const SNIPPET_MAX = 155;

/** Plain text on one line, cut at a word boundary with an ellipsis when it is too long. */
export function snippet(text: string, max = SNIPPET_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛]+$/u, "")}…`;
}
