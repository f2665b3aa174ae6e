-- The promotion code an order was placed with, what it took off, and each line's share of it
-- (a return refunds what the shopper paid for the line, not its price).
ALTER TABLE "order_lines" ADD COLUMN "discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" numeric(12, 2) DEFAULT 0 NOT NULL;