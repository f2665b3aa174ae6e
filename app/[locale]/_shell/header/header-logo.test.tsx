import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeaderLogo } from "./header-logo";

const src = (html: string) => html.match(/ src="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
const CMS_LOGO = "https://cms.lumina.test/uploads/lumina_9f8e.png";

describe("HeaderLogo", () => {
  it("the header logo from Strapi is loaded from our origin", () => {
    const html = renderToStaticMarkup(
      <HeaderLogo locale="en-ae" logo={{ src: CMS_LOGO, alt: "Lumina", width: 160, height: 40 }} href="/en-ae" />,
    );
    expect(src(html)).toMatch(/^\/_next\/image\?url=https%3A%2F%2Fcms\.lumina\.test%2F/);
    expect(html).not.toMatch(/(src|srcSet|srcset)="https:/);
  });
});
