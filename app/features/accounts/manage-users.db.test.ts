import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { mailOutbox } from "~/features/mail/outbox.table";
import { getDb } from "~/shared/db/client.server";
import { getSessionUser } from "./authorization.server";
import { approveUser, changeUserRole, listUsersForAdmin, MANAGE_USER_MESSAGES, setUserStatus } from "./manage-users.server";
import { createSession, sessionCookieName } from "./session.server";
import { sessions } from "./session.table";
import { users, type UserRole, type UserStatus } from "./user.table";

let sequence = 0;
const missingId = "00000000-0000-4000-8000-000000000000";

async function addUser(role: UserRole, status: UserStatus, name = `User ${++sequence}`, createdAt?: Date) {
  const [row] = await getDb()
    .insert(users)
    .values({ email: `user${++sequence}@example.test`, name, role, status, passwordHash: "not-a-real-hash", ...(createdAt ? { createdAt } : {}) })
    .returning({ id: users.id, email: users.email, name: users.name });
  return row!;
}

async function stored(id: string) {
  const [row] = await getDb().select({ role: users.role, status: users.status }).from(users).where(eq(users.id, id));
  return row;
}

const auditEntries = () => getDb().select().from(auditLog).orderBy(asc(auditLog.createdAt));
const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email, role: "admin" as const, status: "active" as const });

function requestWith(token: string) {
  return new Request("http://localhost/admin/admindashboard/users", { headers: { cookie: `${sessionCookieName()}=${token}` } });
}

describe("listUsersForAdmin", () => {
  it("lists pending accounts first, then the newest, with the latest use of any session", async () => {
    const old = await addUser("admin", "active", "Old Admin", new Date("2025-01-01T00:00:00Z"));
    const recent = await addUser("agent", "active", "Recent Agent", new Date("2026-01-01T00:00:00Z"));
    const pending = await addUser("agent", "pending", "Pending Agent", new Date("2024-06-01T00:00:00Z"));
    await createSession(recent.id, { now: new Date("2026-03-01T10:00:00Z") });
    await createSession(recent.id, { now: new Date("2026-03-05T10:00:00Z") });
    await createSession(recent.id, { now: new Date("2026-03-03T10:00:00Z") });

    const result = await listUsersForAdmin(actorOf(old));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.rows.map((row) => row.name)).toEqual(["Pending Agent", "Recent Agent", "Old Admin"]);
    expect(result.data.pending).toBe(1);
    const [first, second, third] = result.data.rows;
    expect(first).toMatchObject({ id: pending.id, status: "pending", role: "agent", lastActiveAt: null });
    expect(second?.lastActiveAt).toEqual(new Date("2026-03-05T10:00:00Z"));
    expect(third).toMatchObject({ id: old.id, email: old.email, phone: null, createdAt: new Date("2025-01-01T00:00:00Z") });
    expect(Object.keys(first!)).not.toContain("passwordHash");
  });
});

describe("approveUser", () => {
  it("activates a pending account, records the change and e-mails the user", async () => {
    const admin = await addUser("admin", "active");
    const agent = await addUser("agent", "pending", "Casey Marsh");
    const result = await approveUser(actorOf(admin), agent.id);
    expect(result).toMatchObject({ success: true, data: { id: agent.id, name: "Casey Marsh" } });
    expect(await stored(agent.id)).toEqual({ role: "agent", status: "active" });

    expect(await auditEntries()).toMatchObject([
      {
        actorId: admin.id,
        actorEmail: admin.email,
        action: "user.approve",
        subjectType: "user",
        subjectId: agent.id,
        before: { title: "Casey Marsh", email: agent.email, role: "agent", status: "pending" },
        after: { title: "Casey Marsh", email: agent.email, role: "agent", status: "active" },
      },
    ]);
    const mail = await getDb().select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: agent.email, subject: "Your Sugar Apple Realty account is approved", status: "queued" });
    expect(mail[0]?.text).toContain("/login");
  });

  it("refuses an account that is not pending, an unknown id and a malformed one, and changes nothing", async () => {
    const admin = await addUser("admin", "active");
    const active = await addUser("agent", "active");
    const disabled = await addUser("agent", "disabled");
    expect(await approveUser(actorOf(admin), active.id)).toEqual({ success: false, error: MANAGE_USER_MESSAGES.notPending });
    expect(await approveUser(actorOf(admin), disabled.id)).toEqual({ success: false, error: MANAGE_USER_MESSAGES.notPending });
    expect(await approveUser(actorOf(admin), missingId)).toEqual({ success: false, error: "User not found", code: "not_found" });
    expect(await approveUser(actorOf(admin), "not-an-id")).toEqual({ success: false, error: "User not found", code: "not_found" });
    expect(await stored(disabled.id)).toEqual({ role: "agent", status: "disabled" });
    expect(await auditEntries()).toEqual([]);
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
  });
});

