import { describe, expect, it } from "vitest";
import { smtpTransport } from "./smtp";

describe("the SMTP transport", () => {
  it("hands nodemailer the sender, recipient, both bodies and the kind and language", async () => {
    const transport = await smtpTransport({ jsonTransport: true }, "Lumina <no-reply@lumina.local>");
    expect(transport.name).toBe("smtp");
    const sent = await transport.send({
      to: "noura@example.com",
      subject: "مرحبًا",
      text: "Hello",
      html: "<p>Hello</p>",
      kind: "verify-email",
      locale: "ar-sa",
    });
    expect(sent.id).toMatch(/@/);
  });
});
