import { failure, ok, readBody } from "@/lib/http/respond";
import { createAgent, readStaff, staffAreaEnabled } from "@/features/staff/auth";
import { audit } from "@/features/staff/audit";
import { staffNotFound } from "@/features/staff/route";
import { newAgentBody } from "@/features/staff/schema";

/**
 * POST /api/staff/agents `{ email, name }` with the staff token (the operator; agents cannot make
 * agents): a new agent account and its generated password, shown once (`npm run staff -- add-agent`). Audited.
 */
export async function POST(request: Request): Promise<Response> {
  if (!staffAreaEnabled()) return staffNotFound();
  const actor = await readStaff(request);
  if (!actor) return failure(401, "A staff sign-in is required", { code: "staffOnly" });
  if (actor.kind !== "token") return failure(403, "Only the store operator (staff token) adds agents", { code: "forbidden" });
  const parsed = await readBody(request, newAgentBody);
  if ("error" in parsed) return parsed.error;
  const made = await createAgent(parsed.data.email, parsed.data.name);
  await audit(actor, { action: "agent.create", target: parsed.data.email, detail: { status: made === "taken" ? 409 : 201 } });
  if (made === "taken") return failure(409, "An agent with this e-mail exists", { code: "emailTaken" });
  return ok({ id: made.id, email: parsed.data.email, password: made.password }, undefined, 201);
}
