import { DiagnosticsView } from "~/features/diagnostics/components";
import { loadDiagnostics } from "~/features/diagnostics/index.server";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import type { Route } from "./+types/debug";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Diagnostics",
    description: "Deployment diagnostics for administrators.",
    path: "/debug",
    noIndex: true,
  });

export const loader = ({ request }: Route.LoaderArgs) => loadDiagnostics(request);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DiagnosticsView title="Diagnostics" diagnostics={loaderData} />;
}
