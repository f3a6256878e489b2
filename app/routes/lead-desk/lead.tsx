import { loadLeadOriginSection, loadLeadPage, requireLeadDesk, submitLeadAction } from "~/features/leads/index.server";
import { leadPathAt, leadsPathAt } from "~/features/leads";
import { handleValuationAction, isValuationIntent, loadLeadValuationSection } from "~/features/home-valuation/index.server";
import { LeadValuationSection } from "~/features/home-valuation/components";
import { readFormData } from "~/shared/forms/parse-form";
import { LeadDetailView } from "~/features/leads/components";
import { LeadSourceSection } from "~/features/lead-sources/components";
import type { PageHandle } from "~/features/shell";
import { sendReply } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import leadStylesHref from "~/styles/leads.css?url";
import leadValuationStylesHref from "~/styles/lead-valuation.css?url";
import type { Route } from "./+types/lead";

/**
 * /admin/admindashboard/leads/{id} and /agent/agentdashboard/leads/{id}: one
 * lead, with the same page and actions for an administrator (any lead) as for
 * its agent. A lead the user may not see (another agent's), or none, is a
 * 404: they learn nothing about it.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Lead | ${loaderData?.desk.dashboardName ?? "Dashboard"} | Sugar Apple Realty` },
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
  { rel: "stylesheet", href: leadValuationStylesHref },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, desk } = await requireLeadDesk(request);
  const [page, origin, valuation] = await Promise.all([loadLeadPage(user, params.id, request), loadLeadOriginSection(user, params.id), loadLeadValuationSection(user, params.id)]);
  return { ...page, origin, valuation, desk };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireLeadDesk(request);
  // A valuation lead's forms belong to home valuation's section; the rest are the lead page's own.
  const form = await readFormData(request.clone());
  if (isValuationIntent(form.get("intent"))) return sendReply(await handleValuationAction(user, params.id, form));
  return sendReply(await submitLeadAction(user, params.id, request));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { desk, origin, valuation, ...page } = loaderData;
  return (
    <div className={desk.scope === "office" ? "container section admin-dashboard" : "container section"}>
      <LeadDetailView {...page} backHref={leadsPathAt(desk)} reply={actionData}>
        <LeadValuationSection valuation={valuation} filesHref={`${leadPathAt(desk, page.lead.id)}/valuation`} />
        <LeadSourceSection origin={origin} />
      </LeadDetailView>
    </div>
  );
}
