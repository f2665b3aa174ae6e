import type { TFunction } from "i18next";
import { createElement, type ReactNode } from "react";
import type { CustomField } from "@/lib/commerce/types";
import { parseSafeHtml, type SafeNode } from "./safe-html";

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

function render(nodes: SafeNode[], prefix = ""): ReactNode[] {
  return nodes.map((node, i) =>
    typeof node === "string" ? node : createElement(node.tag, { key: `${prefix}${i}` }, ...(node.tag === "br" ? [] : render(node.children, `${prefix}${i}.`))),
  );
}

/** The store's description HTML, reduced to an allow-list and rendered as React elements. */
export function ProductDescription({ html }: { html: string }) {
  return <div className="space-y-3 text-sm leading-relaxed text-ink/85 [&_li]:ms-5 [&_ul]:list-disc">{render(parseSafeHtml(html))}</div>;
}
