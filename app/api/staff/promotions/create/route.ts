import { failure, NO_STORE, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { createPromotionBody } from "@/features/staff/schema";
import { promotionsHosted, staffMember } from "@/features/staff/route";

/**
 * POST /api/staff/promotions/create `{ region, code, kind, amount, minSubtotal?, brandKey?,
 * categoryId?, startsAt?, endsAt?, maxUses?, maxUsesPerCustomer? }` (staff): a new promotion code
 * in the country's store, 201 with it. 409 `codeTaken` when the country has the code already (in
 * any case); 400 when `categoryId` names no category; 404 `promotionsHosted` when the country's
 * store keeps its codes itself. Audited as `promotion.create`.
 */
export const POST = route(
  createPromotionBody,
  { identity: staffMember({ action: "promotion.create", target: (body) => `promotion:${body.code}` }) },
  async (input, { commerce }) => {
    if (!commerce.promotions) return promotionsHosted();
    if (
      input.categoryId !== undefined &&
      !(await commerce.getCategories("en")).some((category) => category.id === input.categoryId)
    ) {
      return failure(400, "Invalid request: categoryId: must be a category of the catalogue", {
        code: "unknownCategory",
      });
    }
    const created = await commerce.promotions.createPromotion(input);
    if (created.status === "taken")
      return failure(409, `This country's store has the code ${input.code} already`, { code: "codeTaken" });
    return ok(created.promotion, NO_STORE, 201);
  },
);
