import sharp from "sharp";
import { drawJewellerySvg } from "@/lib/media/jewellery-svg";
import { parseJewelleryKey } from "@/lib/media/jewellery-url";

/**
 * Product pictures of the embedded store, drawn on request:
 * /media/jewellery/{kind}/{tone}/{stone}/{view}-{variation}.{png|webp}[?w=320|640|960|1280]
 * (format in lib/media/jewellery-url.ts). Never reads the database; a given address always
 * shows the same picture, so browsers and next/image may keep it for good.
 */
const CONTENT_TYPE = { png: "image/png", webp: "image/webp" } as const;

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  const parsed = parseJewelleryKey(key, new URL(request.url).searchParams.get("w"));
  if (!parsed.ok) {
    return new Response(`Invalid jewellery image address: ${parsed.error}`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { spec, format, width } = parsed.value;
  const image = sharp(Buffer.from(drawJewellerySvg(spec, width)));
  const body = format === "webp" ? await image.webp({ quality: 88 }).toBuffer() : await image.png({ compressionLevel: 7 }).toBuffer();
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": CONTENT_TYPE[format],
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
