import { requireUser } from "~/features/accounts/index.server";
import { AuditLogView } from "~/features/audit-log/components";
import { listAuditLog, readAuditLogFilter } from "~/features/audit-log/index.server";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/audit";

/**
 * /admin/admindashboard/audit: the audit log, every change staff (and the
 * payment jobs and Stripe) recorded, as sentences, newest first; filtered by
 * who, what kind of change and island days, searched and paged in SQL, all
 * in the address. Administrators only (the service checks read:audit-log).
 * Plain GET forms and links, no React in the browser (decision 0008).
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "read:audit-log");
  const { filter, query } = readAuditLogFilter(new URL(request.url).searchParams);
  const result = await listAuditLog(user, filter, query);
  if (!result.success) throwFailure(result);
  const { entries, actors } = result.data;
  // The page shows the sentence; the before/after it is made of stays on the server.
  const rows = entries.rows.map(({ id, sentence, createdAt }) => ({ id, sentence, createdAt }));
  return { page: { ...entries, rows }, filter, actors };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="audit-heading">
        <h2 id="audit-heading">Audit log</h2>
        <p className="admin-section__intro">Every change made from the dashboards, by the payment jobs and by Stripe, newest first. Days are island days.</p>
        <AuditLogView page={loaderData.page} filter={loaderData.filter} actors={loaderData.actors} />
      </section>
    </div>
  );
}
