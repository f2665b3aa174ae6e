import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SMTPServer } from "smtp-server";
import { openTestDb } from "@/lib/db/test-db";

/**
 * Mail by SMTP goes through the `mail` job queue: a real SMTP server on loopback (smtp-server)
 * that is down, then back; and one that accepts connections and never answers. Retries are
 * seconds apart here (production's span hours: lib/jobs/queues.ts).
 */
const env = vi.hoisted(() => ({ smtpUrl: "smtp://127.0.0.1:9" }));
vi.mock("@/lib/env", async (original) => {
  const real = await original<typeof import("@/lib/env")>();
  return { ...real, serverEnv: () => ({ ...real.serverEnv(), SMTP_URL: env.smtpUrl }) };
});
const { sendMail } = await import("./provider");
const { deliverQueuedMail } = await import("./deliver");
const { jobsFor, work, closeJobs } = await import("@/lib/jobs/runtime");

let handle: Awaited<ReturnType<typeof openTestDb>>;
let jobs: Awaited<ReturnType<typeof jobsFor>>;
beforeAll(async () => {
  handle = await openTestDb();
  jobs = await jobsFor(handle.db, {
    policy: { retryLimit: 8, retryDelay: 1, retryBackoff: true, retryDelayMax: 2 },
    pollSeconds: 0.5,
  });
  await work(jobs, { mail: deliverQueuedMail });
}, 30_000);
afterAll(async () => {
  await closeJobs(jobs, 1000);
  await handle?.close();
});

const received: string[] = [];
function smtpServer() {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? "?");
        callback();
      });
    },
  });
}
const listen = (server: { listen: (port: number, host: string, done: () => void) => unknown }, port = 0) =>
  new Promise<void>((done) => void server.listen(port, "127.0.0.1", done));
const message = (subject: string) => ({
  to: "noura@example.com",
  subject,
  text: "Hello",
  html: "<p>Hello</p>",
  kind: "verify-email",
  locale: "en-sa",
});
const until = async (check: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe("mail by SMTP, through the queue", () => {
  it("keeps mail while the SMTP server is down and delivers each once after it is back", async () => {
    // A port that was free a moment ago: nothing listens on it while the server is "down".
    const probe = createServer();
    await listen(probe);
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    env.smtpUrl = `smtp://127.0.0.1:${port}`;

    const sent = await Promise.all([
      sendMail(message("down-1"), { db: handle.db }),
      sendMail(message("down-2"), { db: handle.db }),
    ]);
    expect(sent.map((s) => s.transport)).toEqual(["smtp", "smtp"]);
    const ids = sent.map((s) => s.id.replace("job-", ""));
    // Refused at least once each, and waiting for a retry (nothing lost, nothing failed).
    await until(
      async () =>
        (await Promise.all(ids.map(async (id) => (await jobs.boss.findJobs("mail", { id }))[0]!))).every(
          (j) => j.state === "retry",
        ),
      5000,
    );

    const server = smtpServer();
    await listen(server.server, port);
    try {
      await until(() => received.filter((s) => s.startsWith("down-")).length >= 2, 15_000);
      // One more poll round: a retry after delivery would show up as a second copy.
      await new Promise((r) => setTimeout(r, 1500));
      expect(received.filter((s) => s.startsWith("down-")).sort()).toEqual(["down-1", "down-2"]);
      for (const id of ids) expect((await jobs.boss.findJobs("mail", { id }))[0]!.state).toBe("completed");
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  }, 30_000);

  it("answers the sender at once while the SMTP server accepts and never speaks", async () => {
    const sockets: import("node:net").Socket[] = [];
    const hanging: Server = createServer((socket) => void sockets.push(socket));
    await listen(hanging);
    env.smtpUrl = `smtp://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    try {
      const started = performance.now();
      const sent = await sendMail(message("hanging"), { db: handle.db });
      expect(performance.now() - started).toBeLessThan(1000);
      const id = sent.id.replace("job-", "");
      // The worker is the one waiting on the silent server.
      await until(() => sockets.length > 0, 5000);
      expect((await jobs.boss.findJobs("mail", { id }))[0]!.state).toBe("active");
      expect(received).not.toContain("hanging");
    } finally {
      for (const socket of sockets) socket.destroy();
      hanging.close();
    }
  }, 15_000);
});
