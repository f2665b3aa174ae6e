import { afterEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "./toast-store";

describe("toasts", () => {
  afterEach(() => vi.useRealTimers());

  it("dismisses a toast after 5 seconds", () => {
    vi.useFakeTimers();
    useToastStore.getState().show("error", "Quantity exceeds stock");
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(4999);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
