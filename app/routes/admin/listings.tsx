import { findListingAgent } from "~/features/agents/index.server";
import { ListingAgentCard } from "~/features/agents/components";
import { data, redirect, useActionData, useSearchParams } from "react-router";
import { requireUser, type SessionUser } from "~/features/accounts/index.server";
import { AuditActivity } from "~/features/audit-log/components";
import { latestAuditLog } from "~/features/audit-log/index.server";
import { adminReviewFormSchema, chosenReviewStatus, getReviewPreview, removeListing, reviewListing } from "~/features/listing-review/index.server";
import { getReviewState, listReviewQueue, readReviewedFilter, type ReviewedFilter, type ReviewQueue } from "~/features/listing-review/index.server";
import { keptStaffListingPages } from "~/features/listings/index.server";
import { listingPublicPath } from "~/features/listings";
import { rentalJsonLd, saleListingJsonLd } from "~/features/listings";
import { serializeJsonLd } from "~/shared/seo/json-ld";
import { daysOnMarket, historyLines } from "~/features/listings";
import { AdminDeleteListing, AdminReviewForm, type ReviewFailure } from "~/features/listing-review/components";
import { AdminReviewQueue, kindLabel } from "~/features/listing-review/components";
import { PendingRevisions } from "~/features/listing-upkeep/components";
import { listPendingRevisions, UPKEEP_MESSAGES } from "~/features/listing-upkeep/index.server";
import upkeepStylesHref from "~/styles/listing-upkeep.css?url";
import { ListingDetail } from "~/features/listings/components";
import { listingMapLinks } from "~/features/listings/components";
import { RentalDetail } from "~/features/listings/components";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { formFailure, parseForm, readFormData } from "~/shared/forms/parse-form";
import adminStylesHref from "~/styles/admin.css?url";
import detailStylesHref from "~/styles/listing-detail.css?url";
import type { Route } from "./+types/listings";
import type { PageHandle } from "~/features/shell";
import { throwFailure, throwIfUnexpected } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";

/**
 * /admin/admindashboard: the review queue with a preview of the
 * selected listing as the public will see it, the review form, deletion
 * after a confirmation, and the audit log's latest entries. Administrators
 * only: the loader and the action both ask requireUser. Hydrated (the
 * confirmation dialog needs React); every form also works without it.
 */
export const links: Route.LinksFunction = () => [
  ...listingMapLinks,
  { rel: "stylesheet", href: detailStylesHref },
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: upkeepStylesHref },
];

const DASHBOARD = "/admin/admindashboard";

/**
 * The queue alone is tables, links and a search form, and ships no React;
 * a selected listing's review (its form and the delete dialog) is hydrated.
 */
export const handle: PageHandle = { hydrate: (data) => (data as { selectedId?: string | null } | undefined)?.selectedId != null };

async function loadPreview(user: SessionUser, id: string) {
  const result = await getReviewPreview(user, id);
  if (!result.success) {
    throwIfUnexpected(result);
    return { preview: null, previewError: result.error };
  }
  const listing = result.data;
  const path = listingPublicPath(listing);
  const url = `${getConfig().publicUrl}${path}`;
  const context = { url, images: [], brokerName: site.name };
  const jsonLd = serializeJsonLd(listing.kind === "rental" ? rentalJsonLd(listing, context) : saleListingJsonLd(listing, context));
  const agent = await findListingAgent(listing.agentEmail);
  return { preview: { listing, url, path, jsonLd, agent: agent.success ? agent.data : null }, previewError: null };
}

/** How many of the latest audit entries the dashboard's Activity shows; the audit log page has them all. */
const ACTIVITY_SIZE = 20;

/**
 * The queue's pages are the same for every administrator: kept per filter until what they show changes (decision
 * 0110). A few: the office moves between a handful of filters and pages, and pages kept by the hundred outlive V8's
 * young generation, which made every page read afresh dearer to collect (decision 0163).
 */
const keptQueuePage = keptStaffListingPages<ReviewQueue>(16);
/** The proposed revisions and the latest audit entries, the same on every page of the queue: kept once, not once per filter. */
const keptQueueSurroundings = keptStaffListingPages<Awaited<ReturnType<typeof loadQueueSurroundings>>>(1);

/** One page of the queue for a filter, as every administrator sees it. */
async function loadQueuePage(user: SessionUser, filter: ReviewedFilter): Promise<ReviewQueue> {
  const queue = await listReviewQueue(user, filter);
  if (!queue.success) throwFailure(queue);
  return queue.data;
}

