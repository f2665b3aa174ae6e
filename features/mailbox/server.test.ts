import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
const { mailboxAccess, mailWarning } = await import("./server");

const env = (over: Partial<Parameters<typeof mailboxAccess>[0]> = {}) => ({
  MAILBOX: "auto" as const,
  SMTP_URL: undefined,
  NODE_ENV: "production" as const,
  STAFF_TOKEN: undefined,
  ...over,
});
const TOKEN = "a-staff-token-of-24-chars-or-more";

describe("the local mailbox", () => {
  it("is never public in a production build (anyone could read a reset link there)", () => {
    expect(mailboxAccess(env())).toBe("off");
    expect(mailboxAccess(env({ STAFF_TOKEN: TOKEN }))).toBe("off");
    expect(mailboxAccess(env({ MAILBOX: "on" }))).toBe("off");
    expect(mailboxAccess(env({ MAILBOX: "on", STAFF_TOKEN: TOKEN }))).toBe("staff");
  });

  it("is open in development and tests while no SMTP server takes the mail", () => {
    expect(mailboxAccess(env({ NODE_ENV: "development" }))).toBe("open");
    expect(mailboxAccess(env({ NODE_ENV: "test" }))).toBe("open");
    expect(mailboxAccess(env({ NODE_ENV: "development", SMTP_URL: "smtp://mail.local:25" }))).toBe("off");
    expect(mailboxAccess(env({ NODE_ENV: "development", MAILBOX: "off" }))).toBe("off");
  });

  it("warns at start-up when a production store's mail reaches nobody", () => {
    expect(mailWarning(env())).toMatch(/nobody can read it.*Set SMTP_URL, or MAILBOX=on with STAFF_TOKEN/);
    expect(mailWarning(env({ MAILBOX: "on" }))).toMatch(/MAILBOX=on needs a STAFF_TOKEN/);
    expect(mailWarning(env({ MAILBOX: "on", STAFF_TOKEN: TOKEN }))).toBeNull();
    expect(mailWarning(env({ SMTP_URL: "smtp://mail.local:25" }))).toBeNull();
    expect(mailWarning(env({ NODE_ENV: "development" }))).toBeNull();
  });
});
