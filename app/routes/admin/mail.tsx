import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { data, Form, redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { listOutbox, resendMail, type OutboxRow } from "~/features/mail/index.server";
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
 * time they failed and a Resend button, then the most recent messages of
 * every status. A message kept because no mail server is
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
    lastError: row.lastError,
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
  const result = await listOutbox(user);
  if (!result.success) throwFailure(result);
  const resent = new URL(request.url).searchParams.get("done") === "resent";
  const retryHours = getConfig().mail.retry.giveUpAfterMs / (60 * 60 * 1000);
  return { failed: result.data.failed.map(shown), recent: result.data.recent.map(shown), resent, retryHours };
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

function MailTable({ rows, caption }: { rows: ShownRow[]; caption: string }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Message</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-to={row.to}>
              <td>
                {row.keptText === null ? (
                  <strong>{row.subject}</strong>
                ) : (
                  <details>
                    <summary>
                      <strong>{row.subject}</strong>
                    </summary>
                    <pre className="admin-mail__text">{row.keptText}</pre>
                  </details>
                )}
                <br />
                To {row.to}
                <br />
                <time dateTime={row.createdAt}>{row.created}</time>
              </td>
              <td>
                <span className={row.statusPill}>{row.statusLabel}</span>
                {row.attempts > 0 ? ` after ${row.attempts} ${row.attempts === 1 ? "attempt" : "attempts"}` : null}
                {row.detail ? (
                  <>
                    <br />
                    {row.detail}
                  </>
                ) : null}
                {row.lastError && row.status !== "sent" ? (
                  <>
                    <br />
                    <span className="form-error">
                      {row.errorLabel}: {row.lastError}
                    </span>
                  </>
                ) : null}
              </td>
              <td>
                {row.resendable ? (
                  <Form method="post" aria-label={`Resend "${row.subject}" to ${row.to}`}>
                    <input type="hidden" name="id" value={row.id} />
                    <button type="submit" name="intent" value="resend" className="button button--ghost button--small">
                      Resend
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { failed, recent, resent, retryHours } = loaderData;
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
          <MailTable rows={failed} caption="Failed messages, newest first" />
        )}
        <h3 id="mail-recent-heading">Recent</h3>
        {recent.length === 0 ? (
          <EmptyState title="No mail yet">
            <p>E-mail the site sends appears here.</p>
          </EmptyState>
        ) : (
          <MailTable rows={recent} caption="The most recent messages, newest first" />
        )}
      </section>
    </div>
  );
}
