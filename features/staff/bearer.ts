import "server-only";
import { getDb } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { clientIp, countFailure, lockedFor } from "@/lib/auth/rate-limit";
import { failure } from "@/lib/http/respond";
import { tooManyAttempts } from "@/features/auth/server";
import { bearerActor, type StaffActor } from "./auth";
import { audit } from "./audit";

export const staffOnly = () => failure(401, "A staff sign-in is required", { code: "staffOnly" });

/**
 * The `Authorization` header of a staff route (scripts send `Bearer STAFF_TOKEN`): `null` when
 * there is none (the staff cookie decides), the operator when the token is right, else a refusal.
 * A wrong token is the sign-in's wrong password (forty wrong tokens in 0.1 s once went
 * uncounted and unrecorded): it is audited (the address, never the token) and counted against the
 * client's address; past AUTH_RATE_LIMIT_TRIES that address gets 429, with the right token too,
 * for a lock that doubles each time (ADR 0016), so guessing from it stops telling anything.
 */
export async function bearerCaller(request: Request): Promise<StaffActor | Response | null> {
  if (!request.headers.has("authorization")) return null;
  const db = await getDb();
  const now = new Date();
  const ip = clientIp(request);
  // Without a known address (a server without our preload, ADR 0016) all such callers share one count.
  const failures = `staff-token:fail:ip:${ip ?? "unknown"}`;
  const retryAfterS = await lockedFor(db, failures, now);
  if (retryAfterS > 0) return tooManyAttempts(retryAfterS);
  const actor = bearerActor(request);
  if (actor) return actor;
  await countFailure(db, failures, now, serverEnv().AUTH_RATE_LIMIT_TRIES);
  await audit(null, { action: "staff.token-refused", detail: { status: 401, address: ip } }, db);
  return staffOnly();
}
