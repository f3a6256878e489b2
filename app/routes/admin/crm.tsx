import { data, Form, redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { listCrmDeliveries, retryCrmDelivery, type CrmDeliveryListRow } from "~/features/leads/index.server";
import { adminLeadPath } from "~/features/leads";
import type { PageHandle } from "~/features/shell";
import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";
import { EmptyState } from "~/shared/ui/empty-state";
import { Link } from "~/shared/ui/link";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/crm";
import { DeliveryStatus } from "~/shared/tables/delivery-status";
import { RecordTable, type WorkTableColumn } from "~/shared/tables/work-table";

/**
 * /admin/admindashboard/crm: the events posted to the CRM webhook (a new
 * lead, a status change): failed ones with the reason and a Send again
 * button, then the most recent of every status. Administrators only (loader
 * and action). Plain POST forms, no React in the browser.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "CRM | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
];

const SECTION = "/admin/admindashboard/crm";

const EVENT_LABELS: Record<CrmDeliveryListRow["event"], string> = { "lead.created": "New lead", "lead.status_changed": "Status change" };
const STATUS: Record<CrmDeliveryListRow["status"], { label: string; pill: string }> = {
  queued: { label: "Queued", pill: "review-status review-status--pending" },
  sending: { label: "Sending", pill: "review-status review-status--pending" },
  delivered: { label: "Delivered", pill: "review-status review-status--approved" },
  failed: { label: "Failed", pill: "review-status review-status--rejected" },
};

function shown(row: CrmDeliveryListRow) {
  return {
    id: row.id,
    event: EVENT_LABELS[row.event],
    leadHref: row.leadId ? adminLeadPath(row.leadId) : null,
    status: row.status,
    ...STATUS[row.status],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    created: formatIslandDateTime(row.createdAt),
    detail:
      row.status === "delivered" && row.deliveredAt
        ? `Delivered ${formatIslandDateTime(row.deliveredAt)}`
        : row.status === "failed" && row.failedAt
          ? `Failed ${formatIslandDateTime(row.failedAt)}`
          : row.status === "queued" && row.attempts > 0
            ? `Next attempt ${formatIslandDateTime(row.nextAttemptAt)}`
            : null,
  };
}
type ShownRow = ReturnType<typeof shown>;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:crm-webhook");
  const result = await listCrmDeliveries(user);
  if (!result.success) throwFailure(result);
  const retried = new URL(request.url).searchParams.get("done") === "retried";
  return { host: result.data.host, failed: result.data.failed.map(shown), recent: result.data.recent.map(shown), retried };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:crm-webhook");
  const form = await readFormData(request);
  if (form.get("intent") !== "retry") return data({ error: "Unknown request" }, { status: 400 });
  const result = await retryCrmDelivery(user, form.get("id"));
  if (!result.success) return sendFailure(result, { error: result.error });
  throw redirect(`${SECTION}?done=retried`, { status: 303 });
}

/** The events in the staff tables' shared markup (cards on a phone), their status cell shared with the Mail section. */
const COLUMNS: ReadonlyArray<WorkTableColumn<ShownRow, never>> = [
  {
    label: "Event",
    primary: true,
    cell: (row) => (
      <>
        <span className="work-table__title">{row.event}</span>
        {row.leadHref ? (
          <>
            {" "}
            · <Link to={row.leadHref}>the lead</Link>
          </>
        ) : null}
      </>
    ),
  },
  {
    label: "Status",
    cell: (row) => (
      <DeliveryStatus
        state={{
          label: row.label,
          pill: row.pill,
          attempts: row.attempts,
          detail: row.detail,
          error: row.lastError && row.status !== "delivered" ? row.lastError : null,
          errorLabel: row.status === "failed" ? "Reason" : "Last error",
        }}
      />
    ),
  },
  { label: "Created", cell: (row) => <time dateTime={row.createdAt}>{row.created}</time> },
  {
    label: "Actions",
    bare: true,
    role: "actions",
    cell: (row) =>
      row.status === "failed" ? (
        <Form method="post" aria-label={`Send the ${row.event.toLowerCase()} event of ${row.created} again`}>
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" name="intent" value="retry" className="button button--ghost button--small">
            Send again
          </button>
        </Form>
      ) : null,
  },
];

function DeliveryTable({ rows, caption }: { rows: ShownRow[]; caption: string }) {
  return <RecordTable caption={caption} columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />;
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { host, failed, recent, retried } = loaderData;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="crm-heading">
        <h2 id="crm-heading">CRM</h2>
        {retried ? (
          <p role="status" className="form-success">
            The event is queued again and will be sent in a moment.
          </p>
        ) : null}
        {actionData && "error" in actionData ? (
          <p role="alert" className="form-error">
            {actionData.error}
          </p>
        ) : null}
        <p className="admin-section__intro">
          {host ? (
            <>
              Each new lead and each change of a lead&rsquo;s status is posted to your CRM at <strong>{host}</strong>, signed with the shared secret.
              A post the CRM does not take is retried for two days, waiting longer each time; one it refuses outright fails at once and stays
              here with the reason until you send it again.
            </>
          ) : (
            <>No CRM is connected: set CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET to post each new lead and status change to your CRM.</>
          )}
        </p>
        <h3>Failed</h3>
        {failed.length === 0 ? (
          <EmptyState title="No failed events">
            <p>Events the CRM refuses, or could not take for two days, appear here.</p>
          </EmptyState>
        ) : (
          <DeliveryTable rows={failed} caption="Failed events, newest first" />
        )}
        <h3>Recent</h3>
        {recent.length === 0 ? (
          <EmptyState title="No events yet">
            <p>New leads and status changes appear here once a CRM is connected.</p>
          </EmptyState>
        ) : (
          <DeliveryTable rows={recent} caption="The most recent events, newest first" />
        )}
      </section>
    </div>
  );
}
