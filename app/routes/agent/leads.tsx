import { refusePost, requireUser } from "~/features/accounts/index.server";
import { agentLeadPath } from "~/features/leads";
import { LEADS_TABLE } from "~/features/leads";
import { listLeads } from "~/features/leads/index.server";
import { readTableQuery } from "~/shared/tables/table-query";
import { LeadsTable } from "~/features/leads/components";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import adminStylesHref from "~/styles/admin.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import leadStylesHref from "~/styles/leads.css?url";
import type { Route } from "./+types/leads";

/**
 * /agent/agentdashboard/leads: the enquiries routed to this agent, newest
 * first, filterable by status. Each opens its own page.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Leads | Agent dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
];

const BASE = "/agent/agentdashboard/leads";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  const params = new URL(request.url).searchParams;
  const status = params.get("status") ?? "";
  const result = await listLeads(user, { status }, readTableQuery(params, LEADS_TABLE));
  if (!result.success) throwFailure(result);
  return { leads: result.data, status };
}

/** Read-only: a POST is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "view:agent-dashboard");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container section">
      <section aria-labelledby="leads-heading">
        <h2 id="leads-heading">Leads</h2>
        <p className="admin-section__intro">Inquiries buyers sent about your listings. Open one to answer it, book the showing and keep notes.</p>
        <LeadsTable page={loaderData.leads} hrefOf={agentLeadPath} action={BASE} status={loaderData.status} />
      </section>
    </div>
  );
}
