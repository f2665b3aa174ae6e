import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contractUrl, STRAPI_CONTRACTS } from "./schemas";

/**
 * The committed JSON Schemas are the adapter's zod schemas, written out: a change to one without
 * the other fails here. `UPDATE_CONTRACTS=1 npx vitest run tests/contracts/strapi` rewrites them.
 */
const SOURCE = "https://docs.strapi.io/cms/api/rest";

function generate(name: string, contract: (typeof STRAPI_CONTRACTS)[keyof typeof STRAPI_CONTRACTS]) {
  return {
    $comment: `Generated from lib/content/strapi/schema.ts. Follows Strapi v5's REST API reference, ${SOURCE} (read 2026-11-25).`,
    title: `Strapi v5: ${contract.endpoint}`,
    description: `The response of ${contract.endpoint} (${name}) as the storefront's content adapter reads it (ADR 0019).`,
    ...z.toJSONSchema(contract.schema, { target: "draft-7", io: "output" }),
  };
}

describe("Strapi contract files", () => {
  it.each(Object.entries(STRAPI_CONTRACTS))("%s matches the adapter's schema", (name, contract) => {
    const generated = generate(name, contract);
    if (process.env.UPDATE_CONTRACTS)
      writeFileSync(contractUrl(contract.file), `${JSON.stringify(generated, null, 2)}\n`);
    expect(JSON.parse(readFileSync(contractUrl(contract.file), "utf8"))).toEqual(generated);
  });
});
