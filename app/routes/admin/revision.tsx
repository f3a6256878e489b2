import { redirect, useActionData } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { RevisionDecision, type DecisionReply } from "~/features/listing-upkeep/components";
import { approveListingRevision, getRevisionReview, rejectListingRevision } from "~/features/listing-upkeep/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import upkeepStylesHref from "~/styles/listing-upkeep.css?url";
import type { Route } from "./+types/revision";

/**
 * /admin/admindashboard/revisions/:id: an agent's proposed changes to the
 * approved listing `id`, as a diff against what is live, with Approve
 * (applied at once) and Reject (with the reason the agent reads).
 * Administrators only.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: upkeepStylesHref },
];

export const meta: Route.MetaFunction = () => [{ title: "Proposed changes | Admin dashboard" }, { name: "robots", content: "noindex" }];

const DASHBOARD = "/admin/admindashboard";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "review:listings");
  const result = await getRevisionReview(user, params.id);
  if (!result.success) throwFailure(result);
  return { review: result.data };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, "review:listings");
  const form = await readFormData(request);
  if (form.get("intent") === "approve") {
    const result = await approveListingRevision(user, params.id);
    if (!result.success) return sendFailure<DecisionReply>(result, { intent: "approve", formError: result.error });
    return redirect(`${DASHBOARD}?revision=approved`, { status: 303 });
  }
  const reason = typeof form.get("reason") === "string" ? String(form.get("reason")) : "";
  const result = await rejectListingRevision(user, params.id, reason);
  if (!result.success) return sendFailure<DecisionReply>(result, { intent: "reject", formError: result.error, fieldErrors: result.fieldErrors, values: { reason } });
  return redirect(`${DASHBOARD}?revision=rejected`, { status: 303 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>() ?? null;
  return (
    <div className="container section admin-dashboard">
      <p>
        <a href={DASHBOARD}>← Review queue</a>
      </p>
      <RevisionDecision review={loaderData.review} reply={reply} />
    </div>
  );
}
