import { Link } from "react-router";

export function NotFound({ what = "page" }: { what?: string }) {
  return (
    <>
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">Error 404</p>
          <h1>We couldn’t find that {what}</h1>
        </div>
      </section>
      <div className="container prose not-found">
        <p>It may have been sold, renamed or moved. These are good places to keep looking:</p>
        <ul>
          <li>
            <Link to="/mls">Search every listing</Link>
          </li>
          <li>
            <Link to="/properties">Homes for sale</Link>
          </li>
          <li>
            <Link to="/contact">Ask one of our agents</Link>
          </li>
          <li>
            <Link to="/">Back to the home page</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
