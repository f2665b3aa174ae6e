// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showToast, useToasterWanted } from "@/features/shell/use-toast";
import { TOAST_MS } from "@/lib/constants";
import { renderIn, strings } from "@/tests/support/render";
import { Toaster } from "./toaster";

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  useToasterWanted.setState({ wanted: false });
  vi.useRealTimers();
});

/** The row react-hot-toast places a toast in (inline styles: bottom, and how it justifies). */
const row = (text: string) => screen.getByText(text).closest<HTMLElement>("[style*='bottom']")!;

describe.each([{ lang: "en" as const }, { lang: "ar" as const }])("toasts in $lang", ({ lang }) => {
  const dismiss = strings[lang].toast.dismiss;

  it("load with the first toast, read politely (role=status) and sit at the bottom on the inline end", async () => {
    const { container } = renderIn(lang, <Toaster />);
    expect(container.innerHTML).toBe("");
    showToast("error", "Only 2 left");
    const message = await screen.findByRole("status");
    expect(message).toHaveProperty("textContent", "Only 2 left");
    expect(message.getAttribute("aria-live")).toBe("polite");
    // flex-end follows the page's direction: the right in English, the left in Arabic (happy-dom
    // does not lay out, so which side that is was checked in Chromium screenshots at both widths).
    expect(row("Only 2 left").style.bottom).toBe("0px");
    expect(row("Only 2 left").style.justifyContent).toBe("flex-end");
    expect(screen.getByRole("button", { name: dismiss })).toBeDefined();
  });

  it("leave after 5 s, or at once on dismiss", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderIn(lang, <Toaster />);
    showToast("success", "Saved");
    await screen.findByText("Saved");
    act(() => void vi.advanceTimersByTime(TOAST_MS - 500));
    expect(screen.getByText("Saved")).toBeDefined();
    // Dismissed at 5 s, then removed once its exit animation (1 s) has run.
    act(() => void vi.advanceTimersByTime(500));
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByText("Saved")).toBeNull();

    showToast("info", "Removed");
    await screen.findByText("Removed");
    fireEvent.click(screen.getByRole("button", { name: dismiss }));
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByText("Removed")).toBeNull();
  });
});
