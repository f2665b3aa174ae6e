import { SUB_BRANDS } from "@/lib/i18n/brands";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { Translate } from "@/lib/i18n/mail-translator";
import { escapeHtml as esc } from "@/lib/mail/html";
import type { MailMessage } from "@/lib/mail/types";

export const VERIFICATION_KIND = "verify-email";
export const RESET_KIND = "reset-password";

type AccountMail = { to: string; firstName: string; link: string; locale: Locale; t: Translate };

/** A short account mail: greeting, one paragraph, one button, its link spelled out, a footer. */
function render(kind: string, key: "verify" | "reset", { to, firstName, link, locale, t }: AccountMail): MailMessage {
  const { lang, dir } = LOCALES[locale];
  const brand = SUB_BRANDS.main.name[lang];
  const align = dir === "rtl" ? "right" : "left";
  const v = { brand, name: firstName };
  const subject = t(`auth.email.${key}.subject`, v);
  const lines = [
    t("auth.email.greeting", v),
    t(`auth.email.${key}.body`, v),
    t(`auth.email.${key}.button`, v),
    t("auth.email.ignore", v),
  ];
  const text = [lines[0], "", lines[1], "", `${lines[2]}: ${link}`, "", lines[3], "", brand].join("\n");
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f6f3ee;font-family:Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;text-align:${align};padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">${esc(brand)}</td></tr>
<tr><td style="padding-bottom:12px">${esc(lines[0])}</td></tr>
<tr><td style="padding-bottom:24px">${esc(lines[1])}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${esc(link)}" style="background:#1c1917;color:#fff;padding:12px 20px;text-decoration:none;display:inline-block">${esc(lines[2])}</a></td></tr>
<tr><td style="font-size:12px;color:#57534e;padding-bottom:12px;word-break:break-all">${esc(link)}</td></tr>
<tr><td style="font-size:12px;color:#57534e">${esc(lines[3])}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html, kind, locale };
}

export const renderVerificationEmail = (mail: AccountMail) => render(VERIFICATION_KIND, "verify", mail);
export const renderResetEmail = (mail: AccountMail) => render(RESET_KIND, "reset", mail);
