import { requireRole } from "~/features/accounts/authorization.server";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/agent-dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Agent dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ["agent"]);
  return { name: user.name };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PageHero eyebrow={`Signed in as ${loaderData.name}`} title="Agent dashboard" />;
}
