import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { createAgent } from "@/features/staff/auth";
import { staffOperator } from "@/features/staff/route";
import { newAgentBody } from "@/features/staff/schema";

/**
 * POST /api/staff/agents `{ email, name }` with the staff token (the operator; agents cannot make
 * agents): a new agent account and its generated password, shown once (`npm run staff -- add-agent`).
 * Audited, refused or not (`staffOperator`).
 */
export const POST = route(newAgentBody, { identity: staffOperator }, async (body) => {
  const made = await createAgent(body.email, body.name);
  if (made === "taken") return failure(409, "An agent with this e-mail exists", { code: "emailTaken" });
  return ok({ id: made.id, email: body.email, password: made.password }, undefined, 201);
});
