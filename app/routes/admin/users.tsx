import { data, redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { dashboardPath, USERS_TABLE } from "~/features/accounts";
import { readTableQuery } from "~/shared/tables/table-query";
import { approveUser, changeUserRole, listUsersForAdmin, setUserStatus } from "~/features/accounts/index.server";
import { describeUserChange, UserAdminTable } from "~/features/accounts/components";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/users";
import { throwFailure } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";

/**
 * /admin/admindashboard/users: every account as a work table
 * (searched, filtered, sorted and paged in SQL, state in the address),
 * pending first;
 * approve, disable, enable, change role. Administrators only (loader and
 * action). Plain POST forms, no React in the browser (decision 0008).
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:users");
  const params = new URL(request.url).searchParams;
  const filters = { role: params.get("role") ?? "", status: params.get("status") ?? "" };
  const result = await listUsersForAdmin(user, filters, readTableQuery(params, USERS_TABLE));
  if (!result.success) throwFailure(result);
  return { users: result.data, filters, selfId: user.id };
}

type ActionReply = { done: string; error?: undefined } | { error: string; done?: undefined };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:users");
  const form = await readFormData(request);
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  const result =
    intent === "approve"
      ? await approveUser(user, id)
      : intent === "disable" || intent === "enable"
        ? await setUserStatus(user, id, intent === "disable" ? "disabled" : "active")
        : intent === "role"
          ? await changeUserRole(user, id, form.get("role"))
          : null;
  if (!result) return data<ActionReply>({ error: "Unknown request" }, { status: 400 });
  if (!result.success) return sendFailure<ActionReply>(result, { error: result.error });
  // An administrator who made themselves an agent leaves for the agent dashboard.
  if (result.data.id === user.id && result.data.after.role !== "admin") throw redirect(dashboardPath(result.data.after.role), { status: 303 });
  return data<ActionReply>({ done: describeUserChange(result.data) });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="users-heading">
        <h2 id="users-heading">Users</h2>
        {actionData?.done ? (
          <p role="status" className="form-success">
            {actionData.done}
          </p>
        ) : null}
        {actionData?.error ? (
          <p role="alert" className="form-error">
            {actionData.error}
          </p>
        ) : null}
        <p className="admin-section__intro">
          New agents register at /register and wait here until approved. Disabling an account signs it out at once. At least one active
          administrator always remains.
        </p>
        <p className="user-admin__pending">
          {loaderData.users.pending === 0
            ? "No accounts are waiting for approval."
            : `${loaderData.users.pending} ${loaderData.users.pending === 1 ? "account is" : "accounts are"} waiting for approval (listed first).`}
        </p>
        <UserAdminTable page={loaderData.users} filters={loaderData.filters} selfId={loaderData.selfId} />
      </section>
    </div>
  );
}
