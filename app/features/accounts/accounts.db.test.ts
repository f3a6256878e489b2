import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getConfig, resetConfigForTests } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { getSessionUser, requireUser } from "./authorization.server";
import { commonPasswordCount, isCommonPassword } from "./common-passwords.server";
import { loginAttempts } from "./login-attempt.table";
import { LOGIN_WINDOW_MS } from "./login-throttle.server";
import { hashPassword } from "./password.server";
import { passwordResetTokens } from "./password-reset.table";
import {
  checkResetLink,
  handleForgotPasswordForm,
  handleResetPasswordForm,
  requestPasswordReset,
  RESET_LINK_LIFETIME_MS,
} from "./password-reset.server";
import { handleAgentRegistrationForm, registerAgent } from "./agent-registration.server";
import { SESSION_LIFETIME_MS, validateSessionToken } from "./session.server";
import { sessions } from "./session.table";
import { handleLoginForm, signIn, signOut } from "./sign-in.server";
import { users } from "./user.table";
import { createUser, getUserById } from "./users.server";

const PASSWORD = "correct horse battery staple";
const agent = { name: "Dana Sprauve", email: "dana@example.com", phone: "(340) 555-0163", password: PASSWORD };

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

async function addUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(users)
    .values({
      email: "morgan@example.com",
      name: "Morgan Hale",
      role: "admin",
      status: "active",
      passwordHash: await hashPassword(PASSWORD),
      ...overrides,
    })
    .returning();
  return row!;
}

function form(fields: Record<string, string>, spamGuard = false) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  if (spamGuard) {
    formData.set(SPAM_GUARD_FIELDS.honeypot, "");
    formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: Date.now() - 60_000 }));
  }
  return formData;
}

function requestWith(cookie: string | undefined) {
  return new Request("http://localhost/agent/agentdashboard", cookie ? { headers: { cookie } } : {});
}

/** The `name=value` part of a Set-Cookie header. */
const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

describe("the common-password list", () => {
  it("holds about 10,000 passwords, each one long enough to pass the length rule", () => {
    expect(commonPasswordCount()).toBeGreaterThan(9_900);
    expect(isCommonPassword("password1234")).toBe(true);
    expect(isCommonPassword("PassWord1234")).toBe(true);
    expect(isCommonPassword(PASSWORD)).toBe(false);
  });
});

describe("registration", () => {
  it("creates a pending agent with an unconfirmed address, mails the confirmation link and tells the brokerage", async () => {
    const result = await registerAgent(agent);
    expect(result).toMatchObject({ success: true, created: true, id: expect.any(String) });
    const [user] = await getDb().select().from(users);
    expect(user).toMatchObject({ email: "dana@example.com", role: "agent", status: "pending", phone: "(340) 555-0163", emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await getDb().select().from(mailOutbox);
    expect(mail.map((row) => [row.to, row.subject]).sort()).toEqual(
      [
        ["dana@example.com", "Confirm your e-mail address for Sugar Apple Realty"],
        [getConfig().mail.to ?? site.email, "New agent registration: Dana Sprauve"],
      ].sort(),
    );
    for (const row of mail) expect(row.text).not.toContain(PASSWORD);
  });

  it("never grants admin or active, whatever the form says", async () => {
    const reply = await handleAgentRegistrationForm(form({ ...agent, role: "admin", status: "active" }, true));
    expect(reply).toEqual({
      status: 200,
      body: {
        registered: true,
        message: "Thank you — please confirm your e-mail address with the link we have sent you; an administrator will review your registration",
      },
    });
    expect(await getDb().select({ role: users.role, status: users.status }).from(users)).toEqual([
      { role: "agent", status: "pending" },
    ]);
  });

  it("never says that an address is taken, also beside other problems (registration.db.test.ts covers the same answer)", async () => {
    await registerAgent(agent);
    const both = await handleAgentRegistrationForm(form({ ...agent, password: "short" }, true));
    expect(both.body).toMatchObject({ fieldErrors: { password: "Your password must be at least 12 characters" } });
    expect(JSON.stringify(both.body)).not.toContain("already exists");
  });

  it("refuses a short, an overlong and a common password, and never echoes it", async () => {
    const cases = [
      ["short pass", "Your password must be at least 12 characters"],
      ["x".repeat(129), "Your password must be 128 characters or fewer"],
      ["qwertyuiop123", "That password is too common; choose a longer or less common one"],
      ["Password1234", "That password is too common; choose a longer or less common one"],
    ] as const;
    for (const [password, message] of cases) {
      const reply = await handleAgentRegistrationForm(form({ ...agent, password }, true));
      expect(reply.status, password).toBe(400);
      expect(reply.body, password).toMatchObject({ fieldErrors: { password: message } });
      expect(JSON.stringify(reply.body)).not.toContain(password);
    }
    expect(await getDb().select().from(users)).toEqual([]);
  });

  it("accepts twelve characters of anything, spaces included, with no composition rules", async () => {
    expect(await registerAgent({ ...agent, password: "aaaa bbbb cc" })).toMatchObject({ success: true });
  });

  it("drops spam silently with the same answer", async () => {
    const spam = form({ ...agent, [SPAM_GUARD_FIELDS.honeypot]: "x" });
    spam.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: Date.now() - 60_000 }));
    const reply = await handleAgentRegistrationForm(spam);
    expect(reply.status).toBe(200);
    expect(await getDb().select().from(users)).toEqual([]);
  });
});

