import type { HostedChange } from "@/lib/commerce/interface";
import { hostedStores } from "@/lib/commerce/provider";
import { badRequest, readJsonBody } from "@/lib/http/respond";
import { enqueue } from "@/lib/jobs/runtime";
import { logger } from "@/lib/log/logger";
import type { RegionCode } from "@/lib/i18n/locales";
import { staleTags } from "@/features/catalogue/webhooks/stale-tags";

/**
 * POST /api/webhooks/bigcommerce: a hosted store's change makes its cached pages stale (ADR 0026).
 * Each hosted country's store reads its own webhooks (`hosted.webhooks`): whether they are
 * switched on (without their secret the route does not exist: 404), whether the request carries
 * the secret they were created with (else 401), and which change a body is. A store we do not run,
 * or a scope that caches nothing, is answered 200 (the store retries anything else and deactivates
 * a hook that keeps failing).
 *
 * The tags are made stale by a `webhook` job (ADR 0026), not here: Next's revalidateTag needs a
 * request, so the job's worker asks its own server, with retries while that server cannot answer.
 * The answer comes as soon as the job is stored; a burst of hooks about the same tags while one
 * job waits queues no other. A job that cannot be stored is a 503, which the store retries.
 */
export async function POST(request: Request) {
  const stores = (await hostedStores()).filter(({ hosted }) => hosted.webhooks.enabled());
  if (stores.length === 0) return Response.json({ hasError: true, error: "Not found" }, { status: 404 });
  const authentic = stores.filter(({ hosted }) => hosted.webhooks.authentic(request.headers));
  if (authentic.length === 0)
    return Response.json({ hasError: true, error: "A valid X-Webhook-Secret header is required" }, { status: 401 });
  const raw = await readJsonBody(request);
  if ("error" in raw) return raw.error;
  let invalid: string | null = null;
  let found: { region: RegionCode; change: HostedChange } | null = null;
  for (const { region, hosted } of authentic) {
    const reading = hosted.webhooks.read(raw.body);
    if ("change" in reading) {
      found = { region, change: reading.change };
      break;
    }
    if ("invalid" in reading) invalid ??= reading.invalid;
  }
  if (!found && invalid) return badRequest(`Invalid request: ${invalid}`);
  const tags = found ? await staleTags(found.region, found.change) : [];
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
