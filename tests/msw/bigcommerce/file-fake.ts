/** The fake BigCommerce stores for a whole test file: one helper, kept beside the adapter's tests. */
export { withBigCommerceFake as fakeBigCommerceForFile } from "@/lib/commerce/bigcommerce/test-fake";
