// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MINI_CART_AUTO_CLOSE_MS, MINI_CART_HOVER_DELAY_MS } from "@/lib/constants";
import { usePanelsStore, useRightDrawer } from "@/features/shell/client";
import { useMiniCartHover } from "./use-mini-cart-hover";

/** The header's bag icon as far as hovering goes, and the account icon beside it. */
function Icons() {
  const hover = useMiniCartHover();
  const account = useRightDrawer("account");
  const open = usePanelsStore((s) => s.rightDrawer);
  return (
    <>
      <button type="button" {...hover}>
        bag
      </button>
      <button type="button" onClick={account.open}>
        account
      </button>
      <output>{open ?? "none"}</output>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  usePanelsStore.setState({ rightDrawer: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const openPanel = () => screen.getByRole("status").textContent;
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("the mini cart on hover", () => {
  it("opens after 500 ms over the bag icon and closes itself 6 s later", () => {
    render(<Icons />);
    fireEvent.mouseEnter(screen.getByRole("button", { name: "bag" }));
    wait(MINI_CART_HOVER_DELAY_MS - 1);
    expect(openPanel()).toBe("none");
    wait(1);
    expect(openPanel()).toBe("mini-cart");
    wait(MINI_CART_AUTO_CLOSE_MS - 1);
    expect(openPanel()).toBe("mini-cart");
    wait(1);
    expect(openPanel()).toBe("none");
  });

  it("does not open for a pointer passing over the icon", () => {
    render(<Icons />);
    const bag = screen.getByRole("button", { name: "bag" });
    fireEvent.mouseEnter(bag);
    wait(300);
    fireEvent.mouseLeave(bag);
    wait(MINI_CART_HOVER_DELAY_MS * 4);
    expect(openPanel()).toBe("none");
  });

  it("keeps one side panel open at a time: the mini cart replaces the account drawer", () => {
    render(<Icons />);
    fireEvent.click(screen.getByRole("button", { name: "account" }));
    expect(openPanel()).toBe("account");
    fireEvent.mouseEnter(screen.getByRole("button", { name: "bag" }));
    wait(MINI_CART_HOVER_DELAY_MS);
    expect(openPanel()).toBe("mini-cart");
  });
});
