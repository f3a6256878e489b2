import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { data, Form, redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { OUTBOX_TABLE, type OutboxSort } from "~/features/mail";
import { listOutbox, resendMail, type OutboxRow } from "~/features/mail/index.server";
import { DeliveryStatus } from "~/shared/tables/delivery-status";
import { readTableQuery } from "~/shared/tables/table-query";
import { RecordTable, WorkTable, type WorkTableColumn } from "~/shared/tables/work-table";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { EmptyState } from "~/shared/ui/empty-state";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/mail";
import { throwFailure } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";
import { getConfig } from "~/shared/config/env.server";

/**
 * /admin/admindashboard/mail: the outbox. Failed messages (refused by the
 * mail server, or given up when their retries ran out) with the reason, the
 * time they failed and a Resend button, then every message as a work table
 * (searched by recipient or subject, narrowed by status, sorted and paged in
 * SQL, state in the address). A message kept because no mail server is
 * configured reaches nobody otherwise, so it is shown in full (decision 0036).
 * Administrators only (loader and action).
 * Plain POST forms, no React in the browser (decision 0008).
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Mail | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
];

const SECTION = "/admin/admindashboard/mail";

const STATUS_LABELS: Record<OutboxRow["status"], string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  kept: "Kept (no SMTP)",
};

/** The status pill's color: failed stands out from everything still on its way. */
const STATUS_PILLS: Record<OutboxRow["status"], string> = {
  queued: "review-status review-status--pending",
  sending: "review-status review-status--pending",
  sent: "review-status review-status--approved",
  failed: "review-status review-status--rejected",
  kept: "review-status",
};

const when = { format: formatIslandDateTime };

function shown(row: OutboxRow) {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    statusPill: STATUS_PILLS[row.status],
    attempts: row.attempts,
    lastError: row.lastError && row.status !== "sent" ? row.lastError : null,
    createdAt: row.createdAt.toISOString(),
    created: when.format(row.createdAt),
    detail:
      row.status === "sent" && row.sentAt
        ? `Sent ${when.format(row.sentAt)}`
        : row.status === "failed" && row.failedAt
          ? `Failed ${when.format(row.failedAt)}`
          : row.status === "queued" && row.attempts > 0
            ? `Next attempt ${when.format(row.nextAttemptAt)}`
            : null,
    // A failed message's error is why it failed; a queued one's is only why the last attempt did not go through.
    errorLabel: row.status === "failed" ? "Reason" : "Last error",
    resendable: row.status === "failed" || row.status === "kept",
    keptText: row.keptText,
  };
}
type ShownRow = ReturnType<typeof shown>;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:mail");
  const params = new URL(request.url).searchParams;
  const status = params.get("status") ?? "";
  const result = await listOutbox(user, { status }, readTableQuery(params, OUTBOX_TABLE));
  if (!result.success) throwFailure(result);
  const resent = params.get("done") === "resent";
  const retryHours = getConfig().mail.retry.giveUpAfterMs / (60 * 60 * 1000);
  const { messages } = result.data;
  return { failed: result.data.failed.map(shown), messages: { ...messages, rows: messages.rows.map(shown) }, status, resent, retryHours };
}

type ActionReply = { error: string };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:mail");
  const form = await readFormData(request);
  if (form.get("intent") !== "resend") return data<ActionReply>({ error: "Unknown request" }, { status: 400 });
  const result = await resendMail(user, form.get("id"));
  if (!result.success) return sendFailure<ActionReply>(result, { error: result.error });
  throw redirect(`${SECTION}?done=resent`, { status: 303 });
}

const COLUMNS: ReadonlyArray<WorkTableColumn<ShownRow, OutboxSort>> = [
  {
    label: "Subject",
    sort: "subject",
    primary: true,
    cell: (row) =>
      row.keptText === null ? (
        <span className="work-table__title">{row.subject}</span>
      ) : (
        <details>
          <summary>
            <span className="work-table__title">{row.subject}</span>
          </summary>
          <pre className="admin-mail__text">{row.keptText}</pre>
        </details>
      ),
  },
  { label: "To", sort: "to", cell: (row) => row.to },
  {
    label: "Status",
    sort: "status",
    cell: (row) => (
      <DeliveryStatus
        state={{ label: row.statusLabel, pill: row.statusPill, attempts: row.attempts, detail: row.detail, error: row.lastError, errorLabel: row.errorLabel }}
      />
    ),
  },
  { label: "Created", sort: "created", cell: (row) => <time dateTime={row.createdAt}>{row.created}</time> },
  {
    label: "Actions",
    bare: true,
    role: "actions",
    cell: (row) =>
      row.resendable ? (
        <Form method="post" aria-label={`Resend "${row.subject}" to ${row.to}`}>
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" name="intent" value="resend" className="button button--ghost button--small">
            Resend
          </button>
        </Form>
      ) : null,
  },
];

/** The failed list needs no sorting: the same columns without their sort links. */
const FAILED_COLUMNS = COLUMNS.map(({ sort: _sort, ...column }) => column);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { failed, messages, status, resent, retryHours } = loaderData;
  const retryPeriod = retryHours === 24 ? "a day" : `${retryHours} ${retryHours === 1 ? "hour" : "hours"}`;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="mail-heading">
        <h2 id="mail-heading">Mail</h2>
        {resent ? (
          <p role="status" className="form-success">
            The message is queued again and will be sent in a moment.
          </p>
        ) : null}
        {actionData?.error ? (
          <p role="alert" className="form-error">
            {actionData.error}
          </p>
        ) : null}
        <p className="admin-section__intro">
          Every e-mail the site sends waits here until the mail server takes it. A message the mail server refuses outright (for example
          &ldquo;no such user&rdquo;) fails at once; other failed attempts are retried for {retryPeriod}, and after that the message
          fails too. A failed message stays listed with the reason until you resend it.
        </p>
        <h3 id="mail-failed-heading">Failed</h3>
        {failed.length === 0 ? (
          <EmptyState title="No failed mail">
            <p>Messages the mail server refuses, or could not take for {retryPeriod}, appear here.</p>
          </EmptyState>
        ) : (
          <RecordTable caption="Failed messages, newest first" columns={FAILED_COLUMNS} rows={failed} rowKey={(row) => row.id} />
        )}
        <h3 id="mail-all-heading">All messages</h3>
        <WorkTable
          caption="All messages"
          path={SECTION}
          page={messages}
          spec={OUTBOX_TABLE}
          columns={COLUMNS}
          rowKey={(row) => row.id}
          noun={["message", "messages"]}
          searchLabel="Search by recipient or subject"
          filters={[["status", status]]}
          filterFields={
            <div className="work-table__field work-table__field--narrow">
              <label htmlFor="mail-status">Status</label>
              <select id="mail-status" name="status" defaultValue={status} className="work-table__select">
                <option value="">Any</option>
                {Object.entries(STATUS_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          }
          empty={
            <EmptyState title="No mail yet">
              <p>E-mail the site sends appears here.</p>
            </EmptyState>
          }
        />
      </section>
    </div>
  );
}
