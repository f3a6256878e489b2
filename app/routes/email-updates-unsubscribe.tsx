import { data, useActionData } from "react-router";
import { subscriptionWords } from "~/features/seller-mail";
import { findLinkedSubscription, unsubscribe } from "~/features/seller-mail/index.server";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import { failureReply, sendReply } from "~/shared/http/reply";
import { Link } from "~/shared/ui/link";
import { MailedLinkError, MailedLinkPage, mailedLinkHeaders } from "~/shared/ui/mailed-link-page";
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

export const headers: Route.HeadersFunction = mailedLinkHeaders;

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
    <MailedLinkPage
      title="Monthly e-mails"
      eyebrow="Stop them"
      error={answer && !answer.done ? answer.error : null}
      done={
        answer?.done || loaderData.what === null ? (
          <p>
            You will get no more of {what} at this address. You can ask for a market report again from its page at any time: <Link to="/market">St. John market reports</Link>.
          </p>
        ) : null
      }
      question={<>Stop {what}?</>}
      button="Stop these e-mails"
      oneClick
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MailedLinkError error={error} title="Monthly e-mails">
      <Link to="/market">St. John market reports</Link>
    </MailedLinkError>
  );
}
