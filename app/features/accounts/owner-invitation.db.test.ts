import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "~/features/mail/outbox.table";
import { forbidden } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { dashboardPath } from "./dashboard-path";
import { inviteOwner, OWNER_INVITATION_LIFETIME_MS } from "./owner-invitation.server";
import { checkResetLink, resetPassword } from "./password-reset.server";
import { signIn } from "./sign-in.server";
import { users } from "./user.table";

const admin = { id: "00000000-0000-4000-8000-00000000000a", role: "admin", status: "active", email: "office@example.test" } as const;
const agent = { ...admin, role: "agent" } as const;
const PASSWORD = "a villa above Cruz Bay";

async function invitationToken(to: string) {
  const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const match = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no invitation was mailed to ${to}`);
  return { mail: mail!, token: match[1]! };
}

describe("inviting a villa owner", () => {
  it("makes an owner's account that signs in only once the owner has chosen a password through the mailed link, which confirms the address", async () => {
    const now = new Date("2026-11-02T14:00:00Z");
    const invited = await inviteOwner(admin, { name: "Rosa Penn", email: "rosa@example.test", phone: "" }, now);
    if (!invited.success) throw new Error(invited.error);
    const [owner] = await getDb().select().from(users).where(eq(users.id, invited.id));
    expect(owner).toMatchObject({ role: "owner", status: "active", emailVerifiedAt: null, name: "Rosa Penn" });

    const { mail, token } = await invitationToken("rosa@example.test");
    expect(mail.subject).toBe("Your owner portal at Sugar Apple Realty");
    expect(mail.text).toContain("Hello Rosa Penn,");
    expect(await checkResetLink(token, new Date(now.getTime() + OWNER_INVITATION_LIFETIME_MS - 60_000))).toBe("valid");
    expect(await checkResetLink(token, new Date(now.getTime() + OWNER_INVITATION_LIFETIME_MS))).toBe("expired");

    expect((await signIn({ email: "rosa@example.test", password: PASSWORD }, { clientAddress: "203.0.113.40" })).success).toBe(false);
    expect(await resetPassword(token, { password: PASSWORD, confirm: PASSWORD }, { now: new Date(now.getTime() + 3_600_000) })).toMatchObject({ success: true });
    const signedIn = await signIn({ email: "rosa@example.test", password: PASSWORD }, { clientAddress: "203.0.113.41" });
    if (!signedIn.success) throw new Error(signedIn.error);
    expect(signedIn.user).toMatchObject({ role: "owner", emailVerified: true });
    expect(dashboardPath(signedIn.user.role)).toBe("/owner");
  });

  it("refuses an address that has an account, bad input and anyone but an administrator, writing nothing", async () => {
    expect(await inviteOwner(admin, { name: "First Owner", email: "twice@example.test" })).toMatchObject({ success: true });
    expect(await inviteOwner(admin, { name: "Second Owner", email: "TWICE@example.test" })).toMatchObject({
      success: false,
      fieldErrors: { email: "An account with that e-mail already exists" },
    });
    expect(await inviteOwner(admin, { name: "", email: "not an address" })).toMatchObject({ success: false, fieldErrors: { name: expect.any(String), email: expect.any(String) } });
    expect(await inviteOwner(agent, { name: "Sneaky", email: "sneaky@example.test" })).toEqual(forbidden());
    const rows = await getDb().select({ email: users.email }).from(users).where(eq(users.role, "owner"));
    expect(rows.map((row) => row.email)).toEqual(["twice@example.test"]);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(1);
  });
});
