// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderIn, strings } from "@/tests/support/render";
import { SoftLink } from "@/components/ui/soft-link";
import { TranslationsProvider } from "@/lib/i18n/client";

// Whether the dialog is open is kept per listing path (it stays open across the picks' navigations):
// each test is on a listing of its own. The router is the one the page's SoftLinks controller pushes to.
let path = "";
const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ usePathname: () => path, useRouter: () => router }));
const { FiltersButton, FiltersPanel } = await import("./filters-panel");
const { SoftLinks } = await import("@/components/ui/soft-links");

let run = 0;
beforeEach(() => {
  path = `/en-sa/product-listing-page/rings-${run++}`;
  window.history.replaceState(null, "", path);
  router.push.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Server markup as the listing renders it: facet options are soft links announced as checkboxes, and
 * the layout's SoftLinks controller navigates on their clicks (it listens on the document).
 */
function Page({ lang, total = 12 }: { lang: "en" | "ar"; total?: number }) {
  return (
    <>
      <a href="#before">before</a>
      <FiltersPanel total={total}>
        {/* (No <details>: happy-dom gives <summary> a tabIndex of -1, which reorders Headless UI's focus list.) */}
        <div>
          <h3>Karat</h3>
          <SoftLink href="?karat=18k" role="checkbox" aria-checked="false" keepScroll prefetch="never">
            18K<span>4</span>
          </SoftLink>
          <SoftLink href="?karat=21k" role="checkbox" aria-checked="true" keepScroll prefetch="never">
            21K<span>8</span>
          </SoftLink>
        </div>
      </FiltersPanel>
      <FiltersButton selectedCount={1} />
      <a href="#after">{lang}</a>
    </>
  );
}

/** The layout around the page: its SoftLinks controller stays; a pick's navigation mounts the page afresh (`key`). */
const Layout = ({ lang, page, total }: { lang: "en" | "ar"; page: number; total?: number }) => (
  <>
    <Page key={page} lang={lang} total={total} />
    <SoftLinks />
  </>
);

/**
 * The browser's observers as Headless UI uses them to close a dialog that disappears: an element taken out of
 * the page is reported (0x0), and the report can arrive before React's clean-up disconnects the observer. Here
 * it arrives at the latest moment, the disconnection.
 */
class ReportingRemoval {
  private targets: Element[] = [];
  constructor(private callback: (entries: unknown[], observer: unknown) => void) {}
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    const gone = this.targets.filter((target) => !target.isConnected);
    this.targets = [];
    if (gone.length > 0)
      this.callback(
        gone.map((target) => ({ target, isIntersecting: false })),
        this,
      );
  }
}

/** `inert` as it is set (the property; happy-dom does not reflect it to the attribute). */
const isInert = (el: Element | null): boolean =>
  !!el && ((el as HTMLElement).inert || el.hasAttribute("inert") || isInert(el.parentElement));

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
      expect(
        screen
          .getByRole("complementary", { name: t.listing.filters, hidden: true })
          .contains(screen.getByRole("checkbox", { name: /18K/, hidden: true })),
      ).toBe(true);
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
      expect(isInert(button) || isInert(screen.getByText("before"))).toBe(false);
      // The facets are back in the sidebar.
      expect(
        screen
          .getByRole("complementary", { name: t.listing.filters, hidden: true })
          .contains(screen.getByRole("checkbox", { name: /21K/, hidden: true })),
      ).toBe(true);
    });

    it("traps focus inside while open: Tab and Shift+Tab wrap around the dialog, never reaching the page behind", async () => {
      renderIn(lang, <Page lang={lang} />);
      fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${t.listing.filters}`) }));
      const dialog = await screen.findByRole("dialog", { name: t.listing.filters });
      // The page behind is inert: out of the Tab order and of a screen reader's reach.
      expect(isInert(screen.getByText("before"))).toBe(true);
      expect(isInert(screen.getByText(lang))).toBe(true);
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

    it("a pick inside the dialog is the page's client-side navigation: the click reaches the document's SoftLinks controller", async () => {
      renderIn(lang, <Layout lang={lang} page={0} />);
      fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${t.listing.filters}`) }));
      const dialog = await screen.findByRole("dialog", { name: t.listing.filters });
      // fireEvent.click answers false when a listener prevented the browser's own navigation (a full page load).
      const followedByTheBrowser = fireEvent.click(within(dialog).getByRole("checkbox", { name: /18K/ }));
      expect(followedByTheBrowser).toBe(false);
      expect(router.push).toHaveBeenCalledExactlyOnceWith("?karat=18k", { scroll: false });
    });

    it("stays open when the pick's navigation mounts the listing afresh, with the focus on the option picked", async () => {
      vi.stubGlobal("ResizeObserver", ReportingRemoval);
      vi.stubGlobal("IntersectionObserver", ReportingRemoval);
      const { rerender } = renderIn(lang, <Layout lang={lang} page={0} />);
      const button = () => screen.getByRole("button", { name: new RegExp(`^${t.listing.filters}`) });
      fireEvent.click(button());
      await screen.findByRole("dialog", { name: t.listing.filters });
      for (const [page, name] of [
        [1, /18K/],
        [2, /21K/],
      ] as const) {
        fireEvent.click(within(screen.getByRole("dialog")).getByRole("checkbox", { name }));
        expect(router.push).toHaveBeenCalledTimes(page);
        // The server's answer: the same listing with another count, a new tree under the layout.
        rerender(
          <TranslationsProvider lang={lang} strings={t}>
            <Layout lang={lang} page={page} total={12 - page} />
          </TranslationsProvider>,
        );
        const dialog = await screen.findByRole("dialog", { name: t.listing.filters });
        expect(within(dialog).getByRole("button", { name: new RegExp(`\\b${12 - page}\\b`) })).toBeTruthy();
        expect(screen.getAllByRole("dialog")).toHaveLength(1);
        await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("checkbox", { name })));
        expect(button().getAttribute("aria-expanded")).toBe("true");
        // The new page behind the new dialog is inert, as the first was.
        expect(isInert(button())).toBe(true);
        expect(isInert(screen.getByText("before"))).toBe(true);
      }
      // Escape still closes it, and the focus goes to the Filters button of the page now shown.
      fireEvent.keyDown(document.activeElement!, { key: "Escape" });
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(button()));
      expect(isInert(button())).toBe(false);
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
