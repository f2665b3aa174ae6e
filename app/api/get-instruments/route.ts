import { NO_STORE } from "@/lib/http/respond";
import { instrumentsBody } from "@/features/account/schema";
import { savedInstruments } from "@/features/account/server";
import { customerRoute } from "@/features/customer/server";

/**
 * POST /api/get-instruments: the session customer's saved cards, `response: []` and
 * `provider: null` here: the embedded store keeps no cards unless a payment provider is set up.
 */
export const POST = customerRoute(instrumentsBody, async () => {
  const { instruments, provider } = savedInstruments();
  return Response.json({ hasError: false, response: instruments, provider }, { headers: { "cache-control": NO_STORE } });
});
