import { ok } from "@/lib/http/respond";
import { refuseCrossSite } from "@/lib/http/origin";
import { readCookie } from "@/lib/http/cookies";
import { closeStaffSession, STAFF_COOKIE, staffCookieHeader } from "@/features/staff/auth";

/** POST /api/staff/sign-out: ends the staff session and clears its cookie (nothing to refuse: a stranger has no session to end). */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const cookie = readCookie(request, STAFF_COOKIE);
  if (cookie) await closeStaffSession(cookie);
  const response = ok(null);
  response.headers.append("set-cookie", staffCookieHeader(null, request));
  return response;
}
