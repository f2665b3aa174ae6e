import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage, contentSource } from "./content-image";

const src = (html: string) => html.match(/ src="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
const CMS_LOGO = "https://cms.lumina.test/uploads/lumina_9f8e.png";

describe("ContentImage", () => {
  it("serves our own files as they are when asked", () => {
    expect(
      src(renderToStaticMarkup(<ContentImage src="/brand/lumina.svg" alt="" width={20} height={20} unoptimized />)),
    ).toBe("/brand/lumina.svg");
  });

  it("sends a CMS picture through /_next/image even when asked to serve it as it is", () => {
    expect(
      src(renderToStaticMarkup(<ContentImage src={CMS_LOGO} alt="" width={20} height={20} unoptimized />)),
    ).toMatch(/^\/_next\/image\?url=https%3A%2F%2Fcms\.lumina\.test%2Fuploads%2Flumina_9f8e\.png&w=\d+/);
  });
});

describe("contentSource", () => {
  it("lists optimizer candidates for a CMS picture and keeps our own file as it is", () => {
    const remote = contentSource("https://cms.lumina.test/uploads/a.webp", {
      width: 1600,
      height: 700,
      sizes: "100vw",
    });
    expect(remote.sizes).toBe("100vw");
    expect(
      remote.srcSet
        .split(", ")
        .every((c) =>
          /^\/_next\/image\?url=https%3A%2F%2Fcms\.lumina\.test%2Fuploads%2Fa\.webp&w=\d+&q=\d+ \d+w$/.test(c),
        ),
    ).toBe(true);
    expect(contentSource("/content/heroes/main-desktop.webp", { width: 1600, height: 700, sizes: "100vw" })).toEqual({
      srcSet: "/content/heroes/main-desktop.webp",
    });
  });
});
