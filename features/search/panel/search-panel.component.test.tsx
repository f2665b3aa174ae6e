// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderIn, strings } from "@/tests/support/render";
import { record } from "@/features/search/test-fixtures";

vi.mock("next/navigation", () => ({ usePathname: () => "/en-sa" }));
// next/image and next/link need a Next app around them: plain elements stand in.
// eslint-disable-next-line @next/next/no-img-element
vi.mock("next/image", () => ({ default: (props: { alt: string }) => <img alt={props.alt} /> }));
vi.mock("next/link", () => ({
  default: ({ href, children, onClick }: { href: string; children: React.ReactNode; onClick?: () => void }) => (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  ),
}));
vi.mock("@/features/search/components/recommended-rail", () => ({
  RecommendedRail: () => <section aria-label="recommended" />,
}));

/** The suggestions API as the hook gives it: the data of the (debounced) term, answered at once. */
const ANSWERS: Record<string, { autoSuggestions: string[]; products: ReturnType<typeof record>[] }> = {
  ring: { autoSuggestions: ["ring", "rings gold"], products: [record(1, "Ring One"), record(2, "Ring Two")] },
  ذهب: { autoSuggestions: ["ذهب", "ذهب أبيض"], products: [record(3, "خاتم ذهب"), record(4, "سوار ذهب")] },
  zzqqxxw: { autoSuggestions: [], products: [] },
};
vi.mock("@/features/search/use-suggestions", async () => {
  const { useMemo } = await import("react");
  return {
    useSuggestions: ({ term }: { term: string }) => {
      const data = ANSWERS[term.trim()];
      // A stable object per answer, as the query cache gives it.
      return useMemo(
        () => ({ data, isError: false, pending: false, debouncedTerm: term.trim(), refetch: () => undefined }),
        [data, term],
      );
    },
  };
});

const { SearchPanel } = await import("./search-panel");

afterEach(cleanup);

function renderPanel(lang: "en" | "ar") {
  const onNavigate = vi.fn();
  const locale = lang === "en" ? "en-sa" : "ar-sa";
  renderIn(
    lang,
    <SearchPanel
      open
      locale={locale}
      popularTerms={["gold", "diamond"]}
      onClose={() => undefined}
      onNavigate={onNavigate}
    />,
  );
  const box = screen.getByRole("combobox", { name: strings[lang].search.inputLabel });
  return { box, onNavigate, locale };
}

