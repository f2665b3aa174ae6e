CREATE TABLE "store_stock" (
	"store_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "store_stock_store_id_variant_id_pk" PRIMARY KEY("store_id","variant_id"),
	CONSTRAINT "store_stock_available_check" CHECK ("store_stock"."available" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_store_id" integer;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_store_locations_id_fk" FOREIGN KEY ("store_id") REFERENCES "store_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_stock_variant_idx" ON "store_stock" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_store_id_store_locations_id_fk" FOREIGN KEY ("pickup_store_id") REFERENCES "store_locations"("id") ON DELETE no action ON UPDATE no action;