import "server-only";
import { forwardStoredEvent } from "@/lib/analytics/forward";
import { deliverQueuedMail } from "@/lib/mail/deliver";
import { revalidateTagsJob } from "./revalidate-job";
import type { JobHandlers } from "./queues";

/** What each queue's worker does (loaded by `startJobs`, so a bundle that only queues never loads them). */
export const JOB_HANDLERS: JobHandlers = {
  mail: deliverQueuedMail,
  marketing: forwardStoredEvent,
  webhook: (data) => revalidateTagsJob(data),
};