const type = (box: HTMLElement, value: string) => {
  fireEvent.keyDown(box, { key: value.at(-1) });
  fireEvent.change(box, { target: { value } });
};
const key = (box: HTMLElement, name: string) => act(() => void fireEvent.keyDown(box, { key: name }));
const active = (box: HTMLElement) => {
  const id = box.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

const TERMS = { en: "ring", ar: "ذهب" } as const;

for (const lang of ["en", "ar"] as const) {
  const t = strings[lang];
  const term = TERMS[lang];
  const answer = ANSWERS[term]!;

  describe(`the search combobox (${lang}, ${lang === "ar" ? "rtl" : "ltr"})`, () => {
    it("is a combobox over a listbox of the typed term, completions and products, in two labelled groups", () => {
      const { box } = renderPanel(lang);
      expect(document.documentElement.dir).toBe(lang === "ar" ? "rtl" : "ltr");
      expect(box.getAttribute("aria-expanded")).toBe("false");
      expect(box.getAttribute("aria-autocomplete")).toBe("list");
      expect(screen.getByRole("heading", { name: t.header.popularSearches })).toBeTruthy();

      type(box, term);
      expect(box.getAttribute("aria-expanded")).toBe("true");
      const listbox = screen.getByRole("listbox", { name: t.search.suggestions });
      expect(box.getAttribute("aria-controls")).toBe(listbox.id);
      const options = within(listbox).getAllByRole("option");
      expect(options).toHaveLength(1 + answer.autoSuggestions.length + answer.products.length);
      expect(options[0]!.textContent).toBe(t.search.searchFor.replace("{{term}}", term));
      const products = within(within(listbox).getByRole("group", { name: t.search.products })).getAllByRole("option");
      expect(products.map((p) => p.textContent?.includes(answer.products[products.indexOf(p)]!.name))).toEqual([
        true,
        true,
      ]);
      // Headless UI keeps one option active: the typed term's row, so Enter alone searches it.
      expect(active(box)).toBe(options[0]);
      expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    });

    it("walks the suggestions with the arrow keys, and Enter opens the active product", () => {
      const { box, onNavigate, locale } = renderPanel(lang);
      type(box, term);
      const options = within(screen.getByRole("listbox")).getAllByRole("option");
      for (let i = 1; i <= answer.autoSuggestions.length + 1; i++) {
        key(box, "ArrowDown");
        expect(active(box)).toBe(options[i]);
        expect(options[i]!.getAttribute("aria-selected")).toBe("true");
        expect(options.filter((o) => o.getAttribute("aria-selected") === "true")).toHaveLength(1);
      }
      // Down through the completions to the first product; up goes back.
      const firstProduct = options[answer.autoSuggestions.length + 1]!;
      expect(firstProduct.textContent).toContain(answer.products[0]!.name);
      key(box, "ArrowUp");
      expect(active(box)).toBe(options[answer.autoSuggestions.length]);
      key(box, "ArrowDown");
      key(box, "Enter");
      expect(onNavigate).toHaveBeenCalledOnce();
      expect(onNavigate).toHaveBeenCalledWith(`/${locale}/p/${answer.products[0]!.path}`);
    });

    it("opens the results page of the typed term on Enter, and of a completion chosen with the arrows", () => {
      const { box, onNavigate, locale } = renderPanel(lang);
      const listing = "product-listing-page";
      type(box, term);
      key(box, "Enter");
      expect(onNavigate).toHaveBeenLastCalledWith(`/${locale}/${listing}?${new URLSearchParams({ q: term })}`);

      type(box, `${term}x`);
      type(box, term);
      key(box, "ArrowDown");
      key(box, "ArrowDown");
      key(box, "Enter");
      expect(onNavigate).toHaveBeenLastCalledWith(
        `/${locale}/${listing}?${new URLSearchParams({ q: answer.autoSuggestions[1]! })}`,
      );
    });

    it("says when nothing matches: no listbox, popular terms instead, Enter still searches", () => {
      const { box, onNavigate, locale } = renderPanel(lang);
      type(box, "zzqqxxw");
      expect(box.getAttribute("aria-expanded")).toBe("false");
      expect(box.hasAttribute("aria-activedescendant")).toBe(false);
      expect(screen.queryByRole("listbox")).toBeNull();
      expect(screen.getByText(t.search.noResults.replace("{{term}}", "zzqqxxw"))).toBeTruthy();
      expect(screen.getByRole("heading", { name: t.header.popularSearches })).toBeTruthy();
      key(box, "Enter");
      expect(onNavigate).toHaveBeenCalledWith(`/${locale}/product-listing-page?q=zzqqxxw`);
    });

    it("leaves with Tab without opening anything, and Escape closes the list first", () => {
      const { box, onNavigate } = renderPanel(lang);
      type(box, term);
      key(box, "ArrowDown");
      key(box, "Tab");
      expect(onNavigate).not.toHaveBeenCalled();
      type(box, `${term} `);
      expect(box.getAttribute("aria-expanded")).toBe("true");
      key(box, "Escape");
      expect(box.getAttribute("aria-expanded")).toBe("false");
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it("picks a suggestion with the pointer", () => {
      const { box, onNavigate, locale } = renderPanel(lang);
      type(box, term);
      const product = within(screen.getByRole("listbox")).getByRole("option", {
        name: new RegExp(answer.products[1]!.name),
      });
      for (const event of ["pointerDown", "mouseDown", "pointerUp", "mouseUp", "click"] as const)
        fireEvent[event](product);
      expect(onNavigate).toHaveBeenCalledWith(`/${locale}/p/${answer.products[1]!.path}`);
    });
  });
}
