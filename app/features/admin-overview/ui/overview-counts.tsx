/** One group of counts ("Listings by kind") as a labelled list of figures. */
export function OverviewCounts({ title, rows, label = (key) => key }: { title: string; rows: ReadonlyArray<{ key: string; count: number }>; label?: (key: string) => string }) {
  const headingId = `counts-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="overview-counts" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {rows.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <dl className="overview-counts__list">
          {rows.map((row) => (
            <div key={row.key} className="overview-counts__item">
              <dt>{label(row.key)}</dt>
              <dd>{row.count.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
