import type { ReactNode } from "react";
import { formatIslandClock, formatWeekdayDate } from "~/shared/dates/format-dates";
import { IslandDate } from "~/shared/ui/island-date";
import type { TodaysLeadWork, WorkGroup } from "../todays-work.server";
import { when } from "./lead-format";

/** A listing that wants the agent's hand, as the listing-upkeep feature answers it. */
export type AttentionListing = { id: string; title: string; reason: "rejected" | "revision-rejected" | "stale"; note: string; updatedAt: Date | string };

type Props = {
  work: TodaysLeadWork & { failed: boolean };
  listings: WorkGroup<AttentionListing> & { failed: boolean };
  /** Where a lead opens. */
  leadHref: (leadId: string) => string;
  /** Where a listing is edited or updated. */
  listingHref: (listingId: string) => string;
  /** Where the "Mark done" forms post (the page's own action). */
  taskAction: string;
};

const REASONS: Record<AttentionListing["reason"], string> = {
  rejected: "Sent back by review",
  "revision-rejected": "Changes not accepted",
  stale: "Not updated since",
};

function Group({ id, title, total, shown, failed, empty, more, children }: {
  id: string;
  title: string;
  total: number;
  shown: number;
  failed: boolean;
  empty: string;
  more: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="today__group" aria-labelledby={`today-${id}`}>
      <h3 id={`today-${id}`} className="today__heading">
        {title} <span className="today__count">{total}</span>
      </h3>
      {failed ? (
        <p role="alert">These could not be loaded just now; please reload the page in a few minutes.</p>
      ) : total === 0 ? (
        <p className="today__empty">{empty}</p>
      ) : (
        <>
          <ul className="today__list">{children}</ul>
          {total > shown ? <p className="today__more">{more}</p> : null}
        </>
      )}
    </section>
  );
}

/**
 * The agent's landing view: today's work on the island's calendar in four
 * counted groups (new leads, tasks due or overdue, today's showings, listings
 * needing attention), each item one click from acting on it, and each empty
 * group saying what is clear.
 */
export function TodayWork({ work, listings, leadHref, listingHref, taskAction }: Props) {
  return (
    <section className="today" aria-labelledby="today-heading">
      <h2 id="today-heading" className="today__title">
        Today <span className="today__date">
          <IslandDate value={work.today} format={formatWeekdayDate} />
        </span>
      </h2>
      <div className="today__groups">
        <Group id="new-leads" title="New leads" total={work.newLeads.total} shown={work.newLeads.items.length} failed={work.failed} empty="No new leads: every inquiry has an answer." more={<a href="/agent/agentdashboard/leads?status=new">Every new inquiry ({work.newLeads.total})</a>}>
          {work.newLeads.items.map((lead) => (
            <li key={lead.id} className="today__item">
              <a href={leadHref(lead.id)} className="today__link">
                {lead.name ?? "Contact details removed"}
              </a>
              <span className="today__meta">
                {lead.listingTitle} · <time dateTime={new Date(lead.createdAt).toISOString()}>{when(lead.createdAt)}</time>
              </span>
            </li>
          ))}
        </Group>
        <Group id="tasks" title="Tasks due" total={work.tasks.total} shown={work.tasks.items.length} failed={work.failed} empty="No tasks due today or overdue: you are all caught up." more={`And ${work.tasks.total - work.tasks.items.length} more on the leads' pages.`}>
          {work.tasks.items.map((task) => (
            <li key={task.id} className="today__item today__item--action">
              <div>
                <a href={leadHref(task.leadId)} className="today__link">
                  {task.title}
                </a>
                <span className="today__meta">
                  {task.buyerName ?? "Buyer"} · {task.listingTitle} ·{" "}
                  {task.overdue ? (
                    <strong className="today__overdue">
                      overdue since <IslandDate value={task.dueOn} />
                    </strong>
                  ) : (
                    "due today"
                  )}
                </span>
              </div>
              <form method="post" action={taskAction}>
                <input type="hidden" name="intent" value="task_done" />
                <input type="hidden" name="leadId" value={task.leadId} />
                <input type="hidden" name="taskId" value={task.id} />
                <button type="submit" className="button button--ghost button--small" aria-label={`Mark done: ${task.title}`}>
                  Mark done
                </button>
              </form>
            </li>
          ))}
        </Group>
        <Group id="showings" title="Showings today" total={work.showings.total} shown={work.showings.items.length} failed={work.failed} empty="No showings booked for today." more={<a href="/agent/agentdashboard/leads?sort=showing">See every showing</a>}>
          {work.showings.items.map((showing) => (
            <li key={showing.id} className="today__item">
              <a href={leadHref(showing.leadId)} className="today__link">
                <time dateTime={new Date(showing.startsAt).toISOString()}>{formatIslandClock(showing.startsAt)}</time> · {showing.buyerName ?? "Buyer"}
              </a>
              <span className="today__meta">{showing.listingTitle}</span>
            </li>
          ))}
        </Group>
        <Group id="listings" title="Listings needing attention" total={listings.total} shown={listings.items.length} failed={listings.failed} empty="Every listing is current: nothing sent back and nothing gone stale." more={<a href="/agent/agentdashboard?sort=updated&dir=asc">See the listings least recently updated</a>}>
          {listings.items.map((listing) => (
            <li key={listing.id} className="today__item today__item--action">
              <div>
                <span className="today__name">{listing.title}</span>
                <span className="today__meta">
                  {REASONS[listing.reason]}
                  {listing.reason === "stale" ? (
                    <>
                      {" "}
                      <IslandDate value={listing.updatedAt} />
                    </>
                  ) : listing.note ? (
                    `: ${listing.note}`
                  ) : null}
                </span>
              </div>
              {/* "Fix" and "Review", not the table's "Edit" and "Update", so each control's name is its own. */}
              <a href={listingHref(listing.id)} className="button button--ghost button--small" aria-label={`${listing.reason === "stale" ? "Review" : "Fix"} ${listing.title}`}>
                {listing.reason === "stale" ? "Review" : "Fix"}
              </a>
            </li>
          ))}
        </Group>
      </div>
    </section>
  );
}
