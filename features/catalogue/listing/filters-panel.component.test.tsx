// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderIn, strings } from "@/tests/support/render";

// Whether the dialog is open is kept per listing path (it stays open across the picks' navigations):
// each test is on a listing of its own.
let path = "";
vi.mock("next/navigation", () => ({ usePathname: () => path }));
const { FiltersButton, FiltersPanel } = await import("./filters-panel");

let run = 0;
beforeEach(() => {
  path = `/en-sa/product-listing-page/rings-${run++}`;
});

afterEach(() => {
  cleanup();
});

/** Server markup as the listing renders it: facet options are links announced as checkboxes. */
function Page({ lang }: { lang: "en" | "ar" }) {
  return (
    <>
      <a href="#before">before</a>
      <FiltersPanel total={12}>
        {/* (No <details>: happy-dom gives <summary> a tabIndex of -1, which reorders Headless UI's focus list.) */}
        <div>
          <h3>Karat</h3>
          <a href="?karat=18k" role="checkbox" aria-checked="false">
            18K<span>4</span>
          </a>
          <a href="?karat=21k" role="checkbox" aria-checked="true">
            21K<span>8</span>
          </a>
        </div>
      </FiltersPanel>
      <FiltersButton selectedCount={1} />
      <a href="#after">{lang}</a>
    </>
  );
}

/** `inert` as Headless UI sets it (the property; happy-dom does not reflect it to the attribute). */
const isInert = (el: Element | null): boolean => !!el && ((el as HTMLElement).inert || el.hasAttribute("inert") || isInert(el.parentElement));

/** "Show 12 results" in either language (a plural string). */
const SHOW_12 = /\b12\b/;

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** What the browser does on Tab: the next (or previous) focusable element in document order, skipping inert subtrees. */
function tab(shift = false) {
  const from = document.activeElement as HTMLElement;
  fireEvent.keyDown(from, { key: "Tab", shiftKey: shift });
  const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !isInert(el));
  const at = all.indexOf(from);
  const next = all[shift ? at - 1 : at + 1];
  act(() => (next ?? document.body).focus());
}

for (const lang of ["en", "ar"] as const) {
  const t = strings[lang];
  const dir = lang === "ar" ? "rtl" : "ltr";

  describe(`the phone's filters dialog (${lang}, ${dir})`, () => {
    it("opens as a modal dialog around the server-rendered facets; Escape closes it and focus returns to the button", async () => {
      renderIn(lang, <Page lang={lang} />);
      expect(document.documentElement.dir).toBe(dir);
      // Before the first opening the facets sit in the (wide screens') sidebar, and no dialog exists.
      expect(screen.getByRole("complementary", { name: t.listing.filters, hidden: true }).contains(screen.getByRole("checkbox", { name: /18K/, hidden: true }))).toBe(true);
      expect(screen.queryByRole("dialog")).toBeNull();

      const button = screen.getByRole("button", { name: new RegExp(`^${t.listing.filters}`) });
      expect(button.getAttribute("aria-expanded")).toBe("false");
      act(() => button.focus());
      fireEvent.click(button);
      const dialog = await screen.findByRole("dialog", { name: t.listing.filters });
      expect(dialog.getAttribute("aria-modal")).toBe("true");
      expect(within(dialog).getAllByRole("checkbox")).toHaveLength(2);
      // The facets moved: one copy only, in the dialog.
      expect(document.querySelectorAll("a[role=checkbox]")).toHaveLength(2);
      expect(screen.queryByRole("complementary", { hidden: true })).toBeNull();
      expect(button.getAttribute("aria-expanded")).toBe("true");
      expect(within(dialog).getByRole("button", { name: SHOW_12 })).toBeTruthy();
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

      fireEvent.keyDown(document.activeElement!, { key: "Escape" });
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(button));
      expect(button.getAttribute("aria-expanded")).toBe("false");
      // The facets are back in the sidebar.
      expect(screen.getByRole("complementary", { name: t.listing.filters, hidden: true }).contains(screen.getByRole("checkbox", { name: /21K/, hidden: true }))).toBe(true);
    });

    it("traps focus inside while open: Tab and Shift+Tab wrap around the dialog, never reaching the page behind", async () => {
      renderIn(lang, <Page lang={lang} />);
      fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${t.listing.filters}`) }));
      const dialog = await screen.findByRole("dialog", { name: t.listing.filters });
      // (Headless UI also makes the page behind inert; in happy-dom only on a document's first
      // dialog, so the Tab order below still includes the links around the dialog.)
      const close = within(dialog).getByRole("button", { name: t.a11y.close });
      const show = within(dialog).getByRole("button", { name: SHOW_12 });
      act(() => show.focus());
      tab();
      expect(document.activeElement).toBe(close);
      tab(true);
      expect(document.activeElement).toBe(show);
      // Every step of a full round stays inside.
      for (const shift of [false, false, false, false, false, true, true, true, true, true]) {
        tab(shift);
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });

    it("closes with its Show results and close buttons, focus back on the Filters button each time", async () => {
      renderIn(lang, <Page lang={lang} />);
      const button = screen.getByRole("button", { name: new RegExp(`^${t.listing.filters}`) });
      for (const name of [SHOW_12, t.a11y.close]) {
        fireEvent.click(button);
        const dialog = await screen.findByRole("dialog", { name: t.listing.filters });
        fireEvent.click(within(dialog).getByRole("button", { name }));
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        await waitFor(() => expect(document.activeElement).toBe(button));
      }
    });
  });
}
