ALTER TABLE "return_lines" DROP CONSTRAINT "return_lines_order_line_id_order_lines_id_fk";
--> statement-breakpoint
ALTER TABLE "returns" DROP CONSTRAINT "returns_order_id_orders_id_fk";
--> statement-breakpoint
DROP INDEX "returns_order_idx";--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "store" text DEFAULT 'embedded' NOT NULL;--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","store","region");