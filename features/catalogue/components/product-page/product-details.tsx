import type { TFunction } from "i18next";
import type { CustomField } from "@/lib/commerce/types";
import { sanitizeVendorHtml } from "./safe-html";

/** Custom field names are stable English keys from the store; their values come localised. */
const FIELD_KEYS: Record<string, string> = {
  Metal: "metal",
  Karat: "karat",
  Purity: "purity",
  "Metal colour": "metalColour",
  "Metal color": "metalColour",
  Stone: "stone",
  "Stone weight": "stoneWeight",
  "Carat weight": "caratWeight",
  Weight: "weight",
  Origin: "origin",
  "Country of origin": "origin",
};

export function fieldLabel(name: string, t: TFunction): string {
  const key = FIELD_KEYS[name];
  return key ? t(`product.fields.${key}`) : name;
}

export function ProductFields({ fields, t }: { fields: readonly CustomField[]; t: TFunction }) {
  if (fields.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {fields.map((f) => (
        <div key={f.entityId} className="contents">
          <dt className="text-muted">{fieldLabel(f.name, t)}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The store's description HTML, sanitised on the server (safe-html.ts) and sent as markup. A server
 * component only: the sanitiser never ships to the browser.
 */
export function ProductDescription({ html }: { html: string }) {
  return (
    <div
      className="space-y-3 text-sm leading-relaxed text-ink/85 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: sanitizeVendorHtml(html) }}
    />
  );
}
