import type { ReactNode } from "react";
import { AgentListingForm } from "~/features/listing-submissions/components";
import { formatPrice } from "~/features/listings";
import { formatIslandDateTime } from "~/shared/dates/format-dates";
import type { FormFailure } from "~/shared/forms/parse-form";
import type { ListingUpkeep } from "../listing-upkeep.server";
import { MARKET_FIELDS } from "../revision-fields";
import { UPKEEP_MESSAGES } from "../upkeep-messages";
import { MarketForm } from "./market-form";
import { RevisionDiffView } from "./revision-diff-view";
import { IslandDate } from "~/shared/ui/island-date";

/**
 * An approved listing kept current, for its agent and for administrators:
 * the price and status form (live at once) with the price history, and the
 * text and photos form (an agent's changes wait for review while the
 * approved version stays public; an administrator's apply at once). A
 * listing from the MLS feed is changed at the MLS: a notice, no forms.
 */

export type UpkeepFailure = FormFailure & { intent: "market" | "revise" };

function History({ lines }: { lines: ListingUpkeep["history"] }) {
  if (lines.length === 0) return null;
  return (
    <div className="admin-table-wrap">
      <table className="upkeep-history">
        <caption>Price history</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Event</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.date}-${index}`}>
              <td>
                <IslandDate value={line.date} />
              </td>
              <td>{line.event}</td>
              <td>{line.price === null ? "—" : formatPrice(line.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RevisionStatus({ revision }: { revision: NonNullable<ListingUpkeep["revision"]> }) {
  if (revision.status === "rejected") {
    return (
      <section className="agent-dashboard__notice upkeep-revision" aria-labelledby="upkeep-revision-title">
        <h3 id="upkeep-revision-title">Your last changes were not accepted</h3>
        <p>Administrator's reason: {revision.reason}</p>
        <p>The approved version is still public. Correct the changes below and send them again.</p>
        <RevisionDiffView diff={revision.diff} />
      </section>
    );
  }
  return (
    <section className="agent-dashboard__notice upkeep-revision" aria-labelledby="upkeep-revision-title">
      <h3 id="upkeep-revision-title">Changes waiting for review</h3>
      <p>
        Sent {formatIslandDateTime(revision.proposedAt)}. The approved version stays public until an administrator approves them; sending new
        changes replaces these.
      </p>
      <RevisionDiffView diff={revision.diff} />
    </section>
  );
}

export function ListingUpkeepPage({
  listing,
  failure,
  notice,
  back,
  openHouses,
}: {
  listing: ListingUpkeep;
  failure: UpkeepFailure | null;
  notice: string | null;
  back: { href: string; label: string };
  /** The listing's open houses and the form to add one (features/open-houses), for the brokerage's own sales. */
  openHouses?: ReactNode;
}) {
  const hasMarket = listing.kind !== "rental";
  return (
    <div className="container section agent-dashboard upkeep">
      <p>
        <a href={back.href}>← {back.label}</a>
      </p>
      <h2 className="upkeep__title">Keep “{listing.title}” current</h2>
      <p>
        <a href={listing.publicPath}>View the public page</a>
      </p>
      {notice ? (
        <div className="form__success" role="status">
          <p>{notice}.</p>
        </div>
      ) : null}
      {listing.fromMls ? (
        <section className="agent-dashboard__notice" aria-label="MLS listing">
          <p>{UPKEEP_MESSAGES.mls}</p>
        </section>
      ) : (
        <>
          {hasMarket ? (
            <section className="upkeep__market" aria-label="Price and status">
              <MarketForm key={JSON.stringify(listing.market)} listing={listing} failure={failure?.intent === "market" ? failure : null} />
              <History lines={listing.history} />
            </section>
          ) : null}
          {openHouses}
          {listing.revision ? <RevisionStatus revision={listing.revision} /> : null}
          <AgentListingForm
            key={`${listing.id}-${listing.revision?.proposedAt ?? "live"}`}
            kind={listing.kind}
            heading="Text and photos"
            note={
              listing.appliesDirectly
                ? "As an administrator, your changes go live when you save them."
                : "Your changes go to an administrator for review; the approved version stays public meanwhile."
            }
            submitLabel={listing.appliesDirectly ? "Save changes" : "Send changes for review"}
            failure={failure?.intent === "revise" ? failure : undefined}
            initialValues={listing.values}
            photos={listing.photos}
            omitFields={MARKET_FIELDS[listing.kind]}
            hiddenFields={{ intent: "revise" }}
          />
        </>
      )}
    </div>
  );
}
