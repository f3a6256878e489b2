import { data, redirect } from "react-router";
import { VERIFY_MESSAGES } from "~/features/accounts";
import { getSessionUser } from "~/features/accounts/index.server";
import { dashboardPath } from "~/features/accounts";
import { checkVerificationLink, resendVerificationLink, verifyEmail, verifyLinkMessage } from "~/features/accounts/index.server";
import { ResendVerificationForm } from "~/features/accounts/components";
import { startAlertsAfterConfirmation } from "~/features/saved-searches/index.server";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/verify-email";
import { failureMessage, failureReply, sendReply } from "~/shared/http/reply";

/**
 * /verify-email: the page an e-mailed confirmation link opens
 * (`?token=…`). Opening it changes nothing; its button posts the token, so
 * a mail scanner that fetches links cannot use one up (decision 0034).
 * A signed-in user with an unconfirmed address posts `intent=resend` here
 * from the dashboard for a new link. A confirmed address starts the owner's
 * saved-search alerts at once.
 */
export const handle: PageHandle = { hydrate: false };

// The token is a secret: never indexed; the referrer policy keeps the address off other sites.
export const meta: Route.MetaFunction = () => [
  { title: "Confirm your e-mail address | Sugar Apple Realty" },
  { name: "robots", content: "noindex" },
  // same-origin, not no-referrer: with no-referrer the browser sends `Origin: null` on the form post, which the Origin check refuses.
  { name: "referrer", content: "same-origin" },
];

/** The link carries a secret: no browser or shared cache may keep the page or its address. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

type PageState =
  | { kind: "confirm"; token: string }
  | { kind: "done"; message: string; next: { href: string; label: string } }
  | { kind: "problem"; message: string }
  | { kind: "resend"; email: string };

const SIGN_IN = { href: "/login", label: "Sign in" };

/** What a role's home page is called: a buyer's account, staff's dashboard. */
const homeName = (role: string) => (role === "buyer" ? "account" : "dashboard");

export async function loader({ request }: Route.LoaderArgs): Promise<PageState> {
  const token = new URL(request.url).searchParams.get("token");
  if (token !== null) {
    const state = await checkVerificationLink(token);
    return state === "valid" ? { kind: "confirm", token } : { kind: "problem", message: verifyLinkMessage(state) };
  }
  const user = await getSessionUser(request);
  if (!user) return { kind: "problem", message: VERIFY_MESSAGES.linkInvalid };
  if (user.emailVerified) return { kind: "done", message: VERIFY_MESSAGES.alreadyVerified, next: { href: dashboardPath(user.role), label: `Go to your ${homeName(user.role)}` } };
  return { kind: "resend", email: user.email };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") === "resend") {
    const user = await getSessionUser(request);
    if (!user) throw redirect("/login");
    const next = { href: dashboardPath(user.role), label: `Back to your ${homeName(user.role)}` };
    const result = await resendVerificationLink(user);
    // Whatever stopped it (the account is gone, the database failed), no link could be sent: a failure on our side.
    if (!result.success) return sendReply(failureReply<PageState>({ code: "unexpected" }, { kind: "problem", message: VERIFY_MESSAGES.unavailable }));
    if (result.outcome === "limited") return sendReply(failureReply<PageState>({ code: "rate_limited" }, { kind: "done", message: VERIFY_MESSAGES.limited, next }));
    const message = result.outcome === "sent" ? VERIFY_MESSAGES.sent : VERIFY_MESSAGES.alreadyVerified;
    return data<PageState>({ kind: "done", message, next });
  }
  const token = form.get("token");
  if (typeof token !== "string" || token === "") return data<PageState>({ kind: "problem", message: VERIFY_MESSAGES.linkInvalid }, { status: 400 });
  const result = await verifyEmail(token);
  if (result.success) {
    // The address is confirmed whatever happens here; a failure is logged, and the runner's next round sends them.
    await startAlertsAfterConfirmation(result.userId);
    const user = await getSessionUser(request);
    const next = user?.id === result.userId ? { href: dashboardPath(user.role), label: `Go to your ${homeName(user.role)}` } : SIGN_IN;
    return data<PageState>({ kind: "done", message: VERIFY_MESSAGES.verified, next });
  }
  return sendReply(failureReply<PageState>(result, { kind: "problem", message: failureMessage(result, VERIFY_MESSAGES.unavailable) }));
}

function Body({ state }: { state: PageState }) {
  switch (state.kind) {
    case "confirm":
      return (
        <form method="post" className="form">
          <p>{VERIFY_MESSAGES.confirm}</p>
          <input type="hidden" name="token" value={state.token} />
          <button type="submit" className="button">
            Confirm my e-mail address
          </button>
        </form>
      );
    case "done":
      return (
        <div className="form__success" role="status" tabIndex={-1}>
          <p>{state.message}</p>
          <p>
            <a href={state.next.href}>{state.next.label}</a>
          </p>
        </div>
      );
    case "problem":
      return (
        <div className="form__alert" role="alert">
          <p>{state.message}</p>
          <p>
            <a href={SIGN_IN.href}>{SIGN_IN.label}</a>
          </p>
        </div>
      );
    case "resend":
      return <ResendVerificationForm email={state.email} />;
  }
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = (actionData as PageState | undefined) ?? loaderData;
  return (
    <>
      <PageHero eyebrow="Your account" title="Confirm your e-mail address" />
      <div className="container section">
        <Body state={state} />
      </div>
    </>
  );
}
