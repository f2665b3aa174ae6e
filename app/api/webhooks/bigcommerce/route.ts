import { serverEnv } from "@/lib/env";
import { readJsonBody, parseInput } from "@/lib/http/respond";
import { sameSecret } from "@/lib/http/same-secret";
import { enqueue } from "@/lib/jobs/runtime";
import { logger } from "@/lib/log/logger";
import { regionOfProducer, staleTags, webhookBody } from "@/features/catalogue/webhooks/bigcommerce";

/**
 * POST /api/webhooks/bigcommerce: a hosted store's change makes its cached pages stale (issue 20
 * §5). The webhook carries the secret header it was created with (`X-Webhook-Secret`,
 * BC_WEBHOOK_SECRET); without the setting the route does not exist (404), with a wrong header it
 * is 401. A store we do not run, or a scope that caches nothing, is answered 200 (BigCommerce
 * retries anything else and deactivates a hook that keeps failing).
 *
 * The tags are made stale by a `webhook` job (ADR 0026), not here: Next's revalidateTag needs a
 * request, so the job's worker asks its own server, with retries while that server cannot answer.
 * The answer comes as soon as the job is stored; a burst of hooks about the same tags while one
 * job waits queues no other. A job that cannot be stored is a 503, which BigCommerce retries.
 */
export async function POST(request: Request) {
  const secret = serverEnv().BC_WEBHOOK_SECRET;
  if (!secret) return Response.json({ hasError: true, error: "Not found" }, { status: 404 });
  if (!sameSecret(secret, request.headers.get("x-webhook-secret") ?? "")) return Response.json({ hasError: true, error: "A valid X-Webhook-Secret header is required" }, { status: 401 });
  const raw = await readJsonBody(request);
  if ("error" in raw) return raw.error;
  const parsed = parseInput(webhookBody, raw.body);
  if ("error" in parsed) return parsed.error;
  const region = regionOfProducer(parsed.data.producer);
  const tags = region ? await staleTags(region, parsed.data) : [];
  if (tags.length > 0) {
    const unique = [...new Set(tags)].sort();
    try {
      await enqueue("webhook", { tags: unique }, { singletonKey: unique.join(" ") });
    } catch (error) {
      logger.error({ err: error }, "[webhooks] the revalidation could not be queued");
      return Response.json({ hasError: true, error: "The change could not be queued; try again" }, { status: 503 });
    }
  }
  // `revalidated`: the tags made stale, by the job just queued (or one already waiting for them).
  return Response.json({ hasError: false, response: { revalidated: tags } });
}
