import { DiagnosticsView } from "~/features/diagnostics/components";
import { loadDiagnostics } from "~/features/diagnostics/index.server";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import type { Route } from "./+types/debug";

/**
 * /debug and /debug-registration: the deployment's diagnostics, the same
 * page at both of the site's addresses for it, each under its own title.
 * Administrators only; everyone else gets a plain 404.
 */
const TITLES: Record<string, string> = { "/debug": "Diagnostics", "/debug-registration": "Registration diagnostics" };

const titleAt = (path: string) => TITLES[path] ?? "Diagnostics";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(originFrom(matches), {
    title: titleAt(location.pathname),
    description: "Deployment diagnostics for administrators.",
    path: location.pathname,
    noIndex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  return { diagnostics: await loadDiagnostics(request), title: titleAt(new URL(request.url).pathname) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DiagnosticsView title={loaderData.title} diagnostics={loaderData.diagnostics} />;
}
