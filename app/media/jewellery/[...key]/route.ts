import sharp from "sharp";
import { drawJewellerySvg } from "@/lib/media/jewellery-svg";
import { parseJewelleryKey } from "@/lib/media/jewellery-url";
import { IMAGE_QUALITY } from "@/lib/constants";

/**
 * Product pictures of the embedded store, drawn on request:
 * /media/jewellery/{kind}/{tone}/{stone}/{view}-{variation}.{png|webp}[?w=320|640|960|1280]
 * (format in lib/media/jewellery-url.ts). Never reads the database; a given address always
 * shows the same picture, so browsers and next/image may keep it for good.
 */
const CONTENT_TYPE = { png: "image/png", webp: "image/webp" } as const;

// Drawing and encoding costs 0.1-0.4 s; the product page asks this route directly for its four
// widths (next/image cannot serve them), so keep recent results in memory, up to 64 MB.
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const drawn = new Map<string, Uint8Array<ArrayBuffer>>();
let cachedBytes = 0;

function remember(key: string, body: Uint8Array<ArrayBuffer>) {
  drawn.set(key, body);
  cachedBytes += body.length;
  for (const [oldest, old] of drawn) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    drawn.delete(oldest);
    cachedBytes -= old.length;
  }
}

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
  const cacheKey = `${key.join("/")}@${width}`;
  let body = drawn.get(cacheKey);
  if (!body) {
    const image = sharp(Buffer.from(drawJewellerySvg(spec, width)));
    body = new Uint8Array(
      format === "webp"
        ? await image.webp({ quality: IMAGE_QUALITY }).toBuffer()
        : await image.png({ compressionLevel: 7 }).toBuffer(),
    );
    remember(cacheKey, body);
  }
  return new Response(body, {
    headers: {
      "Content-Type": CONTENT_TYPE[format],
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
