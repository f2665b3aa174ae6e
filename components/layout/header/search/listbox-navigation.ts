/**
 * The active option after a key press in a combobox whose input keeps focus
 * (aria-activedescendant): arrows wrap around both groups; -1 means "no option, the typed term".
 * Returns null for keys the listbox leaves alone.
 */
export function nextActiveIndex(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return active < count - 1 ? active + 1 : 0;
    case "ArrowUp":
      return active > 0 ? active - 1 : count - 1;
    case "PageDown":
      return count - 1;
    case "PageUp":
      return 0;
    default:
      return null;
  }
}
