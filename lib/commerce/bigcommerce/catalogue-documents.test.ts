import { describe, expect, it } from "vitest";
import { validateStorefrontDocument } from "@/tests/contracts/bigcommerce/validate";
import { CATALOGUE_DOCUMENTS } from "./catalogue-documents";

describe("catalogue GraphQL documents", () => {
  it.each(Object.entries(CATALOGUE_DOCUMENTS))("%s is valid against the committed schema snapshot", (_, document) => {
    expect(validateStorefrontDocument(document).map((e) => e.message)).toEqual([]);
  });

  it("the check catches a field the schema does not have", () => {
    expect(validateStorefrontDocument('query { site { product(sku: "x") { nameAr } } }').length).toBeGreaterThan(0);
  });
});
