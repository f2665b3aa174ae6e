import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** The store's own bookkeeping: mail outbox, marketing events, rate limits, its own secrets. */

/** The mail port's local transport: every email the store sends, readable on a local mailbox page. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_to_idx").on(t.to)],
);

/**
 * The analytics port's local store: marketing events (ADR 0024), forwarded when configured;
 * rows older than MARKETING_EVENTS_KEEP_DAYS are deleted by the code that stores new ones (by `created_at`).
 */
export const marketingEvents = pgTable(
  "marketing_events",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    region: text("region").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("marketing_events_created_idx").on(t.createdAt)],
);

/**
 * Fixed-window counters and locks of sign-in, sign-up, reset, staff tokens and anonymous writes
 * (lib/auth/rate-limit.ts); old rows are deleted by the code that writes them (by `window_start`).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

/** Secrets the store makes for itself when none is configured (the session key of a fresh install). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
