import { formatIslandDateTime } from "~/shared/dates/format-dates";
import type { UserRole, UserStatus } from "../user.table";

/** A row as the Users section's loader sends it. */
export type UserAdminRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  status: UserStatus;
  createdAt: Date | string;
  lastActiveAt: Date | string | null;
};

export const USER_STATUS_LABELS: Record<UserStatus, string> = { pending: "Pending approval", active: "Active", disabled: "Disabled" };
export const USER_ROLE_LABELS: Record<UserRole, string> = { admin: "Administrator", agent: "Agent", buyer: "Buyer" };

/** A date and time on the island's clock, the same wherever it is rendered. */
function formatWhen(date: Date | string | null): string {
  return date ? formatIslandDateTime(date) : "—";
}

function When({ date, fallback }: { date: Date | string | null; fallback: string }) {
  if (!date) return <>{fallback}</>;
  return <time dateTime={new Date(date).toISOString()}>{formatWhen(date)}</time>;
}

/** One action: a plain POST form, so it works without JavaScript; the button names the account. */
function ActionButton({ user, intent, label, extra, danger = false }: { user: UserAdminRow; intent: string; label: string; extra?: Record<string, string>; danger?: boolean }) {
  return (
    <form method="post" className="user-admin__action">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={user.id} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`button button--small ${danger ? "button--danger-ghost" : "button--ghost"}`}>
        {label}
        <span className="visually-hidden"> {user.name}</span>
      </button>
    </form>
  );
}

function Actions({ user, selfId }: { user: UserAdminRow; selfId: string }) {
  const self = user.id === selfId;
  return (
    <div className="user-admin__actions">
      {user.status === "pending" ? <ActionButton user={user} intent="approve" label="Approve" /> : null}
      {user.status === "disabled" ? <ActionButton user={user} intent="enable" label="Enable" /> : null}
      {user.status !== "disabled" && !self ? <ActionButton user={user} intent="disable" label="Disable" danger /> : null}
      {user.role === "buyer" ? null : user.role === "admin" ? (
        <ActionButton user={user} intent="role" label="Make agent" extra={{ role: "agent" }} />
      ) : user.status === "active" ? (
        <ActionButton user={user} intent="role" label="Make administrator" extra={{ role: "admin" }} />
      ) : null}
    </div>
  );
}

/** Every account with its actions; pending registrations come first. */
export function UserAdminTable({ users, selfId }: { users: UserAdminRow[]; selfId: string }) {
  const pending = users.filter((user) => user.status === "pending").length;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table user-admin">
        <caption className="user-admin__caption">
          {users.length} {users.length === 1 ? "account" : "accounts"}, {pending} waiting for approval (listed first)
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Phone</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">Last active</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-status={user.status}>
              <th scope="row">
                {user.name}
                {user.id === selfId ? <span className="user-admin__you"> (you)</span> : null}
              </th>
              <td>
                <a href={`mailto:${user.email}`}>{user.email}</a>
              </td>
              <td>{user.phone ?? "—"}</td>
              <td>{USER_ROLE_LABELS[user.role]}</td>
              <td>
                <span className={`review-status user-status--${user.status}`}>{USER_STATUS_LABELS[user.status]}</span>
              </td>
              <td>
                <When date={user.createdAt} fallback="—" />
              </td>
              <td>
                <When date={user.lastActiveAt} fallback="Not signed in" />
              </td>
              <td>
                <Actions user={user} selfId={selfId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the page says after a change. */
export function describeUserChange(change: { name: string; before: { role: UserRole; status: UserStatus }; after: { role: UserRole; status: UserStatus } }): string {
  if (change.before.role !== change.after.role) return `${change.name} is now ${change.after.role === "admin" ? "an administrator" : "an agent"}.`;
  if (change.after.status === "disabled") return `${change.name} is disabled and signed out.`;
  return change.before.status === "pending" ? `${change.name} is approved and has been sent an e-mail.` : `${change.name} is enabled again.`;
}
