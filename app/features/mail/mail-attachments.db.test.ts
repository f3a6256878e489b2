import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { enqueueMail } from "./enqueue-mail.server";
import { mailOutbox } from "./outbox.table";
import { sendDueMail } from "./send-due-mail.server";
import { clearMailbox, close, listen, newMailbox, SMTP_PASSWORD, SMTP_USER, smtpServer } from "./smtp-test-helpers";

const mailbox = newMailbox();
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

describe("a message with a file", () => {
  it("keeps the file with the queued message and delivers it as an attachment", async () => {
    vi.stubEnv("SMTP_URL", `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    vi.stubEnv("MAIL_FROM", "Sugar Apple Realty <no-reply@sugarapplerealty.example>");
    resetConfigForTests();
    const content = Buffer.from("%PDF-1.7 a valuation").toString("base64");
    await enqueueMail(getDb(), {
      to: "ada@example.com",
      subject: "Your home valuation",
      text: "Here it is.",
      attachments: [{ filename: "valuation.pdf", contentType: "application/pdf", contentBase64: content }],
    });
    const [queued] = await getDb().select().from(mailOutbox);
    expect(queued!.attachments).toEqual([{ filename: "valuation.pdf", contentType: "application/pdf", contentBase64: content }]);

    expect(await sendDueMail()).toMatchObject({ sent: 1 });
    expect(mailbox.received).toHaveLength(1);
    const raw = mailbox.received[0]!.raw;
    expect(raw).toMatch(/Content-Type: application\/pdf; name=valuation\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=valuation\.pdf/);
    expect(raw).toContain(content);
  });
});
