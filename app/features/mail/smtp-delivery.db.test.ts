import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { enqueueMail } from "./enqueue-mail.server";
import { runMailSender } from "./mail-sender.server";
import { mailOutbox } from "./outbox.table";
import { sendDueMail } from "./send-due-mail.server";

type Received = { from: string | undefined; to: string[]; raw: string };

const SMTP_USER = "mailer";
const SMTP_PASSWORD = "s3cret-smtp-pass";
const received: Received[] = [];

/** A real SMTP server in this process. */
function smtpServer(): SMTPServer {
  return new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
}

async function listen(server: SMTPServer, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return (server.server.address() as AddressInfo).port;
}

async function close(server: SMTPServer) {
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

const smtp = smtpServer();
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
  received.length = 0;
});

function useSmtp(url: string | undefined) {
  vi.stubEnv("SMTP_URL", url ?? "");
  vi.stubEnv("MAIL_FROM", "Sugar Apple Realty <no-reply@sugarapplerealty.example>");
  resetConfigForTests();
}

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const message = {
  to: "office@sugarapplerealty.example",
  subject: "Website enquiry from Ada Lovelace",
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
    expect(received[0]!.raw).toContain("Subject: Website enquiry from Ada Lovelace");
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

    const revived = smtpServer();
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
    expect(lines[0]).toContain("Website enquiry from Ada Lovelace");
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
    expect(row).toMatchObject({ id, status: "failed" });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    warnings.mockRestore();
  });
});
