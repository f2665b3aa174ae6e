/**
 * The embedded store's drizzle schema, one file per area; this file is what drizzle-kit reads
 * (drizzle.config.ts) and what the code imports as `* as t`.
 */
export * from "./schema/catalogue";
export * from "./schema/orders";
export * from "./schema/customers";
export * from "./schema/platform";
export * from "./schema/returns";
export * from "./schema/staff";
export * from "./schema/promotions";
export * from "./schema/tracking";
export * from "./schema/pickup";
export * from "./schema/relations";
