import { describe, expect, it } from "vitest";
import { returnTimeline } from "./timeline";

const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`;

describe("a return's timeline", () => {
  it("shows every status of the way: reached ones dated, the rest upcoming", () => {
    const steps = returnTimeline("collected", [
      { status: "requested", at: at(1), note: null },
      { status: "collection_scheduled", at: at(2), note: null },
      { status: "collected", at: at(3), note: null },
    ]);
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ["requested", "done", at(1)],
      ["collection_scheduled", "done", at(2)],
      ["collected", "current", at(3)],
      ["received", "upcoming", null],
      ["inspected", "upcoming", null],
      ["refunded", "upcoming", null],
    ]);
  });

  it("ends at refunded with every step reached", () => {
    const steps = returnTimeline("refunded", [
      { status: "requested", at: at(1), note: null },
      { status: "refunded", at: at(9), note: null },
    ]);
    expect(steps.at(-1)).toEqual({ status: "refunded", state: "current", at: at(9) });
    expect(steps.filter((s) => s.state === "upcoming")).toEqual([]);
    expect(steps[1]).toEqual({ status: "collection_scheduled", state: "done", at: null });
  });

  it("ends a refused return after inspection, without a refund step", () => {
    const events = ["requested", "collection_scheduled", "collected", "received", "inspected", "refused"].map(
      (status, i) => ({ status: status as never, at: at(i + 1), note: null }),
    );
    const steps = returnTimeline("refused", events);
    expect(steps.map((s) => s.status)).toEqual([
      "requested",
      "collection_scheduled",
      "collected",
      "received",
      "inspected",
      "refused",
    ]);
    expect(steps.at(-1)).toEqual({ status: "refused", state: "current", at: at(6) });
  });

  it("ends a cancelled return right after the request", () => {
    const steps = returnTimeline("cancelled", [
      { status: "requested", at: at(1), note: null },
      { status: "cancelled", at: at(2), note: null },
    ]);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ["requested", "done"],
      ["cancelled", "current"],
    ]);
  });
});
