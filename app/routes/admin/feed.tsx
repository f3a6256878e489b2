import { data, Form, redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { listSyncRuns, startSyncInBackground, type SyncRun } from "~/features/mls-feed/index.server";
import { SyncProgressPanel, type SyncProgress } from "~/features/mls-feed/components";
import syncProgressScriptHref from "~/features/mls-feed/enhance/sync-progress-script.ts?worker&url";
import type { PageHandle } from "~/features/shell";
import { getConfig } from "~/shared/config/env.server";
import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { readFormData } from "~/shared/forms/parse-form";
import { EmptyState } from "~/shared/ui/empty-state";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/feed";
import { RecordTable, type WorkTableColumn } from "~/shared/tables/work-table";

/**
 * /admin/admindashboard/feed: the MLS feed's last sync runs (started, pages,
 * listings new, changed and removed, photos queued, problems) and a button
 * that starts a pass now, with a key reconciliation; a pass under way shows
 * its progress, followed live by the page's island. Administrators only.
 */
export const handle: PageHandle = { hydrate: false, scripts: [syncProgressScriptHref] };

export const meta: Route.MetaFunction = () => [{ title: "MLS feed | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
];

const SECTION = "/admin/admindashboard/feed";

const STATUS_LABELS = { running: "Running", succeeded: "Succeeded", failed: "Stopped" } as const;

const progressOf = (run: SyncRun): SyncProgress => ({
  id: run.id,
  status: run.status as SyncProgress["status"],
  stage: run.stage as SyncProgress["stage"],
  pages: run.pages,
  read: run.read,
  created: run.created,
  updated: run.updated,
  removed: run.removed,
  skipped: run.skipped,
  photos: run.photos,
  errorCount: run.errorCount,
});

/**
 * The progress panel: after "Sync now", the pass it started (or, until that
 * begins, a wait for a run newer than `after`); otherwise a pass under way.
 */
function progressPanel(runs: readonly SyncRun[], url: URL): { progress: SyncProgress | null; waitingAfter?: string } | null {
  const newest = runs[0];
  if (url.searchParams.get("done") === "started") {
    const after = url.searchParams.get("after") ?? "";
    if (!newest || newest.id === after) return { progress: null, waitingAfter: after };
    return { progress: progressOf(newest) };
  }
  return newest?.status === "running" ? { progress: progressOf(newest) } : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "manage:mls-feed");
  const { apiUrl, syncMinutes } = getConfig().mls;
  const runs = await listSyncRuns(20);
  const url = new URL(request.url);
  return {
    configured: Boolean(apiUrl),
    syncMinutes,
    started: url.searchParams.get("done") === "started",
    panel: progressPanel(runs, url),
    refreshHref: `${url.pathname}${url.search}`,
    runs: runs.map((run) => ({
      id: run.id,
      startedAt: run.startedAt.toISOString(),
      started: formatIslandDateTime(run.startedAt),
      status: STATUS_LABELS[run.status as keyof typeof STATUS_LABELS] ?? run.status,
      pages: run.pages,
      created: run.created,
      updated: run.updated,
      removed: run.removed,
      skipped: run.skipped,
      photos: run.photos,
      errorCount: run.errorCount,
      errors: run.errors.slice(0, 10).map((error) => (error.key ? `ListingKey ${error.key}: ${error.reason}` : error.reason)),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request, "manage:mls-feed");
  const form = await readFormData(request);
  if (form.get("intent") !== "sync") return data({ error: "Unknown request" }, { status: 400 });
  if (!getConfig().mls.apiUrl) return data({ error: "The MLS feed is not configured (MLS_API_URL)." }, { status: 409 });
  // The run that was newest before this one: the page waits for a newer one to follow.
  const [previous] = await listSyncRuns(1);
  startSyncInBackground();
  throw redirect(`${SECTION}?done=started${previous ? `&after=${previous.id}` : ""}`, { status: 303 });
}

type Run = Awaited<ReturnType<typeof loader>>["runs"][number];

/** The runs in the staff tables' shared markup (cards on a phone); the service keeps the last 20. */
const RUN_COLUMNS: ReadonlyArray<WorkTableColumn<Run, never>> = [
  { label: "Started", primary: true, cell: (run) => <time dateTime={run.startedAt}>{run.started}</time> },
  { label: "Status", cell: (run) => run.status },
  { label: "Pages", role: "number", cell: (run) => run.pages },
  { label: "New", role: "number", cell: (run) => run.created },
  { label: "Changed", role: "number", cell: (run) => run.updated },
  { label: "Removed", role: "number", cell: (run) => run.removed },
  { label: "Photos", role: "number", cell: (run) => run.photos },
  {
    label: "Problems",
    cell: (run) => (
      <>
        {run.errorCount}
        {run.errors.length > 0 ? (
          <ul className="admin-feed__errors">
            {run.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        ) : null}
      </>
    ),
  },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { configured, syncMinutes, started, panel, refreshHref, runs } = loaderData;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="feed-heading">
        <h2 id="feed-heading">MLS feed</h2>
        {started ? (
          <p role="status" className="form-success">
            A sync pass has started.
          </p>
        ) : null}
        {actionData && "error" in actionData ? (
          <p role="alert" className="form-error">
            {actionData.error}
          </p>
        ) : null}
        <p className="admin-section__intro">
          {configured
            ? `Listings from the MLS are read ${syncMinutes > 0 ? `every ${syncMinutes} minutes` : "when you start a pass here"}; their photos follow in the background. A listing withdrawn or removed from the MLS leaves the site.`
            : "No MLS feed is configured (MLS_API_URL): the site shows only the listings entered here and imported from files."}
        </p>
        {configured ? (
          <Form method="post">
            <button type="submit" name="intent" value="sync" className="button button--small">
              Sync now
            </button>
          </Form>
        ) : null}
        {panel ? <SyncProgressPanel progress={panel.progress} waitingAfter={panel.waitingAfter} refreshHref={refreshHref} /> : null}
        <div data-feed-runs>
          <h3>Last runs</h3>
          {runs.length === 0 ? (
            <EmptyState title="No sync yet">
              <p>Each pass of the sync is listed here with what it changed.</p>
            </EmptyState>
          ) : (
            <RecordTable caption="MLS sync runs, newest first" columns={RUN_COLUMNS} rows={runs} rowKey={(run) => run.id} />
          )}
        </div>
      </section>
    </div>
  );
}
