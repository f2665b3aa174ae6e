import { apiClient } from "@/lib/http/api-client";

/**
 * The staff area's fetcher, on the one `/api` client: POST JSON to a staff route and hand back
 * its status and response (the staff cookie travels by itself, same origin). Never throws; no
 * answer at all is status 0. A failure's `messageKey` is its sentence under `staff.errors`.
 */
export type StaffAnswer =
  { ok: true; response: unknown } | { ok: false; status: number; code: string; messageKey: string };

function staffErrorKey(code: string): string {
  if (code === "noAddress") return "staff.errors.noAddress";
  if (code === "quantityExceeds" || code === "outOfStock") return "staff.errors.stock";
  if (code === "badTransition") return "staff.errors.conflict";
  return "staff.errors.generic";
}

const client = apiClient<string>({ messageKey: staffErrorKey });

export async function postStaff(path: string, body: unknown): Promise<StaffAnswer> {
  try {
    return { ok: true, response: await client.post<unknown>(`/staff/${path}`, body) };
  } catch (error) {
    const { status, code, messageKey } = client.toError(error);
    return { status, ok: false, code, messageKey };
  }
}
