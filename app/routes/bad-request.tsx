import { data } from "react-router";
import { ErrorPage } from "~/shared/ui/not-found";
import { pageMeta, originFrom } from "~/shared/seo/meta";
import type { PageHandle } from "~/features/shell";
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
    <ErrorPage
      status={400}
      title="We couldn’t read that address"
      explanation="Part of the link is garbled, perhaps cut short when it was copied. These are good places to go on from:"
      links={[
        ["/mls", "Search every listing"],
        ["/contact", "Ask one of our agents"],
        ["/", "Back to the home page"],
      ]}
    />
  );
}
