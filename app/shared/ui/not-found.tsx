import { Link } from "~/shared/ui/link";

type ErrorPageProps = { status: number; title: string; explanation: string; links: ReadonlyArray<readonly [to: string, label: string]> };

/** The body of an error page: the status, what happened, and good places to go on from. */
export function ErrorPage({ status, title, explanation, links }: ErrorPageProps) {
  return (
    <>
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">Error {status}</p>
          <h1>{title}</h1>
        </div>
      </section>
      <div className="container prose not-found">
        <p>{explanation}</p>
        <ul>
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function NotFound({ what = "page" }: { what?: string }) {
  return (
    <ErrorPage
      status={404}
      title={`We couldn’t find that ${what}`}
      explanation="It may have been sold, renamed or moved. These are good places to keep looking:"
      links={[
        ["/mls", "Search every listing"],
        ["/properties", "Homes for sale"],
        ["/contact", "Ask one of our agents"],
        ["/", "Back to the home page"],
      ]}
    />
  );
}
