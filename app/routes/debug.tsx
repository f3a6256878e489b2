import { data } from "react-router";
import { collectDiagnostics } from "~/features/diagnostics/diagnostics.server";
import { getConfig } from "~/shared/config/env.server";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/debug";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Diagnostics",
    description: "Deployment diagnostics for administrators.",
    path: "/debug",
    noIndex: true,
  });

/** Diagnostics: not found in production (administrator access comes with accounts). */
export async function loader() {
  if (getConfig().isProduction) throw data(null, { status: 404 });
  return collectDiagnostics();
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const rows: Array<[string, string]> = [
    ["Environment", loaderData.environment],
    ["Version", loaderData.version],
    ["Database", `${loaderData.database.engine} at ${loaderData.database.location}`],
    ["Database reachable", loaderData.database.reachable ? "yes" : "no"],
    ["Migrations applied", String(loaderData.database.migrationsApplied ?? "unknown")],
    ["Mail", loaderData.mail],
    ["Storage", loaderData.storage],
    ["Analytics", loaderData.analytics],
    ["Chat", loaderData.chat],
  ];
  return (
    <>
      <PageHero eyebrow="Administrators" title="Diagnostics" />
      <div className="container section">
        <dl className="facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
