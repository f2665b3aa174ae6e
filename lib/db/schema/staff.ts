import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Customer service (ADR 0017): staff agents are not customers (no region, no shopper session),
 * they sign in to the staff area with their own cookie, and every action they take is written
 * to the audit table with who did it.
 */
export const staffAgents = pgTable("staff_agents", {
  id: serial("id").primaryKey(),
  /** Lower-case; one account per address across every country (agents serve all three). */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when the agent leaves: no more sign-ins, open sessions end. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
});

/** Staff sessions: the cookie holds a sealed random token, the table only its SHA-256 (as customers' sessions). */
export const staffSessions = pgTable("staff_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  /** null = signed in with the store's STAFF_TOKEN (the operator), not an agent account. */
  agentId: integer("agent_id").references(() => staffAgents.id, { onDelete: "cascade" }),
  actor: text("actor").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every staff action (a look-up, a cart opened, a link sent, an order delivered, a return moved), who and when. */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: serial("id").primaryKey(),
    /** `agent:<id> <name>` or `token`. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    region: text("region"),
    target: text("target"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_audit_created_idx").on(t.createdAt)],
);
