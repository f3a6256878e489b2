import { refusePost, requireUser } from "~/features/accounts/index.server";
import { StaffFrame } from "~/features/shell/components";
import type { Route } from "./+types/agent-dashboard";

/**
 * /agent/agentdashboard: agents only. Each section is a nested
 * route (app/routes/agent/) that checks the role again in its own loader and
 * action; this frame draws the section's heading inside the staff layout,
 * whose sidebar links the sections.
 */
export const meta: Route.MetaFunction = () => [{ title: "Agent dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  return { unverifiedEmail: user.emailVerified ? null : user.email };
}

/** Forms post to a section (`?index` for the first); a post to the frame itself is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "view:agent-dashboard");
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return <StaffFrame role="agent" fallbackTitle="Agent dashboard" unverifiedEmail={loaderData.unverifiedEmail} />;
}
