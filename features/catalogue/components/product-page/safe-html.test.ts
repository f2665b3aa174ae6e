import { describe, expect, it } from "vitest";
import { decodeEntities, parseSafeHtml } from "./safe-html";

describe("parseSafeHtml", () => {
  it("keeps paragraphs, line breaks, emphasis and lists", () => {
    expect(parseSafeHtml("<p>A <strong>gold</strong> ring.<br>Size <em>54</em></p>\n<ul><li>one</li><li>two</li></ul>")).toEqual([
      { tag: "p", children: ["A ", { tag: "strong", children: ["gold"] }, " ring.", { tag: "br", children: [] }, "Size ", { tag: "em", children: ["54"] }] },
      "\n",
      { tag: "ul", children: [{ tag: "li", children: ["one"] }, { tag: "li", children: ["two"] }] },
    ]);
  });

  it("drops attributes, unknown tags (keeping their text) and script content", () => {
    const nodes = parseSafeHtml('<p onclick="x()" class="a">Hi <a href="javascript:alert(1)">there</a><img src=x onerror=alert(1)></p><script>alert(1)</script><style>p{}</style>');
    expect(nodes).toEqual([{ tag: "p", children: ["Hi ", "there"] }]);
  });

  it("never yields markup: text with angle brackets stays text for React to escape", () => {
    const nodes = parseSafeHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>");
    expect(nodes).toEqual([{ tag: "p", children: ["<script>alert(1)</script> & more"] }]);
  });

  it("maps b and i to strong and em, closes open elements and ignores stray closers", () => {
    expect(parseSafeHtml("<p><b>bold<i>both</p></li>tail")).toEqual([
      { tag: "p", children: [{ tag: "strong", children: ["bold", { tag: "em", children: ["both"] }] }] },
      "tail",
    ]);
  });

  it("keeps Arabic text and skips comments", () => {
    expect(parseSafeHtml("<!-- note --><p>خاتم من الذهب</p>")).toEqual([{ tag: "p", children: ["خاتم من الذهب"] }]);
  });
});

describe("decodeEntities", () => {
  it("decodes named and numeric entities and leaves unknown ones", () => {
    expect(decodeEntities("&quot;a&quot; &#39;b&#x27; &hellip; &#0;")).toBe("\"a\" 'b' &hellip; ");
  });
});
