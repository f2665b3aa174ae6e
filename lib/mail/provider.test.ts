import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import * as t from "@/lib/db/schema";
import { sendMail, type MailMessage } from "./provider";
import { escapeHtml } from "./html";

let handle: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle?.close());

const message = (over: Partial<MailMessage> = {}): MailMessage => ({
  to: "noura@example.com",
  subject: "Your order KSA-100001",
  text: "Thank you",
  html: "<p>Thank you</p>",
  kind: "order-confirmation",
  locale: "ar-sa",
  ...over,
});

describe("sendMail (outbox transport)", () => {
  it("stores the message in the outbox and answers its id", async () => {
    const sent = await sendMail(message(), { db: handle.db });
    expect(sent.transport).toBe("outbox");
    const id = Number(sent.id.replace("outbox-", ""));
    const [row] = await handle.db.select().from(t.outbox).where(eq(t.outbox.id, id));
    expect(row).toMatchObject({
      to: "noura@example.com",
      subject: "Your order KSA-100001",
      kind: "order-confirmation",
      locale: "ar-sa",
      html: "<p>Thank you</p>",
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("refuses a message without an address or subject, or with a header injection, and stores nothing", async () => {
    const before = (await handle.db.select().from(t.outbox)).length;
    await expect(sendMail(message({ to: "not-an-address" }), { db: handle.db })).rejects.toThrow(/not an address/);
    await expect(sendMail(message({ subject: "  " }), { db: handle.db })).rejects.toThrow(/subject/);
    await expect(sendMail(message({ subject: "Hi\r\nBcc: x@example.com" }), { db: handle.db })).rejects.toThrow(
      /line break/,
    );
    expect(await handle.db.select().from(t.outbox)).toHaveLength(before);
  });
});

describe("escapeHtml", () => {
  it("escapes markup and quotes, and leaves Arabic alone", () => {
    expect(escapeHtml(`<b a="1">'x' & y</b>`)).toBe("&lt;b a=&quot;1&quot;&gt;&#39;x&#39; &amp; y&lt;/b&gt;");
    expect(escapeHtml("خاتم ذهب")).toBe("خاتم ذهب");
    expect(escapeHtml(null)).toBe("");
  });
});
