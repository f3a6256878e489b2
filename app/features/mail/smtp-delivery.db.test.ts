import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getConfig, resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { enqueueMail } from "./enqueue-mail.server";
import { runMailSender } from "./mail-sender.server";
import { mailOutbox } from "./outbox.table";
import { sendDueMail } from "./send-due-mail.server";
import { MAX_REASON_LENGTH } from "./send-mail.server";
import { clearMailbox, close, closedPort, listen, newMailbox, SMTP_PASSWORD, SMTP_USER, smtpServer } from "./smtp-test-helpers";

const mailbox = newMailbox();
const received = mailbox.received;

const smtp = smtpServer(mailbox);
let smtpPort = 0;

beforeAll(async () => {
  smtpPort = await listen(smtp);
});

afterAll(async () => {
  await close(smtp);
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  clearMailbox(mailbox);
});

function useSmtp(url: string | undefined) {
  vi.stubEnv("SMTP_URL", url ?? "");
  vi.stubEnv("MAIL_FROM", "Sugar Apple Realty <no-reply@sugarapplerealty.example>");
  resetConfigForTests();
}

const message = {
  to: "office@sugarapplerealty.example",
  subject: "Website inquiry from Ada Lovelace",
  text: "Is Villa Solstice free in March?",
  replyTo: "ada@example.com",
  headers: { "X-Enquiry": "contact-form" },
};

const rows = () => getDb().select().from(mailOutbox);

describe("delivery through a real SMTP server", () => {
  it("sends a queued message once, with its sender, reply-to and headers, and records it as sent", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    await enqueueMail(getDb(), message);
    expect(received).toHaveLength(0);

    expect(await sendDueMail()).toMatchObject({ sent: 1, retrying: 0 });
    expect(await sendDueMail()).toMatchObject({ sent: 0 });

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["office@sugarapplerealty.example"]);
    expect(received[0]!.from).toBe("no-reply@sugarapplerealty.example");
    expect(received[0]!.raw).toContain("Subject: Website inquiry from Ada Lovelace");
    expect(received[0]!.raw).toContain("Reply-To: ada@example.com");
    expect(received[0]!.raw).toContain("X-Enquiry: contact-form");
    expect(received[0]!.raw).toContain("Is Villa Solstice free in March?");
    const [row] = await rows();
    expect(row).toMatchObject({ to: message.to, status: "sent", attempts: 1, lastError: null, leaseUntil: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("sends an invitation's calendar as a text/calendar part with its METHOD, beside the text", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    const calendar = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "METHOD:REQUEST", "BEGIN:VEVENT", "UID:showing-1@example.com", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
    await enqueueMail(getDb(), { to: "buyer@example.com", subject: "Showing confirmed", text: "See you there.", calendar });
    expect((await rows())[0]!.calendar).toBe(calendar);

    expect(await sendDueMail()).toMatchObject({ sent: 1 });
    const raw = received[0]!.raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(raw).toContain("See you there.");
    expect(raw.replace(/=\r\n/g, "")).toContain("UID:showing-1@example.com");
  });

  it("keeps a message queued while the server is down, and delivers it exactly once when it is back", async () => {
    const port = await closedPort();
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await enqueueMail(getDb(), message);
    const start = new Date();

    expect(await sendDueMail({ now: () => start })).toMatchObject({ sent: 0, retrying: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: "queued", attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    expect(row!.nextAttemptAt.getTime() - start.getTime()).toBe(15_000);
    const logged = warnings.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(logged).toContain("ECONNREFUSED");
    expect(logged).not.toContain(SMTP_PASSWORD);

    // Not yet due: nothing is tried.
    expect(await sendDueMail({ now: () => new Date(start.getTime() + 15_000 - 1) })).toMatchObject({ sent: 0, retrying: 0 });

    const revived = smtpServer(mailbox);
    await listen(revived, port);
    try {
      const later = new Date(start.getTime() + 15_000);
      expect(await sendDueMail({ now: () => later })).toMatchObject({ sent: 1 });
      expect(await sendDueMail({ now: () => new Date(later.getTime() + 60 * 60 * 1000) })).toMatchObject({ sent: 0 });
    } finally {
      await close(revived);
    }
    expect(received).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    warnings.mockRestore();
  });

  it("retries a refused login, without the password in the recorded error or the log", async () => {
    useSmtp(`smtp://${SMTP_USER}:wrong-password@127.0.0.1:${smtpPort}`);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await enqueueMail(getDb(), message);
    expect(await sendDueMail()).toMatchObject({ retrying: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "queued" });
    expect(row!.lastError).toMatch(/Invalid login|535/);
    expect(row!.lastError).not.toContain("wrong-password");
    expect(warnings.mock.calls.flat().join(" ")).not.toContain("wrong-password");
    expect(received).toHaveLength(0);
    warnings.mockRestore();
  });

  it("keeps the message in the outbox and logs one line when no SMTP is configured", async () => {
    useSmtp(undefined);
    vi.stubEnv("LOG_LEVEL", "info");
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await enqueueMail(getDb(), message);
    expect(await sendDueMail()).toMatchObject({ kept: 1, sent: 0 });

    const lines = info.mock.calls.map((call) => call.join(" "));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("office@sugarapplerealty.example");
    expect(lines[0]).toContain("Website inquiry from Ada Lovelace");
    info.mockRestore();
    const [row] = await rows();
    expect(row).toMatchObject({ status: "kept", sentAt: null, lastError: null });
    expect(await sendDueMail()).toMatchObject({ kept: 0 });
  });

  it("the running sender delivers a message committed in a transaction in well under a second", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    // Polling is slowed to a minute: only the commit's wake-up can deliver in time.
    const stop = runMailSender({ pollMs: 60_000 });
    try {
      expect(await stop.listening).toBe(true);
      const committed = Date.now();
      await getDb().transaction(async (tx) => {
        await enqueueMail(tx, message);
      });
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 1_000, interval: 10 });
      expect(Date.now() - committed).toBeLessThan(1_000);
      await vi.waitFor(async () => expect((await rows())[0]).toMatchObject({ status: "sent" }), { timeout: 1_000 });
    } finally {
      await stop();
    }
    expect(received).toHaveLength(1);
  });
});

