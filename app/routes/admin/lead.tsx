import { data } from "react-router";
import { requireRole } from "~/features/accounts/authorization.server";
import { handleLeadAction } from "~/features/leads/lead-action.server";
import { getLead } from "~/features/leads/read-leads.server";
import { LeadDetailView } from "~/features/leads/ui/lead-detail-view";
import type { PageHandle } from "~/features/shell/page-mode";
import { readFormData } from "~/shared/forms/parse-form";
import { failureStatus } from "~/shared/http/failure-status";
import { sendReply } from "~/shared/http/reply";
import { serverError } from "~/shared/lib/http-errors";
import adminStylesHref from "~/styles/admin.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import leadStylesHref from "~/styles/leads.css?url";
import type { Route } from "./+types/lead";

/** /admin/admindashboard/leads/{id}: any lead, with the same page and actions as its agent's. Administrators only. */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Lead | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, ["admin"]);
  const result = await getLead(user, params.id);
  if (!result.success) {
    if (result.code === "unexpected") serverError();
    throw data(null, { status: failureStatus(result) });
  }
  return { lead: result.data };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request, ["admin"]);
  return sendReply(await handleLeadAction(user, params.id, await readFormData(request)));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <LeadDetailView lead={loaderData.lead} backHref="/admin/admindashboard/leads" showAgent reply={actionData} />
    </div>
  );
}
