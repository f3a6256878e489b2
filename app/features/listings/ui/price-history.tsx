import type { HistoryLine } from "../listing-history";
import { formatDate, formatPrice } from "./listing-format";

/** The listing's price and status changes, oldest first, as a table a screen reader can walk. */
export function PriceHistory({ lines }: { lines: HistoryLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="listing-section" aria-labelledby="history-heading">
      <h2 id="history-heading">Price history</h2>
      <table className="listing-history">
        <caption className="visually-hidden">Price and status changes, oldest first</caption>
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
              <td>{formatDate(line.date)}</td>
              <td>{line.event}</td>
              <td>
                {line.price === null ? "—" : formatPrice(line.price)}
                {line.changePercent !== null ? ` (${line.changePercent > 0 ? "+" : ""}${line.changePercent}%)` : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
