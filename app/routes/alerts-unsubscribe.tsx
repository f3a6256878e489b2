import { data, useActionData } from "react-router";
import { findUnsubscribeTarget, unsubscribeSearch } from "~/features/saved-searches/index.server";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import { failureReply, sendReply } from "~/shared/http/reply";
import { Link } from "~/shared/ui/link";
import { MailedLinkError, MailedLinkPage, mailedLinkHeaders } from "~/shared/ui/mailed-link-page";
import type { Route } from "./+types/alerts-unsubscribe";

/**
 * /alerts/unsubscribe?search=…&token=…: the link in every saved-search alert.
 * Opening it (GET) only shows a button, because mail scanners open links
 * on their own; the POST stops the alerts, from that button or straight from
 * a mail provider's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`,
 * no cookies, no Origin). No sign-in is needed: the token is the search's
 * signature. A forged or malformed link is a 400 with a message, and changes nothing.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Stop search alerts | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = mailedLinkHeaders;

function linkParams(request: Request) {
  const params = new URL(request.url).searchParams;
  return { search: params.get("search"), token: params.get("token") };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { search, token } = linkParams(request);
  const target = await findUnsubscribeTarget(search, token);
  if (!target.success) throwFailure(target, { body: { error: target.error } });
  return { name: target.data.name, off: target.data.frequency === "off" || target.data.frequency === null };
}

export async function action({ request }: Route.ActionArgs) {
  const { search, token } = linkParams(request);
  const result = await unsubscribeSearch(search, token);
  if (!result.success) return sendReply(failureReply(result, { done: false as const, error: result.error }));
  return data({ done: true as const, name: result.data.name }, { status: 200 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const name = answer?.done ? answer.name : loaderData.name;
  const named = name ? `“${name}”` : "this search";
  return (
    <MailedLinkPage
      title="Search alerts"
      eyebrow="Your saved search"
      error={answer && !answer.done ? answer.error : null}
      done={
        answer?.done || loaderData.off ? (
          <p>
            You will get no more e-mails for {named}. The search itself is kept: you can turn its alerts back on from{" "}
            <Link to="/account/searches">your saved searches</Link>.
          </p>
        ) : null
      }
      question={<>Stop the e-mails about new listings for {named}?</>}
      button="Stop these alerts"
      oneClick
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MailedLinkError error={error} title="Search alerts">
      <Link to="/account/searches">Manage your alerts</Link>
    </MailedLinkError>
  );
}
