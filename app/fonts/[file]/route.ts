import { readFile } from "node:fs/promises";
import path from "node:path";
import { FONT_FILES } from "@/lib/fonts";

/**
 * The self-hosted web fonts, read once from their pinned npm packages (no network at run time).
 * Their addresses are written in app/globals.css; a new package version keeps the file names, so
 * browsers keep a font a month rather than for good.
 */
const loaded = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function load(file: string, source: string) {
  let body = loaded.get(file);
  if (!body) {
    body = readFile(path.join(process.cwd(), "node_modules", source)).then((buffer) => new Uint8Array(buffer));
    // A failed read is not kept: the next request tries again.
    body.catch(() => loaded.delete(file));
    loaded.set(file, body);
  }
  return body;
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const source = Object.hasOwn(FONT_FILES, file) ? FONT_FILES[file as keyof typeof FONT_FILES] : undefined;
  if (!source) return new Response(`Unknown font: ${file}`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const body = await load(file, source);
  return new Response(body, {
    headers: {
      "Content-Type": "font/woff2",
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=2592000, stale-while-revalidate=86400",
    },
  });
}
