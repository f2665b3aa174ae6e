import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { desc } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import { openTestDb } from "@/lib/db/test-db";
import { shortestRetrySpanSeconds, RETRY_POLICY } from "./queues";

/**
 * The job queue (pg-boss) on the store's own database: PGlite here, PostgreSQL in the suite's
 * PostgreSQL run. Short retry settings stand in for production's; the schedule itself is checked
 * by arithmetic.
 */
const STAFF = vi.hoisted(() => {
  process.env.STAFF_TOKEN = "staff-token-for-jobs-tests-0123456789";
  return process.env.STAFF_TOKEN;
});
const db = vi.hoisted(() => ({
  handle: null as null | Awaited<ReturnType<typeof import("@/lib/db/test-db").openTestDb>>,
}));
vi.mock("@/lib/db/client", async (original) => ({
  ...(await original<typeof import("@/lib/db/client")>()),
  getDb: async () => db.handle!.db,
}));
const { jobsFor, work, closeJobs } = await import("./runtime");
const { failedJobs } = await import("./failed");
const { POST: retryRoute } = await import("@/app/api/staff/jobs/retry/route");

let jobs: Awaited<ReturnType<typeof jobsFor>>;
const calls = new Map<string, number>();
let alwaysFail = true;

beforeAll(async () => {
  db.handle = await openTestDb();
  jobs = await jobsFor(db.handle.db, {
    policy: { retryLimit: 2, retryDelay: 0, retryBackoff: false },
    pollSeconds: 0.5,
  });
  await work(jobs, {
    // "flaky" fails its first two attempts; anything else fails while `alwaysFail` holds.
    mail: async (data) => {
      const key = String(data.subject);
      const n = (calls.get(key) ?? 0) + 1;
      calls.set(key, n);
      if (key === "flaky" ? n <= 2 : alwaysFail) throw new Error(`550 5.1.1 <${String(data.to)}>: mailbox unavailable`);
    },
  });
}, 30_000);
afterAll(async () => {
  await closeJobs(jobs, 2000);
  await db.handle?.close();
});

async function settled(id: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await jobs.boss.findJobs("mail", { id });
    if (job && (job.state === "completed" || job.state === "failed")) return job;
    if (Date.now() > end) throw new Error(`job ${id} still ${job?.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const mail = (subject: string) => ({
  to: "noura.alharbi@example.com",
  subject,
  text: "x",
  html: "<p>x</p>",
  kind: "verify-email",
  locale: "en-sa",
});

describe("the job queue", () => {
  it("retries a job that fails twice, and it succeeds on the third attempt", async () => {
    const id = (await jobs.boss.send("mail", mail("flaky"), jobs.policy))!;
    const job = await settled(id);
    expect(job.state).toBe("completed");
    expect(calls.get("flaky")).toBe(3);
  });

  it("fails a job past its retries; staff see it without personal data and send it back (audited)", async () => {
    const id = (await jobs.boss.send("mail", mail("doomed"), jobs.policy))!;
    expect((await settled(id)).state).toBe("failed");
    expect(calls.get("doomed")).toBe(3);

    const [row] = (await failedJobs(10, db.handle!.db)).filter((f) => f.id === id);
    expect(row).toMatchObject({ queue: "mail", attempts: 3, subject: "verify-email → n***@example.com" });
    expect(row!.lastError).toContain("mailbox unavailable");
    expect(JSON.stringify(row)).not.toContain("noura.alharbi");

    alwaysFail = false;
    const request = (body: unknown) =>
      retryRoute(
        new Request("http://localhost/api/staff/jobs/retry", {
          method: "POST",
          body: JSON.stringify(body),
          headers: { "content-type": "application/json", authorization: `Bearer ${STAFF}` },
        }),
      );
    const answer = await request({ region: "sa", queue: "mail", id });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await settled(id)).state).toBe("completed");
    const [audit] = await db.handle!.db.select().from(t.staffAudit).orderBy(desc(t.staffAudit.id)).limit(1);
    expect(audit).toMatchObject({
      action: "job.retry",
      actor: "token",
      target: `job:mail:${id}`,
      detail: { status: 200 },
    });
    // Done jobs are not failed: a second retry is refused (and audited too).
    expect((await request({ region: "sa", queue: "mail", id })).status).toBe(409);
  }, 20_000);

  it("in production retries for well over half an hour before a job fails", () => {
    expect(shortestRetrySpanSeconds(RETRY_POLICY)).toBeGreaterThan(30 * 60);
  });
});
