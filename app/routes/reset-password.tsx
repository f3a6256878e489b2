import { useActionData } from "react-router";
import { Link } from "~/shared/ui/link";
import { checkResetLink, handleResetPasswordForm, resetLinkMessage } from "~/features/accounts/index.server";
import { ForgotPasswordForm, ResetPasswordForm } from "~/features/accounts/components";
import type { PageHandle } from "~/features/shell";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/reset-password";
import { sendReply } from "~/shared/http/reply";

export const handle: PageHandle = { hydrate: false };

// The token is a secret: no canonical URL, never indexed; the referrer policy keeps it off other sites.
export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | Sugar Apple Realty" },
  { name: "robots", content: "noindex" },
  // same-origin, not no-referrer: with no-referrer the browser sends `Origin: null` on the form post, which the Origin check refuses.
  { name: "referrer", content: "same-origin" },
];

/** The link carries a secret: no browser or shared cache may keep the page or its address. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ params }: Route.LoaderArgs) {
  const state = await checkResetLink(params.token);
  return {
    problem: state === "valid" ? null : resetLinkMessage(state),
    formToken: issueFormToken(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const reply = await handleResetPasswordForm(params.token, await readFormData(request));
  return sendReply(reply);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const done = reply && "reset" in reply ? reply : undefined;
  const failure = reply && !("reset" in reply) ? reply : undefined;
  const linkProblem = loaderData.problem ?? (failure?.linkProblem ? failure.formError : null);
  return (
    <>
      <PageHero eyebrow="For our agents" title="Choose a new password" />
      <div className="container section">
        {done ? (
          <div className="form__success" role="status" tabIndex={-1} autoFocus>
            <p>{done.message}</p>
            <p>
              <Link to="/login" reloadDocument>
                Sign in
              </Link>
            </p>
          </div>
        ) : linkProblem ? (
          <>
            <div className="form__alert" role="alert">
              <p>{linkProblem}</p>
            </div>
            <ForgotPasswordForm formToken={loaderData.formToken} />
          </>
        ) : (
          <ResetPasswordForm failure={failure} />
        )}
      </div>
    </>
  );
}
