import { and, asc, count, desc, eq, max, sql, type SQLWrapper } from "drizzle-orm";
import { recordAudit } from "~/features/audit/index.server";
import { refuse, type Actor, type AuditedActor } from "~/shared/access/permissions";
import { enqueueMail } from "~/features/mail/index.server";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb, type Database } from "~/shared/db/client.server";
import { fail, failWith, ok, type Failure, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { endUserSessions } from "./session.server";
import { sessions } from "./session.table";
import { USER_ROLES, users, type UserRole, type UserStatus } from "./user.table";
import { USER_NOT_FOUND } from "./users.server";
import { isUuid } from "~/shared/lib/uuid";
import { loadTablePage, matchesText, orderByColumn } from "~/shared/tables/table-page.server";
import { readTableQuery, type TablePage, type TableQuery } from "~/shared/tables/table-query";
import { USERS_TABLE, type UserSort } from "./users-table";
import { USER_STATUSES } from "~/shared/access/user-rules";

/**
 * The administrators' Users section: approve a pending agent,
 * disable or re-enable an account, change a role. Each change locks the rows
 * it depends on, is written to the audit log in the same transaction, and
 * keeps at least one active administrator.
 */

export const MANAGE_USER_MESSAGES = {
  notFound: USER_NOT_FOUND,
  notPending: "Only an account waiting for approval can be approved",
  alreadyActive: "This account is already active",
  alreadyDisabled: "This account is already disabled",
  enableOnlyDisabled: "Only a disabled account can be enabled; approve a pending one instead",
  status: "Please choose active or disabled",
  role: "Please choose agent or administrator",
  sameRole: (role: UserRole) => `This account is already ${role === "admin" ? "an administrator" : "an agent"}`,
  promoteInactive: "Only an active account can be made an administrator; approve or enable it first",
  buyerRole: "A buyer account stays a buyer's: it cannot become staff, nor a staff account a buyer's",
  ownerRole: "A villa owner's account stays an owner's: invite owners from Villa owners, and staff keep their own accounts",
  disableSelf: "You cannot disable your own account; ask another administrator",
  lastAdmin: "This is the last active administrator: make another account an administrator before demoting or disabling this one",
} as const;

export type UserSnapshot = { title: string; email: string; role: UserRole; status: UserStatus };
export type UserChange = { id: string; name: string; email: string; before: UserSnapshot; after: UserSnapshot };

/** A row of the Users section: never the password hash. */
export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  status: UserStatus;
  createdAt: Date;
  /** The latest use of any of the user's live sessions (sign-out deletes a session, and with it this trace). */
  lastActiveAt: Date | null;
};

export type UserFilters = { role?: string | null; status?: string | null };

/**
 * One page of the accounts (pending registrations first, then the newest, by
 * default), narrowed by role and status (unknown values filter nothing),
 * searched by name, e-mail or phone, sorted by a whitelisted column and paged
 * in SQL.
 */
export async function listUsersForAdmin(
  actor: Actor,
  filters: UserFilters = {},
  query: TableQuery<UserSort> = readTableQuery(new URLSearchParams(), USERS_TABLE),
): Promise<Result<{ data: TablePage<AdminUserRow, UserSort> & { pending: number } }>> {
  const refused = refuse(actor, "manage:users");
  if (refused) return refused;
  const role = USER_ROLES.find((value) => value === filters.role);
  const status = USER_STATUSES.find((value) => value === filters.status);
  return runService("listUsersForAdmin", { query }, async () => {
    const db = getDb();
    const lastSeen = db
      .select({ userId: sessions.userId, lastActiveAt: max(sessions.lastSeenAt).as("last_active_at") })
      .from(sessions)
      .groupBy(sessions.userId)
      .as("last_seen");
    const sortColumns: Record<UserSort, SQLWrapper> = {
      status: sql`case ${users.status} when 'pending' then 0 when 'active' then 1 else 2 end`,
      name: sql`lower(${users.name})`,
      email: users.email,
      role: users.role,
      created: users.createdAt,
      lastActive: lastSeen.lastActiveAt,
    };
    const where = and(role ? eq(users.role, role) : undefined, status ? eq(users.status, status) : undefined, matchesText(query.q, [users.name, users.email, users.phone]));
    const page = await loadTablePage(
      query,
      async () => (await db.select({ total: count() }).from(users).where(where))[0]?.total ?? 0,
      (limit, offset) =>
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            phone: users.phone,
            role: users.role,
            status: users.status,
            createdAt: users.createdAt,
            lastActiveAt: lastSeen.lastActiveAt,
          })
          .from(users)
          .leftJoin(lastSeen, eq(lastSeen.userId, users.id))
          .where(where)
          .orderBy(...orderByColumn(sortColumns, query.sort, query.dir, desc(users.createdAt), asc(users.id)))
          .limit(limit)
          .offset(offset),
    );
    const [{ pending = 0 } = {}] = await db.select({ pending: count() }).from(users).where(eq(users.status, "pending"));
    return ok({ data: { ...page, pending, rows: page.rows.map((row) => ({ ...row, lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt) : null })) } });
  });
}

type Decision = Failure | { action: string; set: Partial<Pick<UserSnapshot, "role" | "status">> };
type Target = UserSnapshot & { id: string };

const isActiveAdmin = (user: Pick<UserSnapshot, "role" | "status">) => user.role === "admin" && user.status === "active";

