// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderIn, strings } from "@/tests/support/render";
import { Drawer } from "./drawer";
import type { DrawerProps } from "./drawer-dialog";
import { SOFT_LINK, SoftLink } from "./soft-link";

// The dialog's code loaded before a drawer opens, as the layout warms it on the shopper's first intent
// (lazy-right-drawers.tsx): Headless UI gives the focus back to what it saw focused since it loaded.
await import("./drawer-dialog");

/**
 * The page's delegated link controller as the layout mounts it (`SoftLinks`): one click listener on the
 * document that navigates a plain click on a soft link client-side. A stand-in here, so this widget's test
 * does not depend on the layout; the real one is exercised end to end (tests/e2e/shell.spec.ts).
 */
const push = vi.fn();
const controller = (event: MouseEvent) => {
  const link = (event.target as Element | null)?.closest?.(`a[${SOFT_LINK}]`);
  if (!link || event.defaultPrevented || event.button !== 0) return;
  event.preventDefault();
  push(link.getAttribute("href"));
};

beforeEach(() => {
  push.mockClear();
  document.addEventListener("click", controller);
});

afterEach(() => {
  document.removeEventListener("click", controller);
  cleanup();
});

/** A page with a button that opens a drawer holding what the phone menu holds: soft links that close it. */
function Page({ lang, side }: { lang: "en" | "ar"; side: DrawerProps["side"] }) {
  const t = strings[lang];
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <a href="#before">before</a>
      <button type="button" onClick={() => setOpen(true)}>
        {t.a11y.openMenu}
      </button>
      <Drawer open={open} onClose={close} title={t.header.menu} closeLabel={t.a11y.close} side={side}>
        <nav aria-label={t.a11y.mainNavigation}>
          <SoftLink href={`/${lang}-sa/waves`} onClick={close}>
            Waves
          </SoftLink>
          <button type="button">{t.header.search}</button>
        </nav>
      </Drawer>
      <a href="#after">after</a>
    </>
  );
}

const FOCUSABLE = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])";
const isInert = (el: Element | null): boolean =>
  !!el && ((el as HTMLElement).inert || el.hasAttribute("inert") || isInert(el.parentElement));

/** What the browser does on Tab: the next (or previous) focusable element in document order, skipping inert subtrees. */
function tab(shift = false) {
  const from = document.activeElement as HTMLElement;
  fireEvent.keyDown(from, { key: "Tab", shiftKey: shift });
  const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !isInert(el));
  const next = all[all.indexOf(from) + (shift ? -1 : 1)];
  act(() => (next ?? document.body).focus());
}

/** A mouse click as a browser sends it: Headless UI tells an outside click by its pointer events, the page's controllers by the click. */
function press(el: Element) {
  fireEvent.pointerDown(el, { button: 0 });
  fireEvent.mouseDown(el, { button: 0 });
  fireEvent.pointerUp(el, { button: 0 });
  fireEvent.mouseUp(el, { button: 0 });
  return fireEvent.click(el, { button: 0 });
}

for (const lang of ["en", "ar"] as const) {
  const t = strings[lang];
  const dir = lang === "ar" ? "rtl" : "ltr";

  describe(`the drawer (${lang}, ${dir})`, () => {
    async function open(side: DrawerProps["side"] = "start") {
      renderIn(lang, <Page lang={lang} side={side} />);
      const opener = screen.getByRole("button", { name: t.a11y.openMenu });
      act(() => opener.focus());
      fireEvent.click(opener);
      const dialog = await screen.findByRole("dialog", { name: t.header.menu });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      return { opener, dialog };
    }

    it("opens as a modal dialog named by its title, on the side asked for; Escape closes it and focus returns to the opener", async () => {
      for (const side of ["start", "end"] as const) {
        const { opener, dialog } = await open(side);
        expect(document.documentElement.dir).toBe(dir);
        expect(dialog.getAttribute("aria-modal")).toBe("true");
        expect(dialog.querySelector("[data-side]")?.getAttribute("data-side")).toBe(side);
        expect(within(dialog).getByRole("navigation", { name: t.a11y.mainNavigation })).toBeTruthy();

        fireEvent.keyDown(document.activeElement!, { key: "Escape" });
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        await waitFor(() => expect(document.activeElement).toBe(opener));
        cleanup();
      }
    });

    it("traps focus inside while open: Tab and Shift+Tab wrap around the drawer, never reaching the page behind", async () => {
      const { dialog } = await open();
      const close = within(dialog).getByRole("button", { name: t.a11y.close });
      const last = within(dialog).getByRole("button", { name: t.header.search });
      act(() => last.focus());
      tab();
      expect(document.activeElement).toBe(close);
      tab(true);
      expect(document.activeElement).toBe(last);
      for (const shift of [false, false, false, false, true, true, true, true]) {
        tab(shift);
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });

    it("closes on a click on the overlay, the focus back on the opener; a click inside the panel leaves it open", async () => {
      const { opener, dialog } = await open();
      press(within(dialog).getByRole("navigation"));
      press(within(dialog).getByRole("heading", { name: t.header.menu }));
      press(within(dialog).getByRole("button", { name: t.header.search }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole("dialog", { name: t.header.menu })).toBe(dialog);

      press(screen.getByTestId("drawer-overlay"));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });

    it("a soft link's click inside reaches the page's controller on the document: a client-side navigation, and the drawer closes", async () => {
      const { dialog } = await open();
      // fireEvent answers false when a listener prevented the browser's own navigation (a full page load).
      const followedByTheBrowser = press(within(dialog).getByRole("link", { name: "Waves" }));
      expect(followedByTheBrowser).toBe(false);
      expect(push).toHaveBeenCalledExactlyOnceWith(`/${lang}-sa/waves`);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });
  });
}
