ALTER TABLE "reviews" DROP CONSTRAINT "reviews_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_product_id_products_id_fk";
--> statement-breakpoint
DROP INDEX "reviews_customer_product_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "store" text DEFAULT 'embedded' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_product_idx" ON "reviews" USING btree ("store","region","customer_id","product_id");