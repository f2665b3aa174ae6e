import { describe, expect, it } from "vitest";
import { loadContentFile } from "./load";
import { headerFile, helpCentreFile, InvalidContentError, parseContentFile } from "./schema";

describe("content file validation", () => {
  it("names the file and the path of every problem", async () => {
    const header = structuredClone((await loadContentFile("en", "header")) as { navigation: { url: unknown }[] });
    header.navigation[2]!.url = 42;
    const parse = () => parseContentFile(headerFile, "content/en/header.json", header);
    expect(parse).toThrow(InvalidContentError);
    expect(parse).toThrow(/content\/en\/header\.json/);
    expect(parse).toThrow(/navigation\[2\]\.url/);
  });

  it("rejects a misspelt regions marker instead of showing the entry everywhere", () => {
    const doc = { entries: [{ id: "x", topic: "returns", regoins: ["sa"], question: "Q?", answer: ["A."] }] };
    expect(() => parseContentFile(helpCentreFile, "content/en/help-centre.json", doc)).toThrow(/regoins/);
  });

  it("rejects an unknown country", () => {
    const doc = { entries: [{ id: "x", topic: "returns", regions: ["fr"], question: "Q?", answer: ["A."] }] };
    expect(() => parseContentFile(helpCentreFile, "content/ar/help-centre.json", doc)).toThrow(
      /entries\[0\]\.regions\[0\]/,
    );
  });

  it("rejects links that are neither locale-relative nor https", async () => {
    const header = structuredClone((await loadContentFile("en", "header")) as { logoLink: string });
    header.logoLink = "javascript:alert(1)";
    expect(() => parseContentFile(headerFile, "content/en/header.json", header)).toThrow(/logoLink/);
  });

  it("rejects a promo bar with a bad colour or a countdown that is not a UTC date", async () => {
    const header = structuredClone(
      (await loadContentFile("en", "header")) as { promoBar: { sa: { textColor: string; countdownTo: string } } },
    );
    header.promoBar.sa.textColor = "white";
    header.promoBar.sa.countdownTo = "31/12/2026";
    const parse = () => parseContentFile(headerFile, "content/en/header.json", header);
    expect(parse).toThrow(/promoBar\.sa\.textColor/);
    expect(parse).toThrow(/promoBar\.sa\.countdownTo/);
  });
});
