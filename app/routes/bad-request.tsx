import { data, Link } from "react-router";
import { pageMeta, originFrom } from "~/shared/seo/meta";
import type { PageHandle } from "~/features/shell/page-mode";
import type { Route } from "./+types/bad-request";

// No React in the browser: its router would read the malformed address again (docs/decisions/0008).
export const handle: PageHandle = { hydrate: false };

/** The page for an address that cannot be read (a broken percent-escape): served with 400 by server/malformed-url.ts. */
export const loader = () => data(null, { status: 400 });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "That address could not be read",
    description: "The address of this page is malformed.",
    path: "/bad-request",
    noIndex: true,
  });

export default function Page() {
  return (
    <>
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">Error 400</p>
          <h1>We couldn’t read that address</h1>
        </div>
      </section>
      <div className="container prose not-found">
        <p>Part of the link is garbled, perhaps cut short when it was copied. These are good places to go on from:</p>
        <ul>
          <li>
            <Link to="/mls">Search every listing</Link>
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
