import { redirect, useActionData } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { AGENT_LISTING_MESSAGES, KIND_TITLES } from "~/features/listing-submissions";
import { isListingKind } from "~/features/listings";
import { handleAgentListingForm } from "~/features/listing-submissions/index.server";
import { AgentListingForm } from "~/features/listing-submissions/components";
import { readFormData } from "~/shared/forms/parse-form";
import agentStylesHref from "~/styles/agent.css?url";
import type { Route } from "./+types/new-listing";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReply } from "~/shared/http/reply";

/**
 * /agent/agentdashboard/new/:kind (sale, sold or rental): the multi-step
 * form that creates a listing. Agents only; a pending agent sees why they
 * cannot submit, and the action refuses them too. Hydrated (photo uploads).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStylesHref }];

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Add ${isListingKind(params.kind) ? KIND_TITLES[params.kind] : "a listing"} | Sugar Apple Realty` },
  { name: "robots", content: "noindex" },
];

function kindOf(value: string | undefined) {
  if (!isListingKind(value)) throwFailure({ code: "not_found" });
  return value;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  return { kind: kindOf(params.kind), pending: user.status !== "active" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  const reply = await handleAgentListingForm(user, kindOf(params.kind), await readFormData(request));
  if (reply.status === 200) return redirect(`/agent/agentdashboard?submitted=${reply.body.id}`, { status: 303 });
  return sendReply(reply);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const { kind, pending } = loaderData;
  return (
    <div className="container section agent-dashboard">
      <p>
        <a href="/agent/agentdashboard">← My listings</a>
      </p>
      {pending ? (
        <div className="agent-dashboard__notice" role="status">
          <p>{AGENT_LISTING_MESSAGES.pending}.</p>
        </div>
      ) : (
        <AgentListingForm
          kind={kind}
          heading={`Add ${KIND_TITLES[kind]}`}
          submitLabel="Submit for review"
          failure={failure}
          // Most rentals are homes: start there (the schema's default too).
          initialValues={kind === "rental" ? { category: "residential" } : undefined}
        />
      )}
    </div>
  );
}
