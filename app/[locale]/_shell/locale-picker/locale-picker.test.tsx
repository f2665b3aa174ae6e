// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderIn, strings } from "@/tests/support/render";

const switchLocale = vi.hoisted(() => vi.fn());
vi.mock("@/features/app-state/use-switch-locale", () => ({ useSwitchLocale: () => switchLocale }));
// next/image needs the image config of a Next server: a plain picture stands in.
// eslint-disable-next-line @next/next/no-img-element
vi.mock("next/image", () => ({ default: (props: { alt: string }) => <img alt={props.alt} /> }));
const { LocalePicker } = await import("./locale-picker");

afterEach(() => {
  cleanup();
  switchLocale.mockClear();
});

const search = (label: string) => screen.getByRole("combobox", { name: label });

describe("the locale picker", () => {
  for (const lang of ["en", "ar"] as const) {
    const t = strings[lang];
    it(`lists the three countries in both languages and filters them case-insensitively (${lang})`, () => {
      renderIn(lang, <LocalePicker locale={lang === "en" ? "en-sa" : "ar-sa"} label={t.picker.search} />);
      expect(screen.getAllByRole("option")).toHaveLength(6);
      fireEvent.change(search(t.picker.search), { target: { value: "EGY" } });
      const left = screen.getAllByRole("option").map((o) => o.textContent);
      expect(left.length).toBeGreaterThan(0);
      expect(left.every((text) => /egypt|مصر/i.test(text ?? ""))).toBe(true);
    });

    it(`shows the 'not found' entry when nothing matches (${lang})`, () => {
      renderIn(lang, <LocalePicker locale={lang === "en" ? "en-sa" : "ar-sa"} label={t.picker.search} />);
      fireEvent.change(search(t.picker.search), { target: { value: "Atlantis" } });
      const only = screen.getAllByRole("option");
      expect(only).toHaveLength(1);
      expect(only[0]).toHaveProperty("textContent", t.picker.notFound);
      expect(only[0]!.getAttribute("aria-disabled")).toBe("true");
    });
  }

  it("offers only the Saudi locales to the sa-only brand, and switches on a choice", () => {
    renderIn("en", <LocalePicker locale="en-sa" regions={["sa"]} label={strings.en.picker.search} />);
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(2);
    // As a pointer does it: Headless UI picks on the press and release, not on a bare click event.
    const arabic = options.find((o) => o.getAttribute("lang") === "ar")!;
    for (const event of ["pointerDown", "mouseDown", "pointerUp", "mouseUp", "click"] as const)
      fireEvent[event](arabic);
    expect(switchLocale).toHaveBeenCalledWith("ar-sa");
  });
});
