import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticImage } from "./static-image";

const attr = (html: string, name: string) => html.match(new RegExp(` ${name}="([^"]*)"`))?.[1];

describe("StaticImage", () => {
  it("keeps next/image's 1x/2x pair by default", () => {
    const html = renderToStaticMarkup(<StaticImage src="/media/a.png" alt="A ring" width={384} height={384} />);
    expect(attr(html, "srcSet") ?? attr(html, "srcset")).toMatch(/w=384&amp;q=75 1x, .*w=828&amp;q=75 2x$/);
    expect(attr(html, "sizes")).toBeUndefined();
  });

  it("lists the given optimizer widths with sizes, so the browser picks by slot width", () => {
    const html = renderToStaticMarkup(
      <StaticImage
        src="/media/a.png"
        alt="A ring"
        width={384}
        height={384}
        candidates={{ widths: [256, 384, 640], sizes: "50vw" }}
      />,
    );
    const srcset = attr(html, "srcSet") ?? attr(html, "srcset");
    expect(srcset?.split(", ").map((c) => c.replace(/.*w=(\d+)&amp;q=75 /, "$1 "))).toEqual([
      "256 256w",
      "384 384w",
      "640 640w",
    ]);
    expect(attr(html, "sizes")).toBe("50vw");
    expect(attr(html, "src")).toContain("w=640");
    expect(attr(html, "alt")).toBe("A ring");
  });
});
