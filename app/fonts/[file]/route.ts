import { readFile } from "node:fs/promises";
import path from "node:path";
import { FONT_DIR, FONT_FILES } from "@/lib/fonts";

/**
 * The self-hosted web fonts: the committed subsets of lib/fonts/files/ (`npm run fonts`), read
 * once (no network at run time). Their addresses are written in app/globals.css; a remade subset
 * gets a new name (its content hash), so a file under one name never changes: browsers and caches
 * keep it for a year without asking again (`immutable`), like Next's hashed build files.
 */
const loaded = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function load(file: string) {
  let body = loaded.get(file);
  if (!body) {
    // Not traced by the build (the name is dynamic): next.config.ts includes FONT_FILES in the
    // standalone output, and nothing else of the project.
    body = readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), FONT_DIR, file)).then(
      (buffer) => new Uint8Array(buffer),
    );
    // A failed read is not kept: the next request tries again.
    body.catch(() => loaded.delete(file));
    loaded.set(file, body);
  }
  return body;
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!(FONT_FILES as readonly string[]).includes(file))
    return new Response(`Unknown font: ${file}`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const body = await load(file);
  return new Response(body, {
    headers: {
      "Content-Type": "font/woff2",
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
