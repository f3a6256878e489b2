import { refusePost, requireRole } from "~/features/accounts/authorization.server";
import { listRecentMail } from "~/features/mail/list-outbox.server";
import type { PageHandle } from "~/features/shell/page-mode";
import { serverError } from "~/shared/lib/http-errors";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/mail";

/**
 * /admin/admindashboard/mail: the site's newest outgoing e-mails with their
 * status. A message kept in the outbox (no SMTP server configured) can be
 * read here, since it reaches nobody otherwise (decision 0036). Read-only.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Mail | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ["admin"]);
  const result = await listRecentMail();
  if (!result.success) serverError();
  return { mail: result.data };
}

/** Read-only: a POST is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, ["admin"]);
}

const STATUS_LABELS: Partial<Record<string, string>> = { kept: "Kept (no SMTP)", sent: "Sent", failed: "Failed" };
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/St_Thomas" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="mail-heading">
        <h2 id="mail-heading">Outgoing mail</h2>
        <p className="admin-section__intro">The newest {mail.length} e-mails the site has sent or kept. A kept message is shown in full.</p>
        {mail.length === 0 ? (
          <p>No e-mail yet.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">To</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {mail.map((row) => (
                  <tr key={row.id} data-to={row.to}>
                    <td>{dateFormat.format(new Date(row.createdAt))}</td>
                    <td>{row.to}</td>
                    <td>
                      {row.text === null ? (
                        row.subject
                      ) : (
                        <details>
                          <summary>{row.subject}</summary>
                          <pre className="admin-mail__text">{row.text}</pre>
                        </details>
                      )}
                    </td>
                    <td>
                      {STATUS_LABELS[row.status] ?? row.status}
                      {row.error ? `: ${row.error}` : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
