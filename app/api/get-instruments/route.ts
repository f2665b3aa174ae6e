import { NO_STORE } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { instrumentsBody } from "@/features/account/schema";
import { savedInstruments } from "@/features/account/server";
import { signedInCustomer } from "@/features/customer/server";

/**
 * POST /api/get-instruments: the session customer's saved cards and their provider, from her
 * country's store (BigCommerce's stored instruments; the embedded store: `[]`, provider null).
 */
export const POST = route(instrumentsBody, { identity: signedInCustomer }, async (_body, { customerId, commerce }) => {
  const { instruments, provider } = await savedInstruments(commerce, customerId);
  return Response.json(
    { hasError: false, response: instruments, provider },
    { headers: { "cache-control": NO_STORE } },
  );
});
