// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderIn, strings } from "@/tests/support/render";
import { LineQuantity } from "./line-quantity";

afterEach(cleanup);

const arabicDigits = new Intl.NumberFormat("ar-EG").format;
const fill = (template: string, name: string) => template.replace("{{name}}", name);

describe("a bag line's quantity stepper and the stock limit", () => {
  for (const lang of ["en", "ar"] as const) {
    const t = strings[lang].cart.line;
    const name = lang === "en" ? "Gold ring" : "خاتم ذهب";
    const format = lang === "en" ? String : arabicDigits;
    const stepper = (quantity: number, available: number | null, onChange = vi.fn()) => {
      renderIn(
        lang,
        <LineQuantity
          name={name}
          quantity={quantity}
          available={available}
          busy={false}
          format={format}
          onChange={onChange}
        />,
      );
      return {
        onChange,
        less: screen.getByRole("button", { name: fill(t.decrease, name) }),
        more: screen.getByRole("button", { name: fill(t.increase, name) }),
      };
    };

    it(`adds one up to the stock left, never past it (${lang})`, () => {
      const { onChange, more } = stepper(2, 3);
      fireEvent.click(more);
      expect(onChange).toHaveBeenCalledWith(3);
      cleanup();
      expect(stepper(3, 3).more).toHaveProperty("disabled", true);
      expect(screen.getByRole("group", { name: fill(t.quantity, name) }).textContent).toBe(format(3));
    });

    it(`brings a line above the stock back to what can be bought in one press; 1 is the floor (${lang})`, () => {
      const { onChange, less, more } = stepper(5, 2);
      expect(more).toHaveProperty("disabled", true);
      fireEvent.click(less);
      expect(onChange).toHaveBeenCalledWith(2);
      cleanup();
      expect(stepper(1, 4).less).toHaveProperty("disabled", true);
      cleanup();
      expect(stepper(2, 0).less).toHaveProperty("disabled", true);
    });

    it(`lets a piece whose stock the store does not count go up to the per-line cap (${lang})`, () => {
      const { onChange, more } = stepper(9, null);
      fireEvent.click(more);
      expect(onChange).toHaveBeenCalledWith(10);
      cleanup();
      expect(stepper(10, null).more).toHaveProperty("disabled", true);
    });
  }
});
