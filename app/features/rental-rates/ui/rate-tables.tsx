import { ConfirmStep } from "~/shared/ui/confirm-step";
import { formatShortDate } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";
import { weekdaysInWords, type HolidayRule, type Season } from "../stay-rates";

type Kind = "season" | "holiday";

const nights = (count: number) => `${count} ${count === 1 ? "night" : "nights"}`;

export const checkInWords = (days: readonly number[], fallback: string) => (days.length === 0 ? fallback : weekdaysInWords(days));

function RowActions({ kind, row, confirming, pageHref }: { kind: Kind; row: Season | HolidayRule; confirming: boolean; pageHref: string }) {
  return (
    <td>
      <div className="rates-table__actions">
        <a className="button button--ghost button--small" href={`${pageHref}?edit=${kind}:${row.id}#${kind}-form`}>
          Edit<span className="visually-hidden"> {row.name}</span>
        </a>
        {confirming ? null : (
          <form method="post">
            <input type="hidden" name="intent" value={`confirm-delete-${kind}`} />
            <input type="hidden" name="id" value={row.id} />
            <button type="submit" className="button button--danger-ghost button--small">
              Delete…<span className="visually-hidden"> {row.name}</span>
            </button>
          </form>
        )}
      </div>
      {confirming ? (
        <ConfirmStep
          question={`Delete “${row.name}”?`}
          confirm={
            <form method="post">
              <input type="hidden" name="intent" value={`delete-${kind}`} />
              <input type="hidden" name="id" value={row.id} />
              <button type="submit" className="button button--danger">
                Delete {row.name}
              </button>
            </form>
          }
          cancelHref={pageHref}
          className="admin-delete--step"
          actionsClassName="rates-table__actions"
        >
          {kind === "season"
            ? "Its nights go back to the rental's base rates. Requests already sent keep the price they were quoted."
            : "Stays starting in these dates follow their season's minimum again."}
        </ConfirmStep>
      ) : null}
    </td>
  );
}

type TableProps<Row> = { rows: readonly Row[]; confirmingId: string | null; currentId: string | null; pageHref: string };

/** The rental's seasons in date order, with edit and delete. */
export function SeasonsAdminTable({ rows, confirmingId, currentId, pageHref }: TableProps<Season>) {
  if (rows.length === 0) return <p>No seasons yet: every night is at the base rates.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table rates-table">
        <caption className="visually-hidden">Seasons, in date order</caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            <th scope="col">Nights</th>
            <th scope="col">Nightly</th>
            <th scope="col">Weekly</th>
            <th scope="col">Minimum stay</th>
            <th scope="col">Check-in</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} aria-current={row.id === currentId ? "true" : undefined}>
              <th scope="row">{row.name}</th>
              <td>
                {formatShortDate(row.firstNight)} – {formatShortDate(row.lastNight)}
              </td>
              <td>{formatCents(row.nightlyCents)}</td>
              <td>{row.weeklyCents === null ? "—" : formatCents(row.weeklyCents)}</td>
              <td>{nights(row.minimumNights)}</td>
              <td>{checkInWords(row.checkInDays, "Any day")}</td>
              <RowActions kind="season" row={row} confirming={confirmingId === row.id} pageHref={pageHref} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rental's holiday rules in date order, with edit and delete. */
export function HolidaysAdminTable({ rows, confirmingId, currentId, pageHref }: TableProps<HolidayRule>) {
  if (rows.length === 0) return <p>No holiday rules yet.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table rates-table">
        <caption className="visually-hidden">Holiday rules, in date order</caption>
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">Stays starting</th>
            <th scope="col">Minimum stay</th>
            <th scope="col">Check-in</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} aria-current={row.id === currentId ? "true" : undefined}>
              <th scope="row">{row.name}</th>
              <td>
                {formatShortDate(row.firstNight)} – {formatShortDate(row.lastNight)}
              </td>
              <td>{nights(row.minimumNights)}</td>
              <td>{checkInWords(row.checkInDays, "As the season")}</td>
              <RowActions kind="holiday" row={row} confirming={confirmingId === row.id} pageHref={pageHref} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
