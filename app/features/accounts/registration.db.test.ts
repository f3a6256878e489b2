import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { hashPassword } from "./password.server";
import { handleAgentRegistrationForm, registerAgent } from "./agent-registration.server";
import { signIn } from "./sign-in.server";
import { users } from "./user.table";

const PASSWORD = "correct horse battery staple";
const OWNER_PASSWORD = "the owner's own long password";

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  formData.set(SPAM_GUARD_FIELDS.honeypot, "");
  formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: Date.now() - 60_000 }));
  return formData;
}

async function existingOwner(status: "active" | "pending" | "disabled" = "active") {
  const [row] = await getDb()
    .insert(users)
    .values({ email: "owner@example.com", name: "Morgan Hale", role: "agent", status, passwordHash: await hashPassword(OWNER_PASSWORD), emailVerifiedAt: new Date() })
    .returning();
  return row!;
}

describe("registration with an address that has an account", () => {
  it("answers exactly as for a new address, creates nothing and tells the owner", async () => {
    const owner = await existingOwner();
    const known = await handleAgentRegistrationForm(form({ name: "Mallory <b>Visit http://evil.example</b>", email: " OWNER@Example.com ", password: PASSWORD }));
    const fresh = await handleAgentRegistrationForm(form({ name: "Casey Marsh", email: "casey@example.com", password: PASSWORD }));
    expect(known).toEqual(fresh);
    expect(known.status).toBe(200);

    // No second account, and the owner's account is as it was: their password still works, the visitor's does not.
    const accounts = await getDb().select().from(users).where(eq(users.email, "owner@example.com"));
    expect(accounts).toEqual([owner]);
    expect(await signIn({ email: "owner@example.com", password: OWNER_PASSWORD })).toMatchObject({ success: true });
    expect(await signIn({ email: "owner@example.com", password: PASSWORD })).toMatchObject({ success: false });

    const toOwner = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "owner@example.com"));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toMatchObject({ subject: "Someone tried to register with your e-mail address", replyTo: null });
    const { publicUrl } = getConfig();
    expect(toOwner[0]!.text).toContain(`${publicUrl}/login`);
    expect(toOwner[0]!.text).toContain(`${publicUrl}/forgot-password`);
    // Nothing the visitor typed reaches the owner.
    for (const typed of ["Mallory", "evil.example", PASSWORD]) expect(toOwner[0]!.text).not.toContain(typed);
    // And no confirmation link, no brokerage notice: nothing was registered.
    const all = await getDb().select().from(mailOutbox);
    expect(all.filter((row) => row.subject.startsWith("New agent registration")).map((row) => row.subject)).toEqual([
      "New agent registration: Casey Marsh",
    ]);
  });

  it("tells a pending owner too, but not a disabled one", async () => {
    await existingOwner("disabled");
    expect(await registerAgent({ name: "Casey", email: "owner@example.com", password: PASSWORD })).toEqual({ success: true, created: false, id: null });
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
    await getDb().update(users).set({ status: "pending" });
    await registerAgent({ name: "Casey", email: "owner@example.com", password: PASSWORD });
    expect(await getDb().select({ to: mailOutbox.to }).from(mailOutbox)).toEqual([{ to: "owner@example.com" }]);
  });

  it("keeps the per-field messages for other problems, and none says the address is taken", async () => {
    await existingOwner();
    const reply = await handleAgentRegistrationForm(form({ name: "", email: "owner@example.com", password: "short" }));
    expect(reply).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: "Please enter your name", password: "Your password must be at least 12 characters" } },
    });
    expect(reply.body).not.toHaveProperty("fieldErrors.email");
    const invalid = await handleAgentRegistrationForm(form({ name: "Casey", email: "not an address", password: PASSWORD }));
    expect(invalid).toMatchObject({ status: 400, body: { fieldErrors: { email: "Please enter a valid e-mail address" } } });
  });

  it("lets one of two registrations racing for a new address create it; the other tells its owner", async () => {
    const results = await Promise.all([
      registerAgent({ name: "Casey", email: "race@example.com", password: PASSWORD }),
      registerAgent({ name: "Casey", email: "RACE@example.com", password: PASSWORD }),
    ]);
    expect(results.map((result) => result.success)).toEqual([true, true]);
    expect(results.filter((result) => result.success && result.created)).toHaveLength(1);
    expect(await getDb().select().from(users)).toHaveLength(1);
  });
});
