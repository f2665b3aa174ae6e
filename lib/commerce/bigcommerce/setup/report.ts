/**
 * What one step of the set-up found: `ok` (nothing to do), `change` (what `--apply` would write),
 * `changed` (written), `warn` (the store works, with a gap someone should close), `fail` (the
 * storefront cannot work with the store like this; the run exits 1).
 */
export type Level = "ok" | "change" | "changed" | "warn" | "fail";
export type Finding = { step: string; level: Level; text: string };

export const finding = (step: string, level: Level, text: string): Finding => ({ step, level, text });

const MARK: Record<Level, string> = {
  ok: "ok     ",
  change: "would  ",
  changed: "changed",
  warn: "warn   ",
  fail: "FAIL   ",
};

/** One line per finding, for the terminal. */
export const formatFindings = (findings: Finding[]): string =>
  findings.map((f) => `${MARK[f.level]} ${f.step.padEnd(11)} ${f.text}`).join("\n");

/** A status the step did not expect, as a short reason (the vendor's title when it gave one). */
export function statusText(status: number, body: unknown): string {
  const title = body && typeof body === "object" && "title" in body ? String((body as { title: unknown }).title) : "";
  return title ? `${status} ${title}` : String(status);
}
