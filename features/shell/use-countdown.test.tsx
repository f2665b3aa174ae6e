// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountdown } from "./use-countdown";

/** What the promo bar reads from the hook: its status and the parts it shows. */
function Probe({ target }: { target: string | null }) {
  const { parts, status } = useCountdown(target);
  return (
    <output>{`${status} ${parts ? `${parts.days}d ${parts.hours}h ${parts.minutes}m ${parts.seconds}s` : "-"}`}</output>
  );
}

const NOW = new Date("2026-11-25T10:00:00Z");
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shown = () => screen.getByRole("status").textContent;
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("the promo countdown's statuses", () => {
  it("is started while it ticks, second by second, and completed at zero", () => {
    render(<Probe target="2026-11-26T11:01:03Z" />);
    expect(shown()).toBe("started 1d 1h 1m 3s");
    tick(1000);
    expect(shown()).toBe("started 1d 1h 1m 2s");
    tick((25 * 3600 + 60 + 2) * 1000);
    expect(shown()).toBe("completed -");
    tick(5000);
    expect(shown()).toBe("completed -");
  });

  it("is completed at once for a date already past, and stopped without a usable date", () => {
    render(<Probe target="2026-11-25T09:59:59Z" />);
    expect(shown()).toBe("completed -");
    cleanup();
    render(<Probe target={null} />);
    expect(shown()).toBe("stopped -");
    cleanup();
    render(<Probe target="not a date" />);
    expect(shown()).toBe("stopped -");
  });
});
