import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductDescription } from "./product-details";

describe("ProductDescription", () => {
  it("renders the store's description sanitised, links kept with rel and entities decoded", () => {
    const html = renderToStaticMarkup(
      <ProductDescription
        html={
          '<p>Don&rsquo;t miss our <a href="https://lumina.example/care">care guide</a>.</p><script>alert(1)</script>'
        }
      />,
    );
    expect(html).toContain(
      '<p>Don’t miss our <a href="https://lumina.example/care" rel="noopener noreferrer nofollow">care guide</a>.</p>',
    );
    expect(html).not.toContain("script");
  });
});
