import { data, useActionData } from "react-router";
import { subscriptionWords } from "~/features/seller-mail";
import { findLinkedSubscription, unsubscribe } from "~/features/seller-mail/index.server";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import { failureReply, sendReply } from "~/shared/http/reply";
import { Link } from "~/shared/ui/link";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/email-updates-unsubscribe";

/**
 * /email-updates/unsubscribe?subscription=…&token=…: the link in every
 * monthly market report and home estimate update (decision 0148). Opening it
 * (GET) only shows a button, because mail scanners open links on their own;
 * the POST stops the e-mails, from that button or straight from a mail
 * provider's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`,
 * no cookies, no Origin). No sign-in: the token is the subscription's
 * signature. A forged or malformed link is a 400 with a message, and changes nothing.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Stop monthly e-mails | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

/** The link carries a token: never kept by a cache, nor sent to another site as a referrer (same-origin keeps the button's Origin). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

function linkParams(request: Request) {
  const params = new URL(request.url).searchParams;
  return { subscription: params.get("subscription"), token: params.get("token") };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { subscription, token } = linkParams(request);
  const found = await findLinkedSubscription("unsubscribe", subscription, token);
  if (!found.success) throwFailure(found, { body: { error: found.error } });
  const row = found.data.found;
  return { what: row ? subscriptionWords(row.kind, row.areaName) : null };
}

export async function action({ request }: Route.ActionArgs) {
  const { subscription, token } = linkParams(request);
  const result = await unsubscribe(subscription, token);
  if (!result.success) return sendReply(failureReply(result, { done: false as const, error: result.error }));
  const { kind, areaName } = result.data;
  return data({ done: true as const, what: kind ? subscriptionWords(kind, areaName) : null }, { status: 200 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const what = (answer?.done ? answer.what : loaderData.what) ?? "these monthly e-mails";
  return (
    <>
      <PageHero title="Monthly e-mails" eyebrow="Stop them" />
      <div className="container section">
        {answer && !answer.done ? (
          <p className="form-error" role="alert">
            {answer.error}
          </p>
        ) : answer?.done || loaderData.what === null ? (
          <p role="status">
            You will get no more of {what} at this address. You can ask for a market report again from its page at any time: <Link to="/market">St. John market reports</Link>.
          </p>
        ) : (
          <form method="post">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <p>Stop {what}?</p>
            <button type="submit" className="button">
              Stop these e-mails
            </button>
          </form>
        )}
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