describe("a refusal from the mail server", () => {
  const nobody = "nobody@example.com";

  it("fails a message refused at RCPT TO (550) after one attempt, keeping the server's reason and the time, and never tries it again", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    mailbox.refusals.set(nobody, { code: 550, message: "5.1.1 <nobody@example.com>: Recipient address rejected: no such user" });
    const { id } = await enqueueMail(getDb(), { ...message, to: nobody });
    const start = new Date();

    expect(await sendDueMail({ now: () => start })).toEqual({ sent: 0, kept: 0, retrying: 0, failed: 1 });
    expectConsoleError(/refused by the mail server.*no such user/);
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      status: "failed",
      attempts: 1,
      lastError: "550 5.1.1 <nobody@example.com>: Recipient address rejected: no such user",
      failedAt: start,
      leaseUntil: null,
      sentAt: null,
    });

    for (const later of [15_000, 60 * 60 * 1000, 2 * 24 * 60 * 60 * 1000]) {
      expect(await sendDueMail({ now: () => new Date(start.getTime() + later) })).toEqual({ sent: 0, kept: 0, retrying: 0, failed: 0 });
    }
    expect(mailbox.recipientsTried).toEqual([nobody]);
    expect(received).toHaveLength(0);
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("fails a message whose sender is refused at MAIL FROM (553) at once", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    mailbox.refusals.set("no-reply@sugarapplerealty.example", { code: 553, message: "5.7.1 Sender address rejected: not owned by user mailer" });
    await enqueueMail(getDb(), message);
    expect(await sendDueMail()).toMatchObject({ failed: 1, retrying: 0 });
    expectConsoleError(/refused by the mail server/);
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 1, lastError: "553 5.7.1 Sender address rejected: not owned by user mailer" });
    expect(mailbox.recipientsTried).toEqual([]);
  });

  it("keeps a message deferred at RCPT TO (451) queued with its next attempt, and delivers it once the server takes it", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mailbox.refusals.set(message.to, { code: 451, message: "4.2.1 Mailbox busy, try again later" });
    await enqueueMail(getDb(), message);
    const start = new Date();

    expect(await sendDueMail({ now: () => start })).toEqual({ sent: 0, kept: 0, retrying: 1, failed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "queued", attempts: 1, failedAt: null, sentAt: null });
    expect(row!.lastError).toContain("451 4.2.1 Mailbox busy, try again later");
    expect(row!.nextAttemptAt).toEqual(new Date(start.getTime() + 15_000));
    expect(warnings.mock.calls.flat().join(" ")).toContain("Mailbox busy");

    mailbox.refusals.delete(message.to);
    expect(await sendDueMail({ now: () => row!.nextAttemptAt })).toMatchObject({ sent: 1 });
    expect(received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null, failedAt: null });
    warnings.mockRestore();
  });

  it("stores a long refusal as one line of bounded length, with the SMTP password blanked out", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    const explanation = `5.7.1 Message rejected for ${SMTP_USER}:${SMTP_PASSWORD} ${"because of policy ".repeat(60)}`;
    mailbox.refusals.set(nobody, { code: 550, message: explanation });
    await enqueueMail(getDb(), { ...message, to: nobody });

    expect(await sendDueMail()).toMatchObject({ failed: 1 });
    const logged = vi.mocked(console.error).mock.calls.flat().map(String).join(" ");
    expect(logged).not.toContain(SMTP_PASSWORD);
    expectConsoleError(/refused by the mail server/);
    const [row] = await rows();
    expect(row!.lastError).toMatch(/^550 5\.7\.1 Message rejected for mailer:\[redacted\] because of policy/);
    expect(row!.lastError).not.toContain(SMTP_PASSWORD);
    expect(Array.from(row!.lastError!).length).toBeLessThanOrEqual(MAX_REASON_LENGTH);
    expect(row!.lastError).toMatch(/…$/);
  });
});

