import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { ACCOUNT_MESSAGES } from "./account-rules";
import { handleSignupForm } from "./buyer-signup.server";
import { verifyEmail } from "./email-verification.server";
import { hashPassword } from "./password.server";
import { validateSessionToken } from "./session.server";
import { users } from "./user.table";

const PASSWORD = "a buyer's long password";

function form(fields: Record<string, string>, honeypot = "") {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  formData.set(SPAM_GUARD_FIELDS.honeypot, honeypot);
  formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: Date.now() - 60_000 }));
  return formData;
}

describe("buyer sign-up", () => {
  it("opens an active buyer account, signs it in and mails a single-use confirmation link", async () => {
    const reply = await handleSignupForm(form({ name: "Riley Quinn", email: "Riley@Example.test", password: PASSWORD }), { clientAddress: "203.0.113.1" });
    if (reply.status !== 303) throw new Error(`expected a redirect, got ${reply.status}`);
    expect(reply.location).toBe("/account");

    const [account] = await getDb().select().from(users);
    expect(account).toMatchObject({ role: "buyer", status: "active", name: "Riley Quinn", emailVerifiedAt: null });
    const token = /session=([^;]+)/.exec(reply.setCookie)?.[1] ?? "";
    expect((await validateSessionToken(token))?.user).toMatchObject({ id: account!.id, role: "buyer", emailVerified: false });

    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail).toMatchObject({ to: "Riley@Example.test", subject: "Confirm your e-mail address for Sugar Apple Realty" });
    expect(mail!.text).toContain("A buyer account");
    const link = /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(await verifyEmail(link!)).toMatchObject({ success: true });
    expect(await verifyEmail(link!)).toMatchObject({ success: false });
    const [verified] = await getDb().select({ at: users.emailVerifiedAt }).from(users);
    expect(verified!.at).toBeInstanceOf(Date);
  });

  it("returns a new buyer to the same-site page they came from, never to another site", async () => {
    const back = await handleSignupForm(
      form({ name: "Riley Quinn", email: "riley@example.test", password: PASSWORD, redirectTo: "/account/searches?new=minBeds%3D3" }),
      { clientAddress: "203.0.113.2" },
    );
    expect(back).toMatchObject({ status: 303, location: "/account/searches?new=minBeds%3D3" });
    const away = await handleSignupForm(
      form({ name: "Sam Lee", email: "sam@example.test", password: PASSWORD, redirectTo: "//evil.example/phish" }),
      { clientAddress: "203.0.113.3" },
    );
    expect(away).toMatchObject({ status: 303, location: "/account" });
  });

  it("answers an address that has an account like registration does: no account, no session, the owner told", async () => {
    await getDb()
      .insert(users)
      .values({ email: "owner@example.test", name: "Owner", role: "agent", status: "active", passwordHash: await hashPassword("the owner's own password") });
    const reply = await handleSignupForm(form({ name: "Mallory", email: "OWNER@example.test", password: PASSWORD }));
    expect(reply).toEqual({ status: 200, body: { registered: true, message: ACCOUNT_MESSAGES.buyerSignedUp } });
    expect(await getDb().select().from(users)).toHaveLength(1);
    const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "owner@example.test"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Someone tried to create an account with your e-mail address"]);
    expect(mails[0]!.text).not.toContain("Mallory");
  });

  it("refuses bad input with field messages and stores nothing", async () => {
    const reply = await handleSignupForm(form({ name: "", email: "not an address", password: "short" }));
    expect(reply).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: "Please enter your name", email: "Please enter a valid e-mail address", password: "Your password must be at least 12 characters" } },
    });
    expect(reply.body).not.toHaveProperty("values.password");
    expect(await getDb().select().from(users)).toEqual([]);
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
  });

  it("drops a filled honeypot with the same answer and limits sign-ups per connection", async () => {
    const dropped = await handleSignupForm(form({ name: "Bot", email: "bot@example.test", password: PASSWORD }, "http://spam.example"));
    expect(dropped).toMatchObject({ status: 200 });
    expect(await getDb().select().from(users)).toEqual([]);

    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const reply = await handleSignupForm(form({ name: "Casey", email: `casey${index}@example.test`, password: PASSWORD }), { clientAddress: "198.51.100.9" });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect(await getDb().select().from(users)).toHaveLength(5);
  });
});
