import { ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { wishlistGetBody, type WishlistsResponse } from "@/features/wishlist/schema";

/** POST /api/wishlist/get {region, locale}: the session customer's wishlists, items newest first. */
export const POST = route(wishlistGetBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) =>
  ok<WishlistsResponse>(await commerce.getWishlists(customerId, LOCALES[body.locale].lang)),
);
