import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession, sessionCookie } from "~/features/accounts/session.server";
import { users } from "~/features/accounts/user.table";
import { auditLog } from "~/features/audit/audit.table";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { sendDueMail } from "~/features/mail/send-due-mail.server";
import { clearMailbox, close, listen, newMailbox, SMTP_PASSWORD, SMTP_USER, smtpServer } from "~/features/mail/smtp-test-helpers";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { action, loader } from "./mail";

const SECTION = "http://localhost/admin/admindashboard/mail";
const mailbox = newMailbox();
const smtp = smtpServer(mailbox);

beforeAll(async () => {
  const port = await listen(smtp);
  vi.stubEnv("SMTP_URL", `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`);
  resetConfigForTests();
});

afterAll(async () => {
  await close(smtp);
  vi.unstubAllEnvs();
  resetConfigForTests();
});

afterEach(() => {
  clearMailbox(mailbox);
  vi.restoreAllMocks();
});

async function adminCookie(): Promise<string> {
  const [admin] = await getDb()
    .insert(users)
    .values({ email: "admin@example.test", name: "Office Admin", role: "admin", status: "active", passwordHash: "not-a-real-hash" })
    .returning({ id: users.id });
  const session = await createSession(admin!.id);
  return sessionCookie(session.token, session.expiresAt).split(";")[0]!;
}

const route = { params: {}, context: {} };
const view = (cookie: string) => loader({ ...route, request: new Request(SECTION, { headers: { cookie } }) } as never);

async function resend(cookie: string, id: string): Promise<Response> {
  const body = new URLSearchParams({ intent: "resend", id });
  const request = new Request(SECTION, { method: "POST", body, headers: { cookie, "content-type": "application/x-www-form-urlencoded" } });
  return action({ ...route, request } as never).then(
    () => Promise.reject(new Error("expected a redirect")),
    (thrown: unknown) => thrown as Response,
  );
}

describe("the Mail section", () => {
  it("shows a message the server refused as failed, with the server's reason and the island time it failed, apart from one still queued; Resend sends it once the address works", async () => {
    const cookie = await adminCookie();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mailbox.refusals.set("nobody@example.com", { code: 550, message: "5.1.1 <nobody@example.com>: Recipient address rejected: no such user" });
    mailbox.refusals.set("busy@example.com", { code: 451, message: "4.2.1 Mailbox busy, try again later" });
    const refused = await enqueueMail(getDb(), { to: "nobody@example.com", subject: "Your booking request", text: "Thank you." });
    const deferred = await enqueueMail(getDb(), { to: "busy@example.com", subject: "Your showing", text: "See you there." });
    // 14:30 UTC is 10:30 in the morning on St. John (UTC−4 all year).
    const at = new Date("2026-03-14T14:30:00Z");

    expect(await sendDueMail({ now: () => at })).toMatchObject({ failed: 1, retrying: 1 });
    expectConsoleError(/refused by the mail server/);

    const page = await view(cookie);
    expect(page.failed).toHaveLength(1);
    expect(page.failed[0]).toMatchObject({
      id: refused.id,
      to: "nobody@example.com",
      status: "failed",
      statusLabel: "Failed",
      attempts: 1,
      errorLabel: "Reason",
      lastError: "550 5.1.1 <nobody@example.com>: Recipient address rejected: no such user",
      resendable: true,
    });
    expect(page.failed[0]!.detail).toMatch(/^Failed Mar 14, 2026, 10:30\sAM AST$/);

    const queued = page.messages.rows.find((row) => row.id === deferred.id);
    expect(queued).toMatchObject({ status: "queued", statusLabel: "Queued", errorLabel: "Last error", resendable: false });
    expect(queued!.lastError).toContain("451 4.2.1 Mailbox busy");
    expect(queued!.detail).toMatch(/^Next attempt Mar 14, 2026, 10:30\sAM AST$/);
    expect(queued!.statusPill).not.toBe(page.failed[0]!.statusPill);
    expect(page.messages.rows.find((row) => row.id === refused.id)).toMatchObject({ statusLabel: "Failed", errorLabel: "Reason" });

    const answer = await resend(cookie, refused.id);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/admindashboard/mail?done=resent");
    const [audit] = await getDb().select().from(auditLog);
    expect(audit).toMatchObject({ action: "mail.resend", subjectId: refused.id, before: { status: "failed", lastError: expect.stringContaining("no such user") } });
    const afterResend = await view(cookie);
    expect(afterResend.failed).toEqual([]);
    expect(afterResend.messages.rows.find((row) => row.id === refused.id)).toMatchObject({ status: "queued", attempts: 0, resendable: false });

    // The mailbox has been created since: the message resent goes through.
    mailbox.refusals.delete("nobody@example.com");
    expect(await sendDueMail()).toMatchObject({ sent: 1 });
    expect(mailbox.received.map((mail) => mail.to)).toEqual([["nobody@example.com"]]);
    expect((await view(cookie)).messages.rows.find((row) => row.id === refused.id)).toMatchObject({ status: "sent", statusLabel: "Sent" });
  });
});
