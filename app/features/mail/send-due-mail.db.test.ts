import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { getConfig, resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { enqueueMail } from "./enqueue-mail.server";
import type { MailMessage } from "./mail-message";
import { OUTBOX_MESSAGES, resendMail } from "./outbox-admin.server";
import { mailOutbox } from "./outbox.table";
import { retryDelayMs } from "./retry-schedule";
import { claimDueMail, LEASE_MS, sendDueMail } from "./send-due-mail.server";

const admin = { id: "00000000-0000-4000-8000-00000000ad01", email: "admin@demo.test", role: "admin" as const, status: "active" as const };

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

async function queue(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await enqueueMail(getDb(), { to: `guest${index}@example.com`, subject: `Message ${index}`, text: "Hello" })).id);
  }
  return ids;
}

const rows = () => getDb().select().from(mailOutbox);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mail server that accepts everything and remembers what it got. */
function recordingServer(delayMs = 0) {
  const delivered: MailMessage[] = [];
  const deliver = async (message: MailMessage) => {
    if (delayMs) await pause(delayMs);
    delivered.push(message);
  };
  return { delivered, deliver };
}

function refusingServer(reason = "451 Try again later") {
  return async () => {
    throw new Error(reason);
  };
}

describe("two senders racing", () => {
  it("never claim the same row", async () => {
    await queue(12);
    const now = new Date(Date.now() + 1_000);
    const [first, second] = await Promise.all([claimDueMail(now, 8), claimDueMail(now, 8)]);
    const ids = [...first!, ...second!].map((row) => row.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect((await rows()).every((row) => row.status === "sending" && row.attempts === 1)).toBe(true);
  });

  it("deliver every row exactly once", async () => {
    const ids = await queue(30);
    const server = recordingServer(5);
    const reports = await Promise.all([
      sendDueMail({ deliver: server.deliver, batchSize: 4 }),
      sendDueMail({ deliver: server.deliver, batchSize: 4 }),
      sendDueMail({ deliver: server.deliver, batchSize: 4 }),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    const sentTo = server.delivered.map((message) => message.to).sort();
    expect(sentTo).toEqual(Array.from({ length: 30 }, (_, index) => `guest${index}@example.com`).sort());
    const stored = await rows();
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(stored.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});

describe("a crashed sender", () => {
  it("holds its rows until the lease runs out; then another sender retries them", async () => {
    await queue(1);
    const start = new Date(Date.now() + 1_000);
    expect(await claimDueMail(start)).toHaveLength(1); // claimed, then the process died
    const server = recordingServer();
    expect(await sendDueMail({ deliver: server.deliver, now: () => new Date(start.getTime() + LEASE_MS - 1) })).toMatchObject({ sent: 0 });
    expect(await sendDueMail({ deliver: server.deliver, now: () => new Date(start.getTime() + LEASE_MS) })).toMatchObject({ sent: 1 });
    expect(server.delivered).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2, leaseUntil: null });
  });

  it("cannot record over a row another sender has taken over after its lease ran out", async () => {
    await queue(1);
    const start = new Date(Date.now() + 1_000);
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = sendDueMail({ now: () => start, deliver: () => stuck.then(() => Promise.reject(new Error("421 Timeout"))) });
    await vi.waitFor(async () => expect((await rows())[0]).toMatchObject({ status: "sending" }));
    const server = recordingServer();
    expect(await sendDueMail({ deliver: server.deliver, now: () => new Date(start.getTime() + LEASE_MS) })).toMatchObject({ sent: 1 });
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    release();
    expect(await slow).toMatchObject({ sent: 0, retrying: 0 });
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining("lease ran out"));
    warnings.mockRestore();
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });
});

describe("retries", () => {
  it("follow the backoff schedule and give up a day after queuing, keeping the last error", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await queue(1);
    const [queued] = await rows();
    const schedule = getConfig().mail.retry;
    const deadline = queued!.queuedAt.getTime() + schedule.giveUpAfterMs;
    let now = new Date(queued!.queuedAt.getTime());
    let attempts = 0;
    for (;;) {
      const report = await sendDueMail({ deliver: refusingServer(`451 Busy (attempt ${attempts + 1})`), now: () => now });
      attempts += 1;
      const [row] = await rows();
      expect(row!.attempts).toBe(attempts);
      if (report.failed) {
        expect(row).toMatchObject({ status: "failed", lastError: `451 Busy (attempt ${attempts})`, failedAt: now, leaseUntil: null, sentAt: null });
        break;
      }
      expect(row).toMatchObject({ status: "queued", lastError: `451 Busy (attempt ${attempts})` });
      expect(row!.nextAttemptAt.getTime()).toBe(Math.min(now.getTime() + retryDelayMs(schedule, attempts), deadline));
      now = row!.nextAttemptAt;
    }
    expect(now.getTime()).toBe(deadline);
    expect(attempts).toBe(32);
    expectConsoleError(/given up/);
    vi.restoreAllMocks();
  });
});

describe("resendMail", () => {
  it("requeues a failed message for a fresh day of retries, audited, and the sender delivers it", async () => {
    const [id] = await queue(1);
    await getDb().update(mailOutbox).set({ status: "failed", attempts: 32, lastError: "451 Busy", failedAt: new Date() }).where(eq(mailOutbox.id, id!));
    const now = new Date(Date.now() + 1_000);
    expect(await resendMail(admin, id, now)).toEqual({ success: true, id });
    expect((await rows())[0]).toMatchObject({ status: "queued", attempts: 0, queuedAt: now, nextAttemptAt: now, lastError: "451 Busy", failedAt: null });
    const [entry] = await getDb().select().from(auditLog);
    expect(entry).toMatchObject({ action: "mail.resend", subjectType: "mail", subjectId: id, before: { status: "failed", attempts: 32, lastError: "451 Busy" } });

    const server = recordingServer();
    expect(await sendDueMail({ deliver: server.deliver, now: () => now })).toMatchObject({ sent: 1 });
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("refuses a message that is not failed or kept, an unknown id and a malformed one, changing nothing", async () => {
    const [id] = await queue(1);
    expect(await resendMail(admin, id)).toEqual({ success: false, error: OUTBOX_MESSAGES.notResendable, code: "conflict" });
    expect(await resendMail(admin, "5f0c8a4e-1b7d-4c1e-9a51-3f2d7c9e8b10")).toEqual({ success: false, error: OUTBOX_MESSAGES.notFound, code: "not_found" });
    expect(await resendMail(admin, "'; drop table mail_outbox; --")).toEqual({ success: false, error: OUTBOX_MESSAGES.notFound, code: "not_found" });
    expect((await rows())[0]).toMatchObject({ status: "queued", attempts: 0 });
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });
});
