import { requireUser } from "~/features/accounts/index.server";
import { handleTemplateAction, listLeadTemplates } from "~/features/leads/index.server";
import { LeadTemplatesEditor } from "~/features/leads/components";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReply } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import leadStylesHref from "~/styles/leads.css?url";
import type { Route } from "./+types/lead-templates";

/** /admin/admindashboard/templates: the answers agents start their e-mails to buyers from. Administrators only. */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Templates | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const result = await listLeadTemplates(await requireUser(request, "manage:lead-templates"));
  if (!result.success) throwFailure(result);
  return { templates: result.data };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:lead-templates");
  return sendReply(await handleTemplateAction(user, await readFormData(request)));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <section aria-labelledby="templates-heading">
        <h2 id="templates-heading">Templates</h2>
        <p className="admin-section__intro">Answers to common questions that agents start an e-mail to a buyer from, on a lead's page.</p>
        <LeadTemplatesEditor templates={loaderData.templates} reply={actionData} />
      </section>
    </div>
  );
}
