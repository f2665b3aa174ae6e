import { NO_STORE } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { instrumentsBody } from "@/features/account/schema";
import { savedInstruments } from "@/features/account/server";
import { signedInCustomer } from "@/features/customer/server";

/**
 * POST /api/get-instruments: the session customer's saved cards, `response: []` and
 * `provider: null` here: the embedded store keeps no cards unless a payment provider is set up.
 */
export const POST = route(instrumentsBody, { identity: signedInCustomer }, async () => {
  const { instruments, provider } = savedInstruments();
  return Response.json({ hasError: false, response: instruments, provider }, { headers: { "cache-control": NO_STORE } });
});