/** What every administrator sees beside the queue, whatever its filter: the proposed revisions and the latest audit entries. */
async function loadQueueSurroundings(user: SessionUser) {
  const [revisions, audit] = await Promise.all([listPendingRevisions(user), latestAuditLog(user, ACTIVITY_SIZE)]);
  if (!revisions.success) throwFailure(revisions);
  if (!audit.success) throwFailure(audit);
  const activity = audit.data.map(({ id, sentence, createdAt }) => ({ id, sentence, createdAt }));
  return { revisions: revisions.data, activity };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "review:listings");
  const params = new URL(request.url).searchParams;
  const reviewId = params.get("review");
  const filter = readReviewedFilter(params);
  const [queue, { revisions, activity }, state] = await Promise.all([
    keptQueuePage(JSON.stringify(filter), () => loadQueuePage(user, filter)),
    keptQueueSurroundings("", () => loadQueueSurroundings(user)),
    reviewId ? getReviewState(user, reviewId) : null,
  ]);
  if (state && !state.success) throwFailure(state);
  const selected = reviewId ? await loadPreview(user, reviewId) : { preview: null, previewError: null };
  const review = state?.success ? state.data : null;
  const { pending, reviewed, reviewedTotal, page, pageCount, statuses } = queue;
  const { status, kind, source, ...query } = filter;
  return {
    pending,
    reviewed: { rows: reviewed, total: reviewedTotal, page, pageCount, query: { ...query, page }, statuses, filter: { status, kind, source } },
    selectedId: review?.id ?? null,
    review,
    ...selected,
    deleted: params.get("deleted") === "1",
    revisions,
    revisionDone: params.get("revision") === "approved" ? UPKEEP_MESSAGES.approved : params.get("revision") === "rejected" ? UPKEEP_MESSAGES.rejected : null,
    activity,
    mapTileUrl: getConfig().mapTileUrl ?? null,
  };
}

type ActionReply =
  | ({ intent: "review"; done?: string } & ReviewFailure)
  | { intent: "confirm-delete"; id: string }
  | { intent: "delete"; formError: string };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "review:listings");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");

  if (intent === "review") {
    const parsed = parseForm(form, adminReviewFormSchema);
    if (!parsed.success) return data<ActionReply>({ intent: "review", ...formFailure(parsed) }, { status: 400 });
    const status = chosenReviewStatus(parsed.data);
    const result = await reviewListing(user, id, status, parsed.data.notes);
    if (!result.success) {
      return sendFailure<ActionReply>(result, { intent: "review", fieldErrors: result.fieldErrors ?? {}, values: parsed.values, formError: result.error });
    }
    return data<ActionReply>({ intent: "review", done: `Saved: the status is now “${status.trim()}”.` });
  }
  if (intent === "confirm-delete") return data<ActionReply>({ intent: "confirm-delete", id });
  if (intent === "delete") {
    const result = await removeListing(user, id);
    if (!result.success) return sendFailure<ActionReply>(result, { intent: "delete", formError: result.error });
    throw redirect(`${DASHBOARD}?deleted=1`, { status: 303 });
  }
  return data<ActionReply>({ intent: "delete", formError: "Unknown request" }, { status: 400 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const { pending, reviewed, selectedId, review, preview, previewError, deleted, activity, mapTileUrl, revisions, revisionDone } = loaderData;
  const previewAgent = preview?.agent ?? null;
  const [params] = useSearchParams();
  const reviewReply = reply?.intent === "review" ? reply : null;
  const confirming = reply?.intent === "confirm-delete" && reply.id === selectedId;
  const deleteError = reply?.intent === "delete" ? reply.formError : null;
  return (
    <>
      <div className="container section admin-dashboard">
        {deleted ? (
          <p role="status" className="form-success">
            The listing was deleted.
          </p>
        ) : null}
        {revisionDone ? (
          <p role="status" className="form-success">
            {revisionDone}.
          </p>
        ) : null}
        {deleteError ? (
          <p role="alert" className="form-error">
            {deleteError}
          </p>
        ) : null}
        {previewError ? (
          <p role="alert" className="form-error">
            {previewError}
          </p>
        ) : null}
        {review && preview ? (
          <section className="admin-section admin-review" aria-labelledby="review-heading">
            <h2 id="review-heading">
              Reviewing “{review.title}” <span className="admin-review__kind">({kindLabel(preview.listing.kind)})</span>
            </h2>
            <div className="admin-review__tools">
              <AdminReviewForm
                listing={review}
                failure={reviewReply && !reviewReply.done ? reviewReply : null}
                done={reviewReply?.done ?? null}
              />
              <AdminDeleteListing listing={review} confirming={confirming} />
              {review.reviewStatus === "approved" ? (
                <p>
                  <a href={`${DASHBOARD}/listings/${review.id}/edit`}>Change price, status, text or photos</a>
                </p>
              ) : null}
            </div>
            <section className="admin-preview" aria-label="Public preview">
              <p className="admin-preview__label">
                Preview: the public page at <code>{preview.path}</code>
                {review.reviewStatus === "approved" ? null : " (visible to the public once approved)"}
              </p>
              {preview.listing.kind === "rental" ? (
                <RentalDetail key={preview.listing.id} rental={preview.listing} url={preview.url} mapTileUrl={mapTileUrl} jsonLd={preview.jsonLd} />
              ) : (
                <ListingDetail
                  key={preview.listing.id}
                  listing={preview.listing}
                  url={preview.url}
                  mapTileUrl={mapTileUrl}
                  jsonLd={preview.jsonLd}
                  back={{ href: DASHBOARD, label: "Review queue" }}
                  agentCard={previewAgent ? (ask) => <ListingAgentCard agent={previewAgent} {...ask} /> : undefined}
                  history={historyLines(preview.listing.events)}
                  daysOnMarket={daysOnMarket(preview.listing.events)}
                />
              )}
            </section>
          </section>
        ) : null}
        <AdminReviewQueue pending={pending} reviewed={reviewed} selectedId={selectedId} params={params} />
        <PendingRevisions revisions={revisions} />
        <AuditActivity entries={activity} />
      </div>
    </>
  );
}
