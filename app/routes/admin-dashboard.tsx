import { refusePost, requireUser } from "~/features/accounts/index.server";
import { DashboardLayout, type DashboardSection } from "~/features/shell/components";
import type { Route } from "./+types/admin-dashboard";

/**
 * /admin/admindashboard: administrators only. Each section is a
 * nested route (app/routes/admin/) that checks the role again in its own
 * loader and action; this frame only draws the heading and the section links.
 */
export const meta: Route.MetaFunction = () => [{ title: "Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

const BASE = "/admin/admindashboard";

const SECTIONS: readonly DashboardSection[] = [
  { to: BASE, label: "Listings", end: true },
  { to: `${BASE}/portfolio`, label: "Portfolio" },
  { to: `${BASE}/overview`, label: "Overview" },
  { to: `${BASE}/users`, label: "Users" },
  { to: `${BASE}/agents`, label: "Agents" },
  { to: `${BASE}/bookings`, label: "Bookings" },
  { to: `${BASE}/leads`, label: "Leads" },
  { to: `${BASE}/testimonials`, label: "Testimonials" },
  { to: `${BASE}/blog`, label: "Blog" },
  { to: `${BASE}/mail`, label: "Mail" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:admin-dashboard");
  return { name: user.name, unverifiedEmail: user.emailVerified ? null : user.email };
}

/** Forms post to a section (`?index` for the first); a post to the frame itself is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "view:admin-dashboard");
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return <DashboardLayout title="Admin dashboard" userName={loaderData.name} unverifiedEmail={loaderData.unverifiedEmail} sections={SECTIONS} />;
}
