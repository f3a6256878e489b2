import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { seedDemoUsers } from "./demo-users.server";
import { emailVerificationTokens } from "./email-verification.table";
import {
  checkVerificationLink,
  resendVerificationLink,
  verifyEmail,
  VERIFY_LINK_LIFETIME_MS,
} from "./email-verification.server";
import { registerAgent } from "./agent-registration.server";
import { users } from "./user.table";
import { createUser } from "./users.server";

const PASSWORD = "correct horse battery staple";
const agent = { name: "Dana Sprauve", email: "dana@example.com", password: PASSWORD };

/** The token of the newest confirmation link mailed to `to`. */
async function mailedToken(to = agent.email): Promise<string> {
  const mail = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const links = mail.map((row) => /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(row.text)?.[1]).filter(Boolean);
  if (links.length === 0) throw new Error(`no confirmation link was mailed to ${to}`);
  return links.at(-1)!;
}

async function verifiedAt(email = agent.email) {
  const [row] = await getDb().select({ at: users.emailVerifiedAt }).from(users).where(eq(users.email, email));
  return row?.at ?? null;
}

async function registered(now = new Date()) {
  const result = await registerAgent(agent, { now });
  if (!result.success || !result.created) throw new Error("not registered");
  return { id: result.id, token: await mailedToken() };
}

describe("the confirmation link", () => {
  it("is mailed on registration with only our own words, and only its hash is stored", async () => {
    const { token } = await registered();
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, agent.email));
    expect(mail).toMatchObject({ status: "queued", subject: "Confirm your e-mail address for Sugar Apple Realty" });
    expect(mail!.text).toContain(`${getConfig().publicUrl}/verify-email?token=${token}`);
    // Nothing typed in the form travels to the typed address.
    expect(mail!.text).not.toContain("Dana");
    const stored = await getDb().select().from(emailVerificationTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toBe(token);
    expect(stored[0]).toMatchObject({ email: agent.email, usedAt: null });
  });

  it("confirms the address once: checking it uses nothing, the second use is refused", async () => {
    const { id, token } = await registered();
    // Opening the link (a mail scanner's fetch) only looks.
    expect(await checkVerificationLink(token)).toBe("valid");
    expect(await checkVerificationLink(token)).toBe("valid");
    expect(await verifiedAt()).toBeNull();

    expect(await verifyEmail(token)).toEqual({ success: true, email: agent.email, userId: id });
    expect(await verifiedAt()).toBeInstanceOf(Date);
    expect(await checkVerificationLink(token)).toBe("used");
    expect(await verifyEmail(token)).toEqual({
      success: false,
      error: "This confirmation link has already been used. Sign in to see whether your address is confirmed.",
      code: "gone",
    });
  });

  it("is refused after a day, and a token never issued or malformed is refused", async () => {
    const issued = new Date();
    const { token } = await registered(issued);
    const late = new Date(issued.getTime() + VERIFY_LINK_LIFETIME_MS + 1_000);
    expect(await checkVerificationLink(token, late)).toBe("expired");
    expect(await verifyEmail(token, { now: late })).toMatchObject({ success: false, error: expect.stringContaining("has expired"), code: "gone" });
    // A token never issued is bad input, not a link that has gone.
    expect(await verifyEmail("B".repeat(43))).toEqual({ success: false, error: expect.stringContaining("is not valid") });
    expect(await verifyEmail(`${token.slice(0, 42)}x`)).toMatchObject({ success: false });
    expect(await verifyEmail("../../etc")).toMatchObject({ success: false, error: expect.stringContaining("is not valid") });
    expect(await verifiedAt()).toBeNull();
    // Still usable within its day.
    expect(await verifyEmail(token, { now: new Date(issued.getTime() + VERIFY_LINK_LIFETIME_MS - 1_000) })).toMatchObject({ success: true });
  });

  it("confirms only the address it was sent to, not one the account has since changed to", async () => {
    const { id, token } = await registered();
    await getDb().update(users).set({ email: "someone.else@example.com" }).where(eq(users.id, id));
    expect(await verifyEmail(token)).toMatchObject({ success: false });
    expect(await verifiedAt("someone.else@example.com")).toBeNull();
  });

  it("uses up the user's other links too", async () => {
    const { id } = await registered();
    const first = await mailedToken();
    await resendVerificationLink({ id });
    const second = await mailedToken();
    expect(second).not.toBe(first);
    expect(await verifyEmail(second)).toMatchObject({ success: true });
    expect(await checkVerificationLink(first)).toBe("used");
  });
});

describe("sending the link again", () => {
  it("sends a new link, at most three an hour, and none once the address is confirmed", async () => {
    const now = new Date();
    const { id } = await registered(now);
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const result = await resendVerificationLink({ id }, { now: new Date(now.getTime() + (i + 1) * 1_000) });
      outcomes.push(result.success ? result.outcome : result.error);
    }
    expect(outcomes).toEqual(["sent", "sent", "limited"]);
    const later = await resendVerificationLink({ id }, { now: new Date(now.getTime() + 61 * 60 * 1000) });
    expect(later).toEqual({ success: true, outcome: "sent" });
    expect(await verifyEmail(await mailedToken())).toMatchObject({ success: true });
    expect(await resendVerificationLink({ id })).toEqual({ success: true, outcome: "already-verified" });
    const links = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, agent.email));
    expect(links).toHaveLength(4);
  });
});

describe("accounts made by someone trusted", () => {
  it("count as confirmed: the command line's and the demo accounts", async () => {
    const created = await createUser({ email: "boss@example.com", name: "Boss", role: "admin", status: "active", password: PASSWORD }, { emailVerified: true });
    expect(created.success).toBe(true);
    expect(await verifiedAt("boss@example.com")).toBeInstanceOf(Date);
    await seedDemoUsers(getDb(), PASSWORD);
    const demo = await getDb().select({ email: users.email, at: users.emailVerifiedAt }).from(users).where(eq(users.role, "agent"));
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((row) => row.at instanceof Date)).toBe(true);
    // An account made without that word is not.
    await createUser({ email: "plain@example.com", name: "Plain", role: "agent", password: PASSWORD });
    expect(await verifiedAt("plain@example.com")).toBeNull();
  });
});
