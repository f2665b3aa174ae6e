import { readFileSync } from "node:fs";
import { z } from "zod";

/**
 * The committed Klevu shapes (JSON Schema, see README.md) as validators: zod reads JSON Schema
 * itself, so the contract files are the single source and no second schema library is needed.
 */
function load(file: string): z.ZodType {
  return z.fromJSONSchema(JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")));
}

export const klevuRequestSchema = load("./search-request.schema.json");
export const klevuResponseSchema = load("./search-response.schema.json");

/** Where a value breaks a schema ("recordQueries.0.settings.sort: invalid_value"), or [] when it holds. */
export function contractIssues(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.code} ${i.message}`);
}
