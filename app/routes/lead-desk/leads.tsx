import { LEADS_TABLE, leadPathAt, leadsPathAt } from "~/features/leads";
import { listLeads, requireLeadDesk } from "~/features/leads/index.server";
import { readTableQuery } from "~/shared/tables/table-query";
import { LeadsTable } from "~/features/leads/components";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import { throwMethodNotAllowed } from "~/shared/http/responses";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import leadStylesHref from "~/styles/leads.css?url";
import type { Route } from "./+types/leads";

/**
 * /admin/admindashboard/leads and /agent/agentdashboard/leads: the leads
 * the signed-in staff member may see, newest first, filterable by status,
 * each opening its own page. An administrator sees every lead with the agent
 * it went to; an agent the enquiries routed to them (the leads service
 * scopes the list by the user).
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Leads | ${loaderData?.desk.dashboardName ?? "Dashboard"} | Sugar Apple Realty` },
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
];

const INTRO = {
  office: "Every inquiry from the listing pages and every home valuation asked for, whichever agent it went to.",
  own: "Inquiries buyers sent about your listings, and home valuations the office rotation gave you. Open one to answer it, book the showing and keep notes.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const { user, desk } = await requireLeadDesk(request);
  const params = new URL(request.url).searchParams;
  const status = params.get("status") ?? "";
  const result = await listLeads(user, { status }, readTableQuery(params, LEADS_TABLE));
  if (!result.success) throwFailure(result);
  return { desk, leads: result.data, status };
}

/** Read-only: a POST is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  await requireLeadDesk(request);
  throwMethodNotAllowed();
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { desk } = loaderData;
  const office = desk.scope === "office";
  return (
    <div className={office ? "container section admin-dashboard" : "container section"}>
      <section className={office ? "admin-section" : undefined} aria-labelledby="leads-heading">
        <h2 id="leads-heading">Leads</h2>
        <p className="admin-section__intro">{INTRO[desk.scope]}</p>
        <LeadsTable page={loaderData.leads} hrefOf={(id) => leadPathAt(desk, id)} action={leadsPathAt(desk)} status={loaderData.status} showAgent={office} />
      </section>
    </div>
  );
}
