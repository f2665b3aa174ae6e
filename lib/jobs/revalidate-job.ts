import "server-only";
import { serverEnv } from "@/lib/env";
import { JobAttemptError } from "./errors";
import { internalSecret, ownHost } from "./internal-secret";

/** How long one call to our own server may take before the attempt counts as failed. */
const CALL_DEADLINE_MS = 10_000;

/** This process's own server, as its worker calls it: HOST:PORT, 127.0.0.1 when HOST is every interface. */
export function ownOrigin(env: { HOST?: string; PORT?: number } = serverEnv()): string {
  return `http://${ownHost(env.HOST ?? "127.0.0.1")}:${env.PORT ?? 3000}`;
}

/**
 * The webhook queue's worker: makes a webhook's cache tags stale. Next's revalidateTag works only
 * inside a request, and a worker has none, so it asks its own server (`POST /api/revalidate`
 * with `{tags}` and this process's internal secret, over loopback). With the shared cache
 * (REDIS_URL) a tag made stale on one instance is stale on all, so one call suffices. A server that
 * does not answer yet (still starting) or answers an error is a failed attempt, retried with backoff.
 */
export async function revalidateTagsJob(data: Record<string, unknown>, origin: string = ownOrigin()): Promise<void> {
  const tags = Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === "string") : [];
  if (tags.length === 0) return;
  let answer: Response;
  try {
    answer = await fetch(`${origin}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${internalSecret()}`, "content-type": "application/json" },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(CALL_DEADLINE_MS),
    });
  } catch (error) {
    const cause =
      (error as { cause?: { code?: string } }).cause?.code ?? (error instanceof Error ? error.message : String(error));
    throw new JobAttemptError(`the server at ${origin} did not answer the revalidation (${cause})`);
  }
  if (!answer.ok) {
    const detail = (await answer.text().catch(() => "")).slice(0, 200);
    throw new JobAttemptError(`the server at ${origin} answered the revalidation ${answer.status} ${detail}`.trim());
  }
}
