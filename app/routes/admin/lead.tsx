import { requireUser } from "~/features/accounts/index.server";
import { loadLeadOriginSection, loadLeadPage, submitLeadAction } from "~/features/leads/index.server";
import { LeadDetailView } from "~/features/leads/components";
import { LeadSourceSection } from "~/features/lead-sources/components";
import type { PageHandle } from "~/features/shell";
import { sendReply } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import leadStylesHref from "~/styles/leads.css?url";
import type { Route } from "./+types/lead";

/** /admin/admindashboard/leads/{id}: any lead, with the same page and actions as its agent's. Administrators only. */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Lead | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:admin-dashboard");
  return { ...(await loadLeadPage(user, params.id, request)), origin: await loadLeadOriginSection(user, params.id) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return sendReply(await submitLeadAction(await requireUser(request, "view:admin-dashboard"), params.id, request));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <LeadDetailView {...loaderData} backHref="/admin/admindashboard/leads" reply={actionData}>
        <LeadSourceSection origin={loaderData.origin} />
      </LeadDetailView>
    </div>
  );
}
