import { describe, expect, it } from "vitest";
import { sanitizeVendorHtml } from "./safe-html";

describe("sanitizeVendorHtml", () => {
  it("keeps paragraphs, line breaks, emphasis, headings and lists", () => {
    const html =
      "<h3>Care</h3><p>A <strong>gold</strong> ring.<br />Size <em>54</em></p><ul><li>one</li></ul><ol><li>two</li></ol>";
    expect(sanitizeVendorHtml(html)).toBe(html);
  });

  it("removes script, style and iframe elements with their content", () => {
    const out = sanitizeVendorHtml(
      '<p>Hi</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example">frame</iframe><noscript>n</noscript>',
    );
    expect(out).toBe("<p>Hi</p>");
  });

  it("removes event handlers, classes and styles, and unknown tags but not their text", () => {
    const out = sanitizeVendorHtml(
      '<p onclick="x()" class="a" style="color:red">Hi <img src=x onerror=alert(1)><span onmouseover="y()">there</span><svg onload="z()"></svg></p>',
    );
    expect(out).toBe("<p>Hi there</p>");
  });

  it("keeps http(s) and mailto links with rel, and drops other addresses and targets", () => {
    expect(sanitizeVendorHtml('<a href="https://lumina.example/care" target="_top">care</a>')).toBe(
      '<a href="https://lumina.example/care" rel="noopener noreferrer nofollow">care</a>',
    );
    expect(sanitizeVendorHtml('<a href="mailto:care@lumina.example">mail</a>')).toBe(
      '<a href="mailto:care@lumina.example" rel="noopener noreferrer nofollow">mail</a>',
    );
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java&#x09;script:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "//evil.example/x",
      "/en-sa/relative",
    ]) {
      const out = sanitizeVendorHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    }
  });

  it("decodes named entities to their characters and keeps markup-looking text escaped", () => {
    expect(sanitizeVendorHtml("<p>Don&rsquo;t miss &hellip; caf&eacute;</p>")).toBe("<p>Don’t miss … café</p>");
    expect(sanitizeVendorHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>",
    );
  });

  it("maps b and i to strong and em, and a page heading to a section heading (the page keeps one h1)", () => {
    expect(sanitizeVendorHtml("<h1>Title</h1><p><b>bold</b> <i>it</i></p>")).toBe(
      "<h3>Title</h3><p><strong>bold</strong> <em>it</em></p>",
    );
  });

  it("keeps Arabic text and drops comments", () => {
    expect(sanitizeVendorHtml("<!-- note --><p>خاتم من الذهب</p>")).toBe("<p>خاتم من الذهب</p>");
  });
});
