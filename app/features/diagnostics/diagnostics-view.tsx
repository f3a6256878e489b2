import { PageHero } from "~/shared/ui/page-hero";
import type { Diagnostics } from "./diagnostics.server";

export function DiagnosticsView({ title, diagnostics }: { title: string; diagnostics: Diagnostics }) {
  const rows: Array<[string, string]> = [
    ["Environment", diagnostics.environment],
    ["Version", diagnostics.version],
    ["Database", `${diagnostics.database.engine} at ${diagnostics.database.location}`],
    ["Database reachable", diagnostics.database.reachable ? "yes" : "no"],
    ["Migrations applied", String(diagnostics.database.migrationsApplied ?? "unknown")],
    ["Mail", diagnostics.mail],
    ["Storage", diagnostics.storage],
    ["Analytics", diagnostics.analytics],
    ["Chat", diagnostics.chat],
  ];
  return (
    <>
      <PageHero eyebrow="Administrators" title={title} />
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
