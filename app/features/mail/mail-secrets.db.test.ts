import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkVerificationLink, issueVerificationLink } from "~/features/accounts/email-verification.server";
import { checkResetLink, requestPasswordReset } from "~/features/accounts/password-reset.server";
import { users } from "~/features/accounts/user.table";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { matchSavedSearches } from "~/features/saved-searches/match-saved-searches.server";
import { approvedByReview, createTestBuyer, createTestSearch } from "~/features/saved-searches/saved-search-test-data";
import { sendSavedSearchAlerts } from "~/features/saved-searches/send-alerts.server";
import { unsubscribeToken } from "~/features/saved-searches/unsubscribe-token.server";
import { enqueueMail } from "./enqueue-mail.server";
import type { MailMessage } from "./mail-message";
import { listOutbox, resendMail } from "./outbox-admin.server";
import { mailOutbox } from "./outbox.table";
import { sendDueMail } from "./send-due-mail.server";
import { clearMailbox, close, listen, newMailbox, SMTP_PASSWORD, SMTP_USER, smtpServer } from "./smtp-test-helpers";

const mailbox = newMailbox();
const smtp = smtpServer(mailbox);
let smtpUrl = "";

beforeAll(async () => {
  smtpUrl = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${await listen(smtp)}`;
});

afterAll(async () => {
  await close(smtp);
});

afterEach(() => {
  clearMailbox(mailbox);
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** Sends through a real SMTP server, as SMTP_URL configures it. */
function withSmtp() {
  vi.stubEnv("SMTP_URL", smtpUrl);
  resetConfigForTests();
}

async function addUser(email: string) {
  const [row] = await getDb().insert(users).values({ email, name: "Morgan Hale", role: "agent", status: "active", passwordHash: "not-a-real-hash" }).returning();
  return row!;
}

const outbox = () => getDb().select().from(mailOutbox);
/** A received message's text with quoted-printable's soft line breaks undone. */
const receivedText = (index: number) => mailbox.received[index]!.raw.replace(/=\r\n/g, "");
const tokenIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
const RESET_TOKEN = /\/reset-password\/([A-Za-z0-9_-]{43})/;
const VERIFY_TOKEN = /\/verify-email\?token=([A-Za-z0-9_-]{43})/;

describe("secrets in mail", () => {
  it("a reset link reaches its recipient whole, and once sent the outbox keeps the mail without its token", async () => {
    withSmtp();
    await requestPasswordReset((await addUser("morgan@example.com")).email);
    const [queued] = await outbox();
    const token = tokenIn(queued!.text, RESET_TOKEN)!;
    expect(token).toBeDefined();

    expect(await sendDueMail()).toMatchObject({ sent: 1 });
    expect(mailbox.received).toHaveLength(1);
    expect(receivedText(0)).toContain(`/reset-password/${token}`);

    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: "sent", secrets: null });
    expect(sent!.text).not.toContain(token);
    expect(sent!.text).toContain("/reset-password/[redacted]");
    expect(sent!.text).toContain("the link works once, within one hour");
    // Only the stored copy changed: the link in the recipient's mail still works.
    expect(await checkResetLink(token)).toBe("valid");

    // The Mail section still lists the message, and nothing it shows holds the token.
    const listed = await listOutbox({ id: "00000000-0000-4000-8000-00000000ad01", role: "admin", status: "active" });
    if (!listed.success) throw new Error(listed.error);
    expect(listed.data.messages.rows).toMatchObject([{ id: sent!.id, status: "sent", subject: "Reset your Sugar Apple Realty password", keptText: null }]);
    expect(JSON.stringify(listed.data)).not.toContain(token);
  });

  it("a saved-search alert's unsubscribe token, which never expires, leaves the stored copy once the alert is sent", async () => {
    withSmtp();
    const buyer = await createTestBuyer();
    const searchId = await createTestSearch(buyer, "area=Gifft Hill", "instant", "Gifft Hill homes");
    await approvedByReview({ area: "Gifft Hill", title: "Hillside cottage", listPrice: 640_000 });
    await matchSavedSearches({ clockMarginMs: 0 });
    await sendSavedSearchAlerts();
    const token = unsubscribeToken(searchId);
    expect((await outbox())[0]!.headers).toMatchObject({ "List-Unsubscribe": expect.stringContaining(token) });

    expect(await sendDueMail()).toMatchObject({ sent: 1 });
    expect(receivedText(0)).toContain(token);
    const [sent] = await outbox();
    expect(JSON.stringify(sent)).not.toContain(token);
  });

  it("a confirmation link is removed from the stored copy once sent, whatever mail server delivered it", async () => {
    const user = await addUser("casey@example.com");
    await getDb().transaction((tx) => issueVerificationLink(tx, user));
    const token = tokenIn((await outbox())[0]!.text, VERIFY_TOKEN)!;
    const delivered: MailMessage[] = [];
    expect(await sendDueMail({ deliver: async (message) => void delivered.push(message) })).toMatchObject({ sent: 1 });

    expect(delivered[0]!.text).toContain(`/verify-email?token=${token}`);
    const [sent] = await outbox();
    expect(sent!.text).not.toContain(token);
    expect(sent!.text).toContain("/verify-email?token=[redacted]");
    expect(await checkVerificationLink(token)).toBe("valid");
  });

  it("keeps the link while the message may still be delivered: kept for want of a mail server, or waiting for a retry", async () => {
    // Without SMTP the administrator reading the Mail section is the delivery: the kept message shows its link.
    await requestPasswordReset((await addUser("morgan@example.com")).email);
    expect(await sendDueMail()).toMatchObject({ kept: 1 });
    const [kept] = await outbox();
    const token = tokenIn(kept!.text, RESET_TOKEN)!;
    expect(kept!.secrets).toEqual([token]);
    const listed = await listOutbox({ id: "00000000-0000-4000-8000-00000000ad01", role: "admin", status: "active" });
    if (!listed.success) throw new Error(listed.error);
    expect(listed.data.messages.rows[0]!.keptText).toContain(`/reset-password/${token}`);

    // Sent again once a mail server is set up, it is delivered whole and then stored without the token.
    await resendMail({ id: "00000000-0000-4000-8000-00000000ad01", email: "admin@demo.test", role: "admin" as const, status: "active" as const }, kept!.id);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await sendDueMail({ deliver: async () => Promise.reject(new Error("451 Try again later")) })).toMatchObject({ retrying: 1 });
    expect((await outbox())[0]!.text).toContain(token);
    withSmtp();
    expect(await sendDueMail({ now: () => new Date(Date.now() + 60 * 60 * 1000) })).toMatchObject({ sent: 1 });
    expect(receivedText(0)).toContain(token);
    expect((await outbox())[0]!.text).not.toContain(token);
  });

  it("removes every marked secret from the text and the headers, and nothing that was not marked", async () => {
    await enqueueMail(getDb(), {
      to: "guest@example.com",
      subject: "Your links",
      text: "Open https://example.test/a?key=first-secret and https://example.test/b?key=first-secret, or https://example.test/c?key=public",
      headers: { "List-Unsubscribe": "<https://example.test/stop?token=second-secret>" },
      secrets: ["first-secret", "second-secret", ""],
    });
    await sendDueMail({ deliver: async () => undefined });
    const [sent] = await outbox();
    expect(sent!.text).toMatch(/^Open https:\/\/example\.test\/a\?key=\[redacted\] and https:\/\/example\.test\/b\?key=\[redacted\], or https:\/\/example\.test\/c\?key=public\n\n-- \n/);
    expect(sent!.headers).toEqual({ "List-Unsubscribe": "<https://example.test/stop?token=[redacted]>" });
  });

  it("removes secrets from the HTML part too, where the layout wrote them escaped", async () => {
    const link = "https://example.test/stay/1?view=full&key=third-secret";
    await enqueueMail(getDb(), {
      to: "guest@example.com",
      subject: "Your stay",
      text: `Your booking page:\n\n${link}`,
      action: { label: "Open your booking page", href: link },
      secrets: [link],
    });
    const [queued] = await outbox();
    expect(queued!.html).toContain(`href="https://example.test/stay/1?view=full&amp;key=third-secret"`);
    await sendDueMail({ deliver: async () => undefined });
    const [sent] = await outbox();
    expect(sent!.html).not.toContain("third-secret");
    expect(sent!.html).toContain(`href="[redacted]"`);
    expect(sent!.text).not.toContain("third-secret");
  });
});