describe("sign-in", () => {
  const context = { clientAddress: "203.0.113.7", userAgent: "Vitest" };

  it("opens a session for the right password and sends each role to its dashboard", async () => {
    await addUser();
    await addUser({ email: "dana@example.com", name: "Dana", role: "agent" });
    const admin = await handleLoginForm(form({ email: "Morgan@Example.com", password: PASSWORD }), context);
    expect(admin).toMatchObject({ status: 303, location: "/admin/admindashboard" });
    const agentReply = await handleLoginForm(form({ email: "dana@example.com", password: PASSWORD }), context);
    expect(agentReply).toMatchObject({ status: 303, location: "/agent/agentdashboard" });
    if (admin.status !== 303) throw new Error("expected a redirect");
    expect(admin.setCookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);

    const user = await getSessionUser(requestWith(cookiePair(admin.setCookie)));
    expect(user).toEqual({ id: expect.any(String), email: "morgan@example.com", name: "Morgan Hale", role: "admin", status: "active", emailVerified: false, phone: null });
    // Only the token's hash is stored.
    const token = cookiePair(admin.setCookie).split("=")[1]!;
    const rows = await getDb().select().from(sessions);
    expect(rows.map((row) => row.id)).not.toContain(token);
    expect(rows[0]).toMatchObject({ userAgent: "Vitest", hint: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
  });

  it("follows a safe same-site redirectTo and ignores any other (safe-redirect-path.test.ts has the full table)", async () => {
    await addUser();
    const reply = await handleLoginForm(form({ email: "morgan@example.com", password: PASSWORD, redirectTo: "/agent/rentals" }), context);
    expect(reply).toMatchObject({ status: 303, location: "/agent/rentals" });
    const hostile = await handleLoginForm(form({ email: "morgan@example.com", password: PASSWORD, redirectTo: "/.//evil.example" }), context);
    expect(hostile).toMatchObject({ status: 303, location: "/admin/admindashboard" });
  });

  it("gives one message for a wrong password and an unknown e-mail", async () => {
    await addUser();
    const wrong = await handleLoginForm(form({ email: "morgan@example.com", password: "not the password" }), context);
    const unknown = await handleLoginForm(form({ email: "nobody@example.com", password: PASSWORD }), context);
    for (const reply of [wrong, unknown]) {
      expect(reply).toEqual({
        status: 400,
        body: { fieldErrors: {}, values: expect.not.objectContaining({ password: expect.anything() }), formError: "That e-mail and password don't match an account" },
      });
    }
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("lets a pending agent sign in and refuses a disabled one with the same message", async () => {
    await addUser({ email: "new@example.com", role: "agent", status: "pending" });
    await addUser({ email: "gone@example.com", role: "agent", status: "disabled" });
    const pending = await signIn({ email: "new@example.com", password: PASSWORD }, context);
    expect(pending).toMatchObject({ success: true, user: { status: "pending", role: "agent" } });
    const disabled = await signIn({ email: "gone@example.com", password: PASSWORD }, context);
    expect(disabled).toMatchObject({ success: false, error: "That e-mail and password don't match an account" });
  });

  it("throttles an account after 5 failures in 15 minutes and says when to try again", async () => {
    await addUser();
    const start = new Date("2025-03-01T12:00:00Z");
    for (let i = 0; i < 5; i++) {
      const at = new Date(start.getTime() + i * 60_000);
      expect(await signIn({ email: "morgan@example.com", password: "wrong password" }, { ...context, now: at })).toMatchObject({
        error: "That e-mail and password don't match an account",
      });
    }
    // Minute 7: even the right password is refused, until the first failure is 15 minutes old.
    const later = new Date(start.getTime() + 7 * 60_000);
    const refused = await handleLoginForm(form({ email: "morgan@example.com", password: PASSWORD }), { ...context, now: later });
    expect(refused).toMatchObject({ status: 429, body: { formError: "Too many attempts. Try again in 8 minutes." } });
    // Another address is throttled for this account too.
    expect(await signIn({ email: "morgan@example.com", password: PASSWORD }, { clientAddress: "198.51.100.1", now: later })).toMatchObject({
      success: false,
      error: "Too many attempts. Try again in 8 minutes.",
    });
    // Refused attempts are not counted: the lock-out ends on time.
    const after = new Date(start.getTime() + LOGIN_WINDOW_MS + 1_000);
    expect(await signIn({ email: "morgan@example.com", password: PASSWORD }, { ...context, now: after })).toMatchObject({ success: true });
    expect(await getDb().select().from(loginAttempts)).toEqual([]);
  });

  it("throttles a client address after 20 failures across accounts", async () => {
    await addUser();
    const now = new Date();
    for (let i = 0; i < 20; i++) {
      await signIn({ email: `guess${i}@example.com`, password: "wrong password" }, { ...context, now: new Date(now.getTime() - 60_000 + i) });
    }
    expect(await signIn({ email: "morgan@example.com", password: PASSWORD }, { ...context, now })).toMatchObject({
      success: false,
      error: "Too many attempts. Try again in 14 minutes.",
    });
    expect(await signIn({ email: "morgan@example.com", password: PASSWORD }, { clientAddress: "198.51.100.1", now })).toMatchObject({
      success: true,
    });
    // Nothing personal is stored for throttling.
    const stored = JSON.stringify(await getDb().select().from(loginAttempts));
    expect(stored).not.toContain("example.com");
    expect(stored).not.toContain("203.0.113.7");
  });

  it("answers a form with missing fields with 400, never a crash", async () => {
    const reply = await handleLoginForm(new FormData(), context);
    expect(reply).toMatchObject({ status: 400, body: { fieldErrors: { email: "Please enter your e-mail address", password: "Please enter your password" } } });
  });
});

describe("sessions", () => {
  async function signedIn(overrides: Partial<typeof users.$inferInsert> = {}, now = new Date()) {
    const user = await addUser(overrides);
    const result = await signIn({ email: user.email, password: PASSWORD }, { clientAddress: "203.0.113.7", now });
    if (!result.success) throw new Error(result.error);
    return { user, token: result.token, cookie: `session=${result.token}` };
  }

  it("expire after their lifetime and are deleted when next seen", async () => {
    const start = new Date();
    const { token } = await signedIn({}, start);
    expect(await validateSessionToken(token, new Date(start.getTime() + SESSION_LIFETIME_MS - 1_000))).not.toBeNull();
    // That use was past half-life, so the session was extended by a full lifetime from then.
    const extended = new Date(start.getTime() + 2 * SESSION_LIFETIME_MS - 2_000);
    expect(await validateSessionToken(token, extended)).not.toBeNull();
    expect(await validateSessionToken(token, new Date(extended.getTime() + SESSION_LIFETIME_MS))).toBeNull();
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("are not extended while young, and ask for the cookie to be sent again when they are", async () => {
    const start = new Date();
    const { token } = await signedIn({}, start);
    const young = await validateSessionToken(token, new Date(start.getTime() + 60 * 60 * 1000));
    expect(young?.session.expiresAt.getTime()).toBe(start.getTime() + SESSION_LIFETIME_MS);
    expect(young?.refreshCookie).toBe(false);
    const renewedAt = new Date(start.getTime() + SESSION_LIFETIME_MS * 0.75);
    const renewed = await validateSessionToken(token, renewedAt);
    expect(renewed?.session.expiresAt.getTime()).toBe(renewedAt.getTime() + SESSION_LIFETIME_MS);
    expect(renewed?.refreshCookie).toBe(true);
  });

  it("end on the server at sign-out", async () => {
    const { cookie } = await signedIn();
    const request = requestWith(cookie);
    expect(await getSessionUser(request)).not.toBeNull();
    const { setCookie } = await signOut(request);
    expect(setCookie).toBe("session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    expect(await getSessionUser(request)).toBeNull();
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("of a disabled user are refused at once", async () => {
    const { user, cookie } = await signedIn({ role: "agent" });
    await getDb().update(users).set({ status: "disabled" }).where(eq(users.id, user.id));
    expect(await getSessionUser(requestWith(cookie))).toBeNull();
    await expect(requireUser(requestWith(cookie), "view:agent-dashboard")).rejects.toMatchObject({ status: 302 });
  });

  it("follow role changes at once, and requireUser sends a role without the page's permission to /login", async () => {
    const { user, cookie } = await signedIn({ role: "agent" });
    await expect(requireUser(requestWith(cookie), "view:agent-dashboard")).resolves.toMatchObject({ role: "agent" });
    const refusal = await requireUser(requestWith(cookie), "view:admin-dashboard").catch((error: unknown) => error as Response);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).headers.get("location")).toBe("/login");
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    await expect(requireUser(requestWith(cookie), "view:admin-dashboard")).resolves.toMatchObject({ role: "admin" });
  });

  it("ignore a forged or malformed cookie and the browser's hints", async () => {
    await signedIn();
    for (const cookie of ["session=" + "A".repeat(43), "session=nonsense", "userToken=abc; userRole=admin; userEmail=morgan@example.com"]) {
      expect(await getSessionUser(requestWith(cookie)), cookie).toBeNull();
    }
  });

  it("use the __Host- cookie with Secure in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL ?? "postgres://unused");
    vi.stubEnv("SESSION_SECRET", "s".repeat(32));
    vi.stubEnv("PUBLIC_URL", "https://www.example.com");
    vi.stubEnv("STORAGE_LOCATION", "/tmp/unused");
    vi.stubEnv("MAIL_FROM", "office@example.com");
    vi.stubEnv("BROKERAGE_LEGAL_NAME", "Sugar Apple Realty LLC");
    vi.stubEnv("BROKERAGE_LICENSE", "B-1042");
    vi.stubEnv("BROKER_OF_RECORD", "Morgan Hale");
    vi.stubEnv("BROKER_LICENSE", "RB-2077");
    resetConfigForTests();
    const { sessionCookie } = await import("./session.server");
    expect(sessionCookie("t".repeat(43), new Date(Date.now() + 60_000))).toMatch(
      /^__Host-session=t{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=(59|60); Secure$/,
    );
  });
});

describe("password reset", () => {
  async function linkToken() {
    const mail = await getDb().select().from(mailOutbox);
    const match = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.at(-1)?.text ?? "");
    if (!match) throw new Error("no reset link was mailed");
    return match[1]!;
  }

  it("answers the same for known and unknown addresses and mails only the account holder", async () => {
    await addUser();
    const known = await handleForgotPasswordForm(form({ email: "morgan@example.com" }, true));
    const unknown = await handleForgotPasswordForm(form({ email: "nobody@example.com" }, true));
    expect(known).toEqual(unknown);
    expect(known).toEqual({ status: 200, body: { sent: true, message: "If an account exists for that e-mail, we have sent a link" } });
    const mail = await getDb().select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: "morgan@example.com", subject: "Reset your Sugar Apple Realty password" });
    const token = await linkToken();
    expect(mail[0]!.text).toContain(`${getConfig().publicUrl}/reset-password/${token}`);
    // Only the hash is stored.
    expect((await getDb().select().from(passwordResetTokens)).map((row) => row.id)).not.toContain(token);
  });

  it("sets the new password once, ends every session and refuses the link afterwards", async () => {
    const user = await addUser();
    const session = await signIn({ email: user.email, password: PASSWORD }, { clientAddress: "203.0.113.7" });
    if (!session.success) throw new Error(session.error);
    await requestPasswordReset(user.email);
    const token = await linkToken();
    const newPassword = "a brand new harbour view";

    const mismatch = await handleResetPasswordForm(token, form({ password: newPassword, confirm: "something else entirely" }));
    expect(mismatch).toMatchObject({ status: 400, body: { fieldErrors: { confirm: "The two passwords do not match" } } });
    const common = await handleResetPasswordForm(token, form({ password: "qwertyuiop123", confirm: "qwertyuiop123" }));
    expect(common).toMatchObject({ status: 400, body: { fieldErrors: { password: "That password is too common; choose a longer or less common one" } } });

    const done = await handleResetPasswordForm(token, form({ password: newPassword, confirm: newPassword }));
    expect(done).toEqual({ status: 200, body: { reset: true, message: "Your password has been changed. Please sign in with it." } });
    expect(await getSessionUser(requestWith(`session=${session.token}`))).toBeNull();
    expect(await signIn({ email: user.email, password: PASSWORD }, { clientAddress: "203.0.113.8" })).toMatchObject({ success: false });
    expect(await signIn({ email: user.email, password: newPassword }, { clientAddress: "203.0.113.8" })).toMatchObject({ success: true });

    expect(await checkResetLink(token)).toBe("used");
    const again = await handleResetPasswordForm(token, form({ password: "yet another harbour view", confirm: "yet another harbour view" }));
    expect(again).toMatchObject({ status: 410, body: { formError: "This password reset link has already been used. Ask for a new one below." } });
  });

  it("refuses a link after an hour and a link that was never issued", async () => {
    const user = await addUser();
    const issued = new Date();
    await requestPasswordReset(user.email, { now: issued });
    const token = await linkToken();
    const late = new Date(issued.getTime() + RESET_LINK_LIFETIME_MS + 1_000);
    expect(await checkResetLink(token, late)).toBe("expired");
    const reply = await handleResetPasswordForm(token, form({ password: "a brand new harbour view", confirm: "a brand new harbour view" }), { now: late });
    expect(reply).toMatchObject({ status: 410, body: { formError: "This password reset link has expired. Ask for a new one below." } });
    expect(await checkResetLink("B".repeat(43))).toBe("invalid");
    expect(await checkResetLink("../../etc")).toBe("invalid");
  });

  it("sends no more than three links an hour and none to a disabled account", async () => {
    await addUser();
    await addUser({ email: "gone@example.com", status: "disabled" });
    for (let i = 0; i < 5; i++) await requestPasswordReset("morgan@example.com");
    await requestPasswordReset("gone@example.com");
    expect(await getDb().select().from(mailOutbox)).toHaveLength(3);
  });
});

describe("createUser and getUserById", () => {
  it("create an active administrator and read it back without its hash", async () => {
    const created = await createUser({ email: "boss@example.com", name: "Boss", role: "admin", status: "active", password: PASSWORD });
    expect(created).toEqual({ success: true, id: expect.any(String) });
    if (!created.success) return;
    const found = await getUserById(created.id);
    expect(found).toEqual({
      success: true,
      data: expect.objectContaining({ id: created.id, email: "boss@example.com", role: "admin", status: "active" }),
    });
    expect(found.success && "passwordHash" in found.data).toBe(false);
  });

  it("answer exactly the fixed messages callers match on", async () => {
    expect(await getUserById("00000000-0000-4000-8000-000000000000")).toEqual({ success: false, error: "User not found" });
    expect(await getUserById("not-a-uuid")).toEqual({ success: false, error: "User not found" });
    await createUser({ ...agent, role: "agent" });
    expect(await createUser({ ...agent, role: "agent" })).toEqual({
      success: false,
      error: "An account with that e-mail already exists",
      fieldErrors: { email: "An account with that e-mail already exists" },
    });
    expect(await createUser({ ...agent, email: "x@example.com", role: "landlord" })).toMatchObject({
      success: false,
      fieldErrors: { role: "Please choose a role: admin or agent" },
    });
  });
});
