// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderIn, strings } from "@/tests/support/render";
import { OtherItemRows } from "./other-items";

afterEach(cleanup);

describe("a hosted bag's custom items and gift certificates", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`are shown with their amounts and where to change them, never dropped (${lang})`, () => {
      const t = strings[lang].cart.line;
      renderIn(
        lang,
        <ul>
          <OtherItemRows
            items={[
              { id: "c-1", kind: "custom", name: "Engraving", sku: "ENGRAVE", quantity: 1, amount: 150 },
              {
                id: "g-1",
                kind: "gift_certificate",
                name: "Gift certificate",
                recipient: "Huda",
                quantity: 1,
                amount: 500,
              },
            ]}
            currency="SAR"
            locale={lang === "en" ? "en-sa" : "ar-sa"}
          />
        </ul>,
      );
      const rows = screen.getAllByRole("listitem");
      expect(rows).toHaveLength(2);
      expect(rows[0]!.textContent).toContain("Engraving");
      expect(rows[1]!.textContent).toContain(t.giftCertificate.replace("{{name}}", "Huda"));
      for (const row of rows) expect(row.textContent).toContain(t.otherNote);
    });
  }
});
