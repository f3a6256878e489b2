import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { mailOutbox } from "./outbox.table";
import { MAIL_NOT_SENT, sendMail } from "./send-mail.server";

type Received = { from: string | undefined; to: string[]; raw: string };

const SMTP_USER = "mailer";
const SMTP_PASSWORD = "s3cret-smtp-pass";
const received: Received[] = [];

// A real SMTP server in this process, on a random local port.
const smtp = new SMTPServer({
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
let smtpPort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
};

describe("sendMail", () => {
  it("sends through SMTP and records the message as sent", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    const result = await sendMail(message);
    expect(result).toMatchObject({ success: true, id: expect.any(String) });

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["office@sugarapplerealty.example"]);
    expect(received[0]!.from).toBe("no-reply@sugarapplerealty.example");
    expect(received[0]!.raw).toContain("Subject: Website enquiry from Ada Lovelace");
    expect(received[0]!.raw).toContain("Reply-To: ada@example.com");
    expect(received[0]!.raw).toContain("Is Villa Solstice free in March?");

    const rows = await getDb().select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...message, status: "sent", error: null });
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
  });

  it("records a failure when the SMTP server cannot be reached, and logs it without the password", async () => {
    useSmtp(`smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${await closedPort()}`);
    const errors = vi.spyOn(console, "error");
    const result = await sendMail(message);
    expect(result).toEqual({ success: false, error: MAIL_NOT_SENT });

    const logged = errors.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(logged).toContain("ECONNREFUSED");
    expect(logged).not.toContain(SMTP_PASSWORD);
    expectConsoleError(/Mail not sent/);

    const rows = await getDb().select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: message.to, status: "failed", sentAt: null });
    expect(rows[0]!.error).toMatch(/ECONNREFUSED/);
    expect(received).toHaveLength(0);
  });

  it("records a refused login as failed", async () => {
    useSmtp(`smtp://${SMTP_USER}:wrong-password@127.0.0.1:${smtpPort}`);
    expect(await sendMail(message)).toEqual({ success: false, error: MAIL_NOT_SENT });
    expectConsoleError(/Mail not sent/);
    const [row] = await getDb().select().from(mailOutbox);
    expect(row).toMatchObject({ status: "failed" });
    expect(row!.error).not.toContain("wrong-password");
    expect(received).toHaveLength(0);
  });

  it("keeps the message in the outbox and logs one line when no SMTP is configured", async () => {
    useSmtp(undefined);
    vi.stubEnv("LOG_LEVEL", "info");
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const result = await sendMail(message);
    expect(result).toMatchObject({ success: true, id: expect.any(String) });

    const lines = info.mock.calls.map((call) => call.join(" "));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("office@sugarapplerealty.example");
    expect(lines[0]).toContain("Website enquiry from Ada Lovelace");
    info.mockRestore();

    const rows = await getDb().select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...message, status: "kept", sentAt: null, error: null });
  });
});
