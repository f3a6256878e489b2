import { requireUser } from "~/features/accounts/index.server";
import { agentLeadPath } from "~/features/leads";
import { handlePipelineMove, loadPipeline } from "~/features/leads/index.server";
import { LeadPipelineBoard } from "~/features/leads/components";
import pipelineScriptHref from "~/features/leads/enhance/pipeline-script.ts?worker&url";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import { readFormData } from "~/shared/forms/parse-form";
import { sendReply } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import leadStylesHref from "~/styles/leads.css?url";
import type { Route } from "./+types/pipeline";

/** /agent/agentdashboard/pipeline: the agent's leads by status, each moved on with its own form or dragged to its column. */
export const handle: PageHandle = { hydrate: false, scripts: [pipelineScriptHref] };

export const meta: Route.MetaFunction = () => [{ title: "Pipeline | Agent dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const result = await loadPipeline(await requireUser(request, "view:agent-dashboard"));
  if (!result.success) throwFailure(result);
  return { columns: result.data };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  return sendReply(await handlePipelineMove(user, await readFormData(request)));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container section">
      <section aria-labelledby="pipeline-heading">
        <h2 id="pipeline-heading">Pipeline</h2>
        <p className="admin-section__intro">Your leads by where they stand. Move one on when it changes; a lost lead says why, and the lead's timeline records each move.</p>
        <LeadPipelineBoard columns={loaderData.columns} hrefOf={agentLeadPath} reply={actionData} />
      </section>
    </div>
  );
}
