// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HEADER_HIDE_THRESHOLD_PX } from "@/lib/constants";
import { useHeaderVisibility } from "./use-header-visibility";

function Header() {
  return <header hidden={!useHeaderVisibility()}>header</header>;
}

afterEach(() => {
  cleanup();
  scrollTo(0);
});

/** The page scrolls to `y` as a browser reports it: the position, then a scroll event. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}
const header = () => screen.getByText("header");

describe("the header on scroll (hides past 500 px going down, shows going up)", () => {
  it("stays while scrolling down within the threshold, hides past it, returns on any scroll up", () => {
    render(<Header />);
    scrollTo(HEADER_HIDE_THRESHOLD_PX);
    expect(header().hidden).toBe(false);
    scrollTo(HEADER_HIDE_THRESHOLD_PX + 1);
    expect(header().hidden).toBe(true);
    scrollTo(1200);
    expect(header().hidden).toBe(true);
    scrollTo(1180);
    expect(header().hidden).toBe(false);
    scrollTo(1400);
    expect(header().hidden).toBe(true);
    scrollTo(100);
    expect(header().hidden).toBe(false);
  });

  it("hides on a first scroll that lands deep in the page in one jump", () => {
    render(<Header />);
    scrollTo(1500);
    expect(header().hidden).toBe(true);
  });
});
