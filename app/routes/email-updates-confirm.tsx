import { data, useActionData } from "react-router";
import { ESTIMATE_MOVE_THRESHOLD, SELLER_MAIL_MESSAGES, subscriptionWords, type SellerMailKind } from "~/features/seller-mail";
import { confirmSubscription, findLinkedSubscription } from "~/features/seller-mail/index.server";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import { failureReply, sendReply } from "~/shared/http/reply";
import { Link } from "~/shared/ui/link";
import { MailedLinkError, MailedLinkPage, mailedLinkHeaders } from "~/shared/ui/mailed-link-page";
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

export const headers: Route.HeadersFunction = mailedLinkHeaders;

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
    <MailedLinkPage
      title="Monthly e-mails"
      eyebrow="Confirm your address"
      error={answer && !answer.done ? answer.error : null}
      done={
        !shown ? (
          <p>{SELLER_MAIL_MESSAGES.gone}</p>
        ) : confirmed ? (
          <>
            <p>Thank you: {subscriptionWords(shown.kind, shown.areaName)} is on.</p>
            <WhenTheyCome shown={shown} />
            <p>
              Changed your mind? <a href={loaderData.unsubscribeUrl}>Stop these e-mails</a>; every e-mail has the same link.
            </p>
          </>
        ) : null
      }
      question={<>Start {shown ? subscriptionWords(shown.kind, shown.areaName) : "these e-mails"} at this address?</>}
      button="Start my monthly e-mails"
    >
      <p>
        <Link to="/market">St. John market reports</Link>
      </p>
    </MailedLinkPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MailedLinkError error={error} title="Monthly e-mails">
      <Link to="/market">St. John market reports</Link>
    </MailedLinkError>
  );
}
