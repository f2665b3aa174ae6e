/**
 * The browser's translator: the part of i18next's `t` this store's strings use, without the
 * i18next runtime (about 24 KB compressed on every page; ADR 0031). The server keeps i18next
 * (next-i18next); translate.test.ts checks this function against i18next, configured as
 * next-i18next's client provider configures it, on every key of both languages.
 *
 * What it does, as i18next does:
 * - keys are paths in the `common` bundle, separated by dots (`cart.title`);
 * - `count` picks a plural form: `key_zero` first when count is 0 (in any language), then the
 *   language's CLDR category (`key_one`, `key_two`, `key_few`, `key_many`, `key_other`), then `key`;
 * - `{{name}}` is replaced by that option's value (no HTML escaping: React escapes); a
 *   placeholder without a value stays as it is;
 * - `defaultValue` answers a missing key; otherwise a missing key answers itself.
 */
export type Strings = Record<string, unknown>;
export type TranslateOptions = Record<string, unknown> & { count?: unknown; defaultValue?: string };
export type Translate = (key: string, options?: TranslateOptions) => string;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function lookup(strings: Strings, key: string): string | undefined {
  let node: unknown = strings;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

function valueAt(options: TranslateOptions, path: string): unknown {
  let node: unknown = options;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = valueAt(options, name.trim().replace(/^-\s*/, ""));
    return value === undefined || value === null ? placeholder : String(value);
  });
}

function candidates(lang: string, key: string, count: unknown): string[] {
  if (typeof count !== "number") return [key];
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const plural = `${key}_${rules.select(count)}`;
  return count === 0 ? [`${key}_zero`, plural, key] : [plural, key];
}

export function createTranslator(lang: string, strings: () => Strings): Translate {
  return (key, options = {}) => {
    const bundle = strings();
    for (const candidate of candidates(lang, key, options.count)) {
      const text = lookup(bundle, candidate);
      if (text !== undefined) return interpolate(text, options);
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  };
}
