import { describe, expect, it } from "vitest";
import { contractIssues, klevuResponseSchema } from "../contracts/klevu/schemas";
import { productsOf } from "./bigcommerce/catalogue";
import { storeRecords } from "./klevu-bigcommerce";
import { runRecordQuery } from "./klevu-engine";

const query = (term: string) => ({
  id: "listing",
  typeOfRequest: "SEARCH" as const,
  settings: {
    query: { term },
    typeOfRecords: ["KLEVU_PRODUCT"],
    limit: 40,
    offset: 0,
    groupCondition: {
      groupOperator: "ALL_OF" as const,
      conditions: [{ key: "brand", valueOperator: "INCLUDE" as const, singleSelect: false, values: ["main", "missl"] }],
    },
  },
});

describe("the ae Klevu index fed from the fake BigCommerce store", () => {
  const records = storeRecords("ae", "https://www.lumina-ae.test/en-ae");

  it("holds every product the store sells, under the store's ids, in the store's currency", () => {
    expect(records.map((r) => Number(r.id))).toEqual(productsOf("ae").map((p) => p.id));
    const pearl = records.find((r) => r.sku === "LUM-EAR-102")!;
    expect(pearl).toMatchObject({
      itemGroupId: "102",
      currency: "AED",
      price: "1420",
      salePrice: "1160",
      category: "earrings",
      brand: "main",
    });
    expect(pearl.url).toBe("https://www.lumina-ae.test/en-ae/p/pearl-drop-earrings-sku-lum-ear-102");
  });

  it("answers a main-brand search as Klevu's contract says", () => {
    const result = runRecordQuery(records, query("pendant"), "klevu-ae");
    expect(result.records.map((r) => r.id).sort()).toEqual(["104", "107"]);
    expect(
      contractIssues(klevuResponseSchema, { meta: { qTime: 1, responseCode: 200 }, queryResults: [result] }),
    ).toEqual([]);
  });
});
