import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { retryFailedJob } from "@/lib/jobs/failed";
import { retryJobBody } from "@/features/staff/schema";
import { staffMember } from "@/features/staff/route";

/**
 * POST /api/staff/jobs/retry `{ region, queue, id }` (staff): a job that ran out of retries goes back
 * to its queue for a fresh round (the mail server is fixed, the address corrected). 409 when the job
 * is not failed (already retried, or done). Audited as `job.retry`.
 */
export const POST = route(
  retryJobBody,
  { identity: staffMember({ action: "job.retry", target: (body) => `job:${body.queue}:${body.id}` }) },
  async (body) =>
    (await retryFailedJob(body.queue, body.id))
      ? ok({ id: body.id, queue: body.queue, state: "retry" })
      : failure(409, "That job is not waiting in the failed list", { code: "notFailed" }),
);