describe("setUserStatus", () => {
  it("disables an account and signs it out at once, then enables it again; both are recorded", async () => {
    const admin = await addUser("admin", "active");
    const agent = await addUser("agent", "active");
    const { token } = await createSession(agent.id);
    await createSession(agent.id);
    expect(await getSessionUser(requestWith(token))).toMatchObject({ id: agent.id });

    const disabled = await setUserStatus(actorOf(admin), agent.id, "disabled");
    expect(disabled).toMatchObject({ success: true, data: { before: { status: "active" }, after: { status: "disabled" } } });
    expect(await stored(agent.id)).toEqual({ role: "agent", status: "disabled" });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, agent.id))).toEqual([]);
    expect(await getSessionUser(requestWith(token))).toBeNull();

    expect(await setUserStatus(actorOf(admin), agent.id, "disabled")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.alreadyDisabled });
    expect((await setUserStatus(actorOf(admin), agent.id, "active")).success).toBe(true);
    expect(await stored(agent.id)).toEqual({ role: "agent", status: "active" });
    expect(await setUserStatus(actorOf(admin), agent.id, "active")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.alreadyActive });

    const entries = await auditEntries();
    expect(entries.map((entry) => [entry.action, entry.before?.status, entry.after?.status])).toEqual([
      ["user.disable", "active", "disabled"],
      ["user.enable", "disabled", "active"],
    ]);
    expect(entries.every((entry) => entry.actorId === admin.id && entry.subjectId === agent.id)).toBe(true);
  });

  it("disables a pending registration, but enabling is only for disabled accounts", async () => {
    const admin = await addUser("admin", "active");
    const pending = await addUser("agent", "pending");
    expect(await setUserStatus(actorOf(admin), pending.id, "active")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.enableOnlyDisabled });
    expect((await setUserStatus(actorOf(admin), pending.id, "disabled")).success).toBe(true);
    expect(await stored(pending.id)).toEqual({ role: "agent", status: "disabled" });
  });

  it("refuses an unknown status, one's own account and the last active administrator", async () => {
    const admin = await addUser("admin", "active");
    const other = await addUser("admin", "disabled");
    expect(await setUserStatus(actorOf(admin), admin.id, "pending")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.status });
    expect(await setUserStatus(actorOf(admin), admin.id, "disabled")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.disableSelf });
    // Whoever asks (here a disabled administrator's id, as a script might pass), the last active administrator stays.
    expect(await setUserStatus(actorOf(other), admin.id, "disabled")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.lastAdmin, code: "conflict" });
    expect(await stored(admin.id)).toEqual({ role: "admin", status: "active" });
    expect(await auditEntries()).toEqual([]);
  });

  it("disables an administrator while another active one remains", async () => {
    const admin = await addUser("admin", "active");
    const second = await addUser("admin", "active");
    expect((await setUserStatus(actorOf(admin), second.id, "disabled")).success).toBe(true);
    expect(await stored(second.id)).toEqual({ role: "admin", status: "disabled" });
    expect(await setUserStatus(actorOf(second), admin.id, "disabled")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.lastAdmin, code: "conflict" });
  });
});

