/**
 * The staff area's fetcher: POST JSON to a staff route and hand back its status and envelope
 * (the staff cookie travels by itself, same origin). Never throws for an HTTP answer; a network
 * failure is status 0.
 */
export type StaffAnswer = { status: number; ok: boolean; response?: unknown; code?: string };

export async function postStaff(path: string, body: unknown): Promise<StaffAnswer> {
  try {
    const res = await fetch(`/api/staff/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const json = (await res.json().catch(() => ({}))) as { response?: unknown; code?: string };
    return { status: res.status, ok: res.ok, response: json.response, code: json.code };
  } catch {
    return { status: 0, ok: false };
  }
}

/** The translation key of a failed staff call. */
export function staffErrorKey(answer: StaffAnswer): string {
  if (answer.code === "noAddress") return "staff.errors.noAddress";
  if (answer.code === "quantityExceeds" || answer.code === "outOfStock") return "staff.errors.stock";
  if (answer.code === "badTransition") return "staff.errors.conflict";
  return "staff.errors.generic";
}
