import { Outlet } from "react-router";
import { refusePost, requireUser } from "~/features/accounts/index.server";
import adminStylesHref from "~/styles/admin.css?url";
import stylesHref from "~/styles/owner-portal.css?url";
import type { Route } from "./+types/owner";

/**
 * /owner: the villa owners' portal, inside the staff layout with the owner's
 * sections. Each page (app/routes/owner/) asks for the owner again, heads
 * itself, and reads through services that see only the signed-in owner's
 * villas and money. An owner's address is confirmed by the invitation itself.
 */
export const meta: Route.MetaFunction = () => [{ title: "Owner portal | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: stylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "use:owner-portal");
  return null;
}

/** Forms post to a page (`?index` for the first); a post to the frame itself is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "use:owner-portal");
}

export default function Layout() {
  return <Outlet />;
}
