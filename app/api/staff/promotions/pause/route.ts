import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { pausePromotionBody } from "@/features/staff/schema";
import { promotionsHosted, staffMember } from "@/features/staff/route";

/**
 * POST /api/staff/promotions/pause `{ region, code, paused }` (staff): pauses a code (shoppers are
 * then told it is not active, and an order placed with it is refused) or resumes it; 200 with the
 * code as it stands. 404 for a code the country does not have, or `promotionsHosted` when its store
 * keeps its codes itself. Audited as `promotion.pause`, with which way.
 */
export const POST = route(
  pausePromotionBody,
  {
    identity: staffMember({
      action: "promotion.pause",
      target: (body) => `promotion:${body.code}`,
      detail: (body) => ({ paused: body.paused }),
    }),
  },
  async (body, { commerce }) => {
    if (!commerce.promotions) return promotionsHosted();
    const promotion = await commerce.promotions.setPromotionPaused(body.code, body.paused);
    return promotion
      ? ok(promotion)
      : failure(404, `This country's store has no code ${body.code}`, { code: "notFound" });
  },
);
