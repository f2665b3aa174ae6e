/**
 * Reading a request body with a ceiling. `request.json()` and `request.arrayBuffer()` read
 * whatever the client sends, so a prober's 10 MB body is buffered and parsed in full. Here a
 * declared `Content-Length` over the ceiling is refused before a byte is read, and the stream is
 * counted as it arrives (a chunked body declares no length, and a declared one can lie): reading
 * stops, and the stream is cancelled, at the first chunk past the ceiling.
 */

export type LimitedBody = { bytes: Uint8Array } | { tooLarge: true };

/** The body's bytes, or `tooLarge` once it is known to pass `maxBytes`. A broken stream rejects, as `request.json()` would. */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared.trim()) > maxBytes)
    return { tooLarge: true };
  if (!request.body) return { bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

/** A ceiling for people: 65536 -> "64 KB", 1048576 -> "1 MB". */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