describe("changeUserRole", () => {
  it("promotes an active agent and demotes an administrator while another remains, with before and after", async () => {
    const admin = await addUser("admin", "active");
    const agent = await addUser("agent", "active", "Jordan Penn");
    const promoted = await changeUserRole(actorOf(admin), agent.id, "admin");
    expect(promoted).toMatchObject({ success: true, data: { before: { role: "agent" }, after: { role: "admin" } } });
    expect(await stored(agent.id)).toEqual({ role: "admin", status: "active" });

    expect((await changeUserRole(actorOf(agent), admin.id, "agent")).success).toBe(true);
    expect(await stored(admin.id)).toEqual({ role: "agent", status: "active" });

    const entries = await auditEntries();
    expect(entries).toMatchObject([
      { action: "user.role", actorId: admin.id, subjectId: agent.id, before: { title: "Jordan Penn", role: "agent" }, after: { role: "admin" } },
      { action: "user.role", actorId: agent.id, subjectId: admin.id, before: { role: "admin" }, after: { role: "agent" } },
    ]);
  });

  it("refuses the same role, an unknown role, promoting an inactive account and an unknown user", async () => {
    const admin = await addUser("admin", "active");
    const agent = await addUser("agent", "active");
    const pending = await addUser("agent", "pending");
    const disabled = await addUser("agent", "disabled");
    const actor = actorOf(admin);
    expect(await changeUserRole(actor, agent.id, "agent")).toEqual({ success: false, error: "This account is already an agent" });
    expect(await changeUserRole(actor, agent.id, "landlord")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.role });
    expect(await changeUserRole(actor, agent.id, "owner")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.ownerRole });
    const owner = await addUser("owner", "active");
    expect(await changeUserRole(actor, owner.id, "agent")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.ownerRole });
    expect(await changeUserRole(actor, pending.id, "admin")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.promoteInactive });
    expect(await changeUserRole(actor, disabled.id, "admin")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.promoteInactive });
    expect(await changeUserRole(actor, missingId, "admin")).toEqual({ success: false, error: "User not found", code: "not_found" });
    const buyer = await addUser("buyer", "active");
    expect(await changeUserRole(actor, buyer.id, "admin")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.buyerRole });
    expect(await changeUserRole(actor, agent.id, "buyer")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.buyerRole });
    expect(await stored(buyer.id)).toEqual({ role: "buyer", status: "active" });
    expect(await auditEntries()).toEqual([]);
  });

  it("never demotes the last active administrator, even themselves; disabled administrators do not count", async () => {
    const admin = await addUser("admin", "active");
    await addUser("admin", "disabled");
    await addUser("admin", "pending");
    expect(await changeUserRole(actorOf(admin), admin.id, "agent")).toEqual({ success: false, error: MANAGE_USER_MESSAGES.lastAdmin, code: "conflict" });
    expect(await stored(admin.id)).toEqual({ role: "admin", status: "active" });
    expect(await auditEntries()).toEqual([]);
  });
});

describe("the last administrator under concurrency", () => {
  /** Two administrators at once each remove the other: the row locks queue them, and the second sees the first's change. */
  async function race(second: (a: { id: string; email: string }, b: { id: string; email: string }) => ReturnType<typeof changeUserRole>) {
    const a = await addUser("admin", "active");
    const b = await addUser("admin", "active");
    return Promise.all([changeUserRole(actorOf(a), b.id, "agent"), second(a, b)]);
  }

  it("lets exactly one of two simultaneous demotions of the last two administrators through", async () => {
    for (let round = 0; round < 5; round += 1) {
      await getDb().delete(auditLog);
      await getDb().delete(users);
      const results = await race((a, b) => changeUserRole(actorOf(b), a.id, "agent"));
      expect(results.filter((result) => result.success)).toHaveLength(1);
      expect(results.filter((result) => !result.success)).toEqual([{ success: false, error: MANAGE_USER_MESSAGES.lastAdmin, code: "conflict" }]);
      const activeAdmins = await getDb().select().from(users).where(eq(users.role, "admin"));
      expect(activeAdmins.filter((user) => user.status === "active")).toHaveLength(1);
      expect(await auditEntries()).toHaveLength(1);
    }
  });

  it("lets exactly one of a simultaneous demotion and disabling of the last two administrators through", async () => {
    for (let round = 0; round < 5; round += 1) {
      await getDb().delete(auditLog);
      await getDb().delete(users);
      const results = await race((a, b) => setUserStatus(actorOf(b), a.id, "disabled"));
      expect(results.filter((result) => result.success)).toHaveLength(1);
      const admins = await getDb().select().from(users).where(eq(users.role, "admin"));
      expect(admins.filter((user) => user.status === "active")).toHaveLength(1);
    }
  });
});
