// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePromoBarStore } from "@/features/shell/banners-store";
import type { PromoBar as PromoBarContent } from "@/lib/content/types";
import { renderToString } from "react-dom/server";
import { TranslationsProvider } from "@/lib/i18n/client";
import { renderIn, strings } from "@/tests/support/render";
import { PromoBar } from "./promo-bar";

/** The promo bar as shoppers see it, in English and Arabic: the countdown's units, ticking, gone at zero; dismissal. */
const NOW = new Date("2026-11-25T10:00:00Z");
const promo = (countdownTo: string | null): PromoBarContent => ({
  message: "White Friday",
  url: "/sale",
  backgroundColor: "#000",
  textColor: "#fff",
  countdownTo,
  countdownMessage: "",
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  sessionStorage.clear();
  usePromoBarStore.setState({ hidden: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe.each(["en", "ar"] as const)("the promo bar in %s", (lang) => {
  const t = strings[lang].promo;

  it("counts down in the language's units, second by second, and the timer goes at zero", () => {
    renderIn(lang, <PromoBar promo={promo("2026-11-25T10:00:03Z")} />);
    const timer = screen.getByRole("timer", { name: t.countdown });
    expect(timer.textContent).toBe(`${t.countdown}00${t.days}00${t.hours}00${t.minutes}03${t.seconds}`);
    act(() => void vi.advanceTimersByTime(1000));
    expect(timer.textContent).toContain(`02${t.seconds}`);
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByRole("link", { name: "White Friday" })).toBeDefined();
  });

  it("shows no timer without a date, and the dismiss button hides the bar", () => {
    renderIn(lang, <PromoBar promo={promo(null)} />);
    expect(screen.queryByRole("timer")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: t.dismiss }));
    expect(screen.queryByTestId("promo-bar")).toBeNull();
  });

  it("keeps the timer's place in the server's page, invisible until the shopper's clock counts it", () => {
    const html = renderToString(
      <TranslationsProvider lang={lang} strings={strings[lang]}>
        <PromoBar promo={promo("2026-11-26T10:00:00Z")} />
      </TranslationsProvider>,
    );
    expect(html).toMatch(/role="timer"[^>]*class="[^"]*invisible/);
    expect(html).toContain(t.days);
    // A date already past holds no place.
    const past = renderToString(
      <TranslationsProvider lang={lang} strings={strings[lang]}>
        <PromoBar promo={promo("2026-11-24T10:00:00Z")} />
      </TranslationsProvider>,
    );
    expect(past).not.toContain('role="timer"');
  });
});
