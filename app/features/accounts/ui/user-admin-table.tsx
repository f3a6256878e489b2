import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { EmailLink } from "~/shared/ui/email-link";
import type { TablePage } from "~/shared/tables/table-query";
import { WorkTable, type WorkTableColumn } from "~/shared/tables/work-table";
import type { UserRole, UserStatus } from "../user.table";
import { USERS_TABLE, type UserSort } from "../users-table";

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
export const USER_ROLE_LABELS: Record<UserRole, string> = { admin: "Administrator", agent: "Agent", buyer: "Buyer", owner: "Villa owner" };

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
      {user.role === "buyer" || user.role === "owner" ? null : user.role === "admin" ? (
        <ActionButton user={user} intent="role" label="Make agent" extra={{ role: "agent" }} />
      ) : user.status === "active" ? (
        <ActionButton user={user} intent="role" label="Make administrator" extra={{ role: "admin" }} />
      ) : null}
    </div>
  );
}

function columns(selfId: string): Array<WorkTableColumn<UserAdminRow, UserSort>> {
  return [
    {
      label: "Name",
      sort: "name",
      primary: true,
      cell: (user) => (
        <>
          {user.name}
          {user.id === selfId ? <span className="user-admin__you"> (you)</span> : null}
        </>
      ),
    },
    // The address and the phone share a column, so the table and its actions fit a laptop's width.
    {
      label: "Contact",
      sort: "email",
      cell: (user) => (
        <span className="user-admin__contact">
          <EmailLink address={user.email} />
          {user.phone ? <span className="user-admin__phone">{user.phone}</span> : null}
        </span>
      ),
    },
    { label: "Role", sort: "role", cell: (user) => USER_ROLE_LABELS[user.role] },
    {
      label: "Status",
      sort: "status",
      cell: (user) => <span className={`status-chip user-status--${user.status}`}>{USER_STATUS_LABELS[user.status]}</span>,
    },
    { label: "Created", sort: "created", cell: (user) => <When date={user.createdAt} fallback="—" /> },
    { label: "Last active", sort: "lastActive", cell: (user) => <When date={user.lastActiveAt} fallback="Not signed in" /> },
    { label: "Actions", bare: true, role: "actions", cell: (user) => <Actions user={user} selfId={selfId} /> },
  ];
}

const select = (id: string, name: string, label: string, value: string, options: Record<string, string>) => (
  <div className="work-table__field work-table__field--narrow">
    <label htmlFor={id}>{label}</label>
    <select id={id} name={name} defaultValue={value} className="work-table__select">
      <option value="">Any</option>
      {Object.entries(options).map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  </div>
);

/**
 * Every account with its actions, as a staff work table: pending
 * registrations first by default, searched by name, e-mail or phone,
 * narrowed by role and status, sorted and paged in SQL, all in the address.
 */
export function UserAdminTable({ page, selfId, filters }: { page: TablePage<UserAdminRow, UserSort>; selfId: string; filters: { role: string; status: string } }) {
  return (
    <WorkTable
      caption="Accounts"
      path="/admin/admindashboard/users"
      page={page}
      spec={USERS_TABLE}
      columns={columns(selfId)}
      rowKey={(user) => user.id}
      noun={["account", "accounts"]}
      searchLabel="Search by name, e-mail or phone"
      filters={[
        ["role", filters.role],
        ["status", filters.status],
      ]}
      filterFields={
        <>
          {select("users-role", "role", "Role", filters.role, USER_ROLE_LABELS)}
          {select("users-status", "status", "Status", filters.status, USER_STATUS_LABELS)}
        </>
      }
      empty={<p>No accounts yet.</p>}
    />
  );
}

/** What the page says after a change. */
export function describeUserChange(change: { name: string; before: { role: UserRole; status: UserStatus }; after: { role: UserRole; status: UserStatus } }): string {
  if (change.before.role !== change.after.role) return `${change.name} is now ${change.after.role === "admin" ? "an administrator" : "an agent"}.`;
  if (change.after.status === "disabled") return `${change.name} is disabled and signed out.`;
  return change.before.status === "pending" ? `${change.name} is approved and has been sent an e-mail.` : `${change.name} is enabled again.`;
}
