/** Liveness probe; also the trivial route the benchmark compares pages against. */
export function GET() {
  return Response.json({ ok: true });
}
