import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET } from "./route";

const call = (path: string) => {
  const url = new URL(path, "http://localhost");
  const key = url.pathname.replace("/media/jewellery/", "").split("/");
  return GET(new Request(url), { params: Promise.resolve({ key }) });
};

describe("GET /media/jewellery/[...key]", () => {
  it("draws a square PNG that may be cached for good", async () => {
    const res = await call("/media/jewellery/ring/white/diamond/0-0.png?w=320");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 320, 320]);
  });

  it("serves WebP at the default 1280 width", async () => {
    const res = await call("/media/jewellery/bangle/rose/none/2-1.webp");
    expect(res.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 1280]);
  });

  it.each([
    "/media/jewellery/spoon/white/diamond/0-0.png",
    "/media/jewellery/ring/green/diamond/0-0.png",
    "/media/jewellery/ring/white/opal/0-0.png",
    "/media/jewellery/ring/white/diamond/7-0.png",
    "/media/jewellery/ring/white/diamond/0-0.gif",
    "/media/jewellery/ring/white/diamond",
    "/media/jewellery/ring/white/diamond/0-0.png/extra",
    "/media/jewellery/ring/white/diamond/0-0.png?w=123",
  ])("answers 400 with a message for %s", async (path) => {
    const res = await call(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toMatch(/^Invalid jewellery image address: .+/);
  });
});
