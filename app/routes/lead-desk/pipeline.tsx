import { leadPathAt } from "~/features/leads";
import { handlePipelineMove, loadPipeline, requireLeadDesk } from "~/features/leads/index.server";
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

/**
 * /admin/admindashboard/pipeline and /agent/agentdashboard/pipeline: the
 * leads the user may see by status (an administrator every lead, with its
 * agent), each moved on with its own form or dragged to its column.
 */
export const handle: PageHandle = { hydrate: false, scripts: [pipelineScriptHref] };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Pipeline | ${loaderData?.desk.dashboardName ?? "Dashboard"} | Sugar Apple Realty` },
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
];

const INTRO = {
  office: "Every lead by where it stands. Move one on when it changes; a lost lead says why, and the lead's timeline records each move.",
  own: "Your leads by where they stand. Move one on when it changes; a lost lead says why, and the lead's timeline records each move.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const { user, desk } = await requireLeadDesk(request);
  const result = await loadPipeline(user);
  if (!result.success) throwFailure(result);
  return { desk, columns: result.data };
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireLeadDesk(request);
  return sendReply(await handlePipelineMove(user, await readFormData(request)));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { desk } = loaderData;
  const office = desk.scope === "office";
  return (
    <div className={office ? "container section admin-dashboard" : "container section"}>
      <section aria-labelledby="pipeline-heading">
        <h2 id="pipeline-heading">Pipeline</h2>
        <p className="admin-section__intro">{INTRO[desk.scope]}</p>
        <LeadPipelineBoard columns={loaderData.columns} hrefOf={(id) => leadPathAt(desk, id)} reply={actionData} showAgent={office} />
      </section>
    </div>
  );
}
