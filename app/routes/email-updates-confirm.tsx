import { data, useActionData } from "react-router";
import { ESTIMATE_MOVE_THRESHOLD, SELLER_MAIL_MESSAGES, subscriptionWords, type SellerMailKind } from "~/features/seller-mail";
import { confirmSubscription, findLinkedSubscription } from "~/features/seller-mail/index.server";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import { failureReply, sendReply } from "~/shared/http/reply";
import { Link } from "~/shared/ui/link";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/email-updates-confirm";

/**
 * /email-updates/confirm?subscription=…&token=…: the link in the
 * confirmation e-mail of a monthly market report or home estimate update
 * (decision 0148). Opening it (GET) only shows a button, because mail
 * scanners open links on their own; the POST confirms, and from then on the
 * monthly job sends. No sign-in: the token is the subscription's signature.
 * A forged or malformed link is a 400 with a message, and changes nothing.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Confirm your monthly e-mails | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

/** The link carries a token: never kept by a cache, nor sent to another site as a referrer (same-origin keeps the button's Origin). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

function linkParams(request: Request) {
  const params = new URL(request.url).searchParams;
  return { subscription: params.get("subscription"), token: params.get("token") };
}

type Shown = { kind: SellerMailKind; areaName: string | null } | null;

export async function loader({ request }: Route.LoaderArgs) {
  const { subscription, token } = linkParams(request);
  const found = await findLinkedSubscription("confirm", subscription, token);
  if (!found.success) throwFailure(found, { body: { error: found.error } });
  const { found: row, unsubscribeUrl } = found.data;
  return { shown: row ? ({ kind: row.kind, areaName: row.areaName } satisfies Shown) : null, confirmed: row?.confirmed ?? false, unsubscribeUrl };
}

export async function action({ request }: Route.ActionArgs) {
  const { subscription, token } = linkParams(request);
  const result = await confirmSubscription(subscription, token);
  if (!result.success) return sendReply(failureReply(result, { done: false as const, error: result.error }));
  const row = result.data.found;
  return data({ done: true as const, shown: row ? ({ kind: row.kind, areaName: row.areaName } satisfies Shown) : null });
}

/** What the e-mails are and when they come, once confirmed. */
function WhenTheyCome({ shown }: { shown: NonNullable<Shown> }) {
  return shown.kind === "valuation" ? (
    <p>
      We will e-mail you at the start of a month when your home&rsquo;s estimate has moved {Math.round(ESTIMATE_MOVE_THRESHOLD * 100)}% or more, or a comparable home has sold in {shown.areaName ?? "your area"}; a month with neither
      brings no e-mail.
    </p>
  ) : (
    <p>The report comes on the first of each month, with the month&rsquo;s figures and a link to the full report.</p>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const shown = answer?.done ? answer.shown : loaderData.shown;
  const confirmed = answer?.done || loaderData.confirmed;
  return (
    <>
      <PageHero title="Monthly e-mails" eyebrow="Confirm your address" />
      <div className="container section">
        {answer && !answer.done ? (
          <p className="form-error" role="alert">
            {answer.error}
          </p>
        ) : !shown ? (
          <p role="status">{SELLER_MAIL_MESSAGES.gone}</p>
        ) : confirmed ? (
          <div role="status">
            <p>Thank you: {subscriptionWords(shown.kind, shown.areaName)} is on.</p>
            <WhenTheyCome shown={shown} />
            <p>
              Changed your mind? <a href={loaderData.unsubscribeUrl}>Stop these e-mails</a>; every e-mail has the same link.
            </p>
          </div>
        ) : (
          <form method="post">
            <p>Start {subscriptionWords(shown.kind, shown.areaName)} at this address?</p>
            <button type="submit" className="button">
              Start my monthly e-mails
            </button>
          </form>
        )}
        <p>
          <Link to="/market">St. John market reports</Link>
        </p>
      </div>
    </>
  );
}

/** A forged, malformed or mistyped link: its message and a way on, answered 400. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    error && typeof error === "object" && "data" in error && error.data && typeof error.data === "object" && "error" in error.data
      ? String(error.data.error)
      : "This page could not be shown.";
  return (
    <div className="container section">
      <h1>Monthly e-mails</h1>
      <p className="form-error" role="alert">
        {message}
      </p>
      <p>
        <Link to="/market">St. John market reports</Link>
      </p>
    </div>
  );
}
