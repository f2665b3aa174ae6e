import { readFileSync } from "node:fs";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { z } from "zod";
import * as s from "@/lib/content/strapi/schema";

/**
 * The Strapi v5 response shapes the content adapter relies on, one JSON Schema file per endpoint
 * (README.md). The files are generated from the adapter's zod schemas (schemas.test.ts keeps them
 * equal); the msw Strapi validates what it answers against the files themselves, with ajv.
 */
export const STRAPI_CONTRACTS = {
  header: { file: "header.schema.json", endpoint: "GET /api/header", schema: s.singleResponse(s.strapiHeader) },
  footer: { file: "footer.schema.json", endpoint: "GET /api/footer", schema: s.singleResponse(s.strapiFooter) },
  "brand-homes": {
    file: "brand-homes.schema.json",
    endpoint: "GET /api/brand-homes",
    schema: s.collectionResponse(s.strapiBrandHome),
  },
  "help-centre-entries": {
    file: "help-centre-entries.schema.json",
    endpoint: "GET /api/help-centre-entries",
    schema: s.collectionResponse(s.strapiHelpCentreEntry),
  },
  "error-promos": {
    file: "error-promos.schema.json",
    endpoint: "GET /api/error-promos",
    schema: s.collectionResponse(s.strapiErrorPromo),
  },
  error: { file: "error.schema.json", endpoint: "any request that fails (4xx, 5xx)", schema: s.errorResponse },
} satisfies Record<string, { file: string; endpoint: string; schema: z.ZodType }>;

export type StrapiContract = keyof typeof STRAPI_CONTRACTS;

export const contractUrl = (file: string) => new URL(file, import.meta.url);

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validators = new Map<StrapiContract, ValidateFunction>();

/** Where a body breaks the committed schema of an endpoint ("/data/Logo: must have required property 'url'"), or []. */
export function contractIssues(contract: StrapiContract, body: unknown): string[] {
  let validate = validators.get(contract);
  if (!validate) {
    validate = ajv.compile(JSON.parse(readFileSync(contractUrl(STRAPI_CONTRACTS[contract].file), "utf8")));
    validators.set(contract, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"}: ${e.message}`);
}