/**
 * One change to one account, in a transaction: when `guardAdmins` is set,
 * first lock every active administrator's row (in id order, so concurrent
 * changes queue instead of deadlocking), then the target's; refuse a change
 * that would leave no active administrator; apply it, end the sessions of a
 * disabled account and record the audit entry.
 */
async function changeUser(
  operation: string,
  actor: AuditedActor,
  id: string,
  guardAdmins: boolean,
  decide: (user: Target) => Decision,
  /** Runs inside the change's transaction, e.g. to queue an e-mail about it. */
  afterChange?: (tx: Database, change: UserChange) => Promise<void>,
): Promise<Result<{ data: UserChange }>> {
  const refused = refuse(actor, "manage:users");
  if (refused) return refused;
  if (!isUuid(id)) return failWith("not_found", MANAGE_USER_MESSAGES.notFound);
  return runService(operation, { id, actorId: actor.id }, () =>
    getDb().transaction(async (tx) => {
      const admins = guardAdmins
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, "admin"), eq(users.status, "active")))
            .orderBy(users.id)
            .for("update")
        : [];
      const [row] = await tx
        .select({ id: users.id, title: users.name, email: users.email, role: users.role, status: users.status })
        .from(users)
        .where(eq(users.id, id))
        .for("update");
      if (!row) return failWith("not_found", MANAGE_USER_MESSAGES.notFound);
      const decision = decide(row);
      if ("success" in decision) return decision;

      const before: UserSnapshot = { title: row.title, email: row.email, role: row.role, status: row.status };
      const after: UserSnapshot = { ...before, ...decision.set };
      // The other active administrators are locked: none can be demoted or disabled until this commits.
      if (guardAdmins && isActiveAdmin(before) && !isActiveAdmin(after) && !admins.some((admin) => admin.id !== id)) {
        return failWith("conflict", MANAGE_USER_MESSAGES.lastAdmin);
      }
      await tx
        .update(users)
        .set({ ...decision.set, updatedAt: new Date() })
        .where(eq(users.id, id));
      if (after.status === "disabled") await endUserSessions(id, tx);
      await recordAudit({ actor, action: decision.action, subject: { type: "user", id }, before, after }, tx);
      const change: UserChange = { id, name: row.title, email: row.email, before, after };
      await afterChange?.(tx, change);
      return ok({ data: change });
    }),
  );
}

/** To the address the agent typed at registration, so without anything else they typed (not even their name). */
export function approvalMail(user: { name: string; email: string }) {
  const { publicUrl } = getConfig();
  return {
    to: user.email,
    subject: `Your ${site.name} account is approved`,
    text: [
      "Hello,",
      "",
      `An administrator has approved your agent account at ${site.name}.`,
      `Sign in at ${publicUrl}/login to submit listings from your dashboard.`,
    ].join("\n"),
    action: { label: "Sign in", href: `${publicUrl}/login` },
  };
}

/** A pending account becomes active; the user's e-mail about it is queued in the same transaction. */
export async function approveUser(actor: AuditedActor, id: string): Promise<Result<{ data: UserChange }>> {
  return changeUser(
    "approveUser",
    actor,
    id,
    false,
    (user) => (user.status === "pending" ? { action: "user.approve", set: { status: "active" } } : fail(MANAGE_USER_MESSAGES.notPending)),
    async (tx, change) => {
      await enqueueMail(tx, approvalMail(change));
    },
  );
}

/**
 * Disables an account (pending or active; its sessions end at once) or
 * enables a disabled one again. Nobody disables their own account, and the
 * last active administrator stays.
 */
export async function setUserStatus(actor: AuditedActor, id: string, status: unknown): Promise<Result<{ data: UserChange }>> {
  if (status !== "active" && status !== "disabled") return fail(MANAGE_USER_MESSAGES.status);
  if (status === "disabled" && actor.id === id) return fail(MANAGE_USER_MESSAGES.disableSelf);
  return changeUser("setUserStatus", actor, id, status === "disabled", (user) => {
    if (status === "disabled") {
      return user.status === "disabled" ? fail(MANAGE_USER_MESSAGES.alreadyDisabled) : { action: "user.disable", set: { status } };
    }
    if (user.status === "active") return fail(MANAGE_USER_MESSAGES.alreadyActive);
    if (user.status !== "disabled") return fail(MANAGE_USER_MESSAGES.enableOnlyDisabled);
    return { action: "user.enable", set: { status } };
  });
}

/**
 * Agent ↔ administrator. Only an active account is promoted; the last active
 * administrator is never demoted. A buyer signed themselves up: their account
 * never becomes staff (nor staff a buyer), so a sign-up is never one click
 * away from the dashboards; an owner's account, made by invitation, neither.
 */
export async function changeUserRole(actor: AuditedActor, id: string, role: unknown): Promise<Result<{ data: UserChange }>> {
  if (!(USER_ROLES as readonly unknown[]).includes(role)) return fail(MANAGE_USER_MESSAGES.role);
  const next = role as UserRole;
  return changeUser("changeUserRole", actor, id, next !== "admin", (user) => {
    if (user.role === "buyer" || next === "buyer") return fail(MANAGE_USER_MESSAGES.buyerRole);
    if (user.role === "owner" || next === "owner") return fail(MANAGE_USER_MESSAGES.ownerRole);
    if (user.role === next) return fail(MANAGE_USER_MESSAGES.sameRole(next));
    if (next === "admin" && user.status !== "active") return fail(MANAGE_USER_MESSAGES.promoteInactive);
    return { action: "user.role", set: { role: next } };
  });
}