describe("the retry schedule from the MAIL_RETRY_* settings", () => {
  it("spaces attempts by its first delay, growth and maximum, and fails the message with its last reason when its hours are up", async () => {
    vi.stubEnv("MAIL_RETRY_FIRST_DELAY_SECONDS", "60");
    vi.stubEnv("MAIL_RETRY_GROWTH_FACTOR", "3");
    vi.stubEnv("MAIL_RETRY_MAX_DELAY_SECONDS", "600");
    vi.stubEnv("MAIL_RETRY_FOR_HOURS", "1");
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    expect(getConfig().mail.retry).toEqual({ firstDelayMs: 60_000, growthFactor: 3, maxDelayMs: 600_000, giveUpAfterMs: 3_600_000 });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mailbox.refusals.set(message.to, { code: 451, message: "4.3.2 System not accepting network messages" });
    await enqueueMail(getDb(), message);
    const [queued] = await rows();

    const attemptsAt: number[] = [];
    let now = queued!.queuedAt;
    for (let round = 0; round < 20; round += 1) {
      const report = await sendDueMail({ now: () => now });
      attemptsAt.push((now.getTime() - queued!.queuedAt.getTime()) / 1000);
      if (report.failed) break;
      expect(report.retrying).toBe(1);
      now = (await rows())[0]!.nextAttemptAt;
    }
    // 60 s, then three times as long each time, never more than 10 minutes, the last attempt exactly an hour after queuing.
    expect(attemptsAt).toEqual([0, 60, 240, 780, 1380, 1980, 2580, 3180, 3600]);
    expectConsoleError(/given up/);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 9, failedAt: new Date(queued!.queuedAt.getTime() + 3_600_000) });
    expect(row!.lastError).toContain("451 4.3.2 System not accepting network messages");
    expect(mailbox.recipientsTried).toHaveLength(9);
    vi.restoreAllMocks();
  });
});

describe("a message given up", () => {
  it("logs an error once the day of retries is over", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${await closedPort()}`);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { id } = await enqueueMail(getDb(), message);
    const [queued] = await rows();
    const dayLater = new Date(queued!.queuedAt.getTime() + 24 * 60 * 60 * 1000);
    expect(await sendDueMail({ now: () => dayLater })).toMatchObject({ failed: 1 });
    expectConsoleError(/given up/);
    const [row] = await rows();
    expect(row).toMatchObject({ id, status: "failed", failedAt: dayLater });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    warnings.mockRestore();
  });
});
