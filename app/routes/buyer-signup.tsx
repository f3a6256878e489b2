import { redirect, useActionData } from "react-router";
import { Link } from "~/shared/ui/link";
import { getSessionUser } from "~/features/accounts/index.server";
import { handleSignupForm } from "~/features/accounts/index.server";
import { dashboardPath } from "~/features/accounts";
import { safeRedirectPath } from "~/features/accounts";
import { BuyerSignupForm } from "~/features/accounts/components";
import { returnsToSaveSearch, SAVED_SEARCH_MESSAGES } from "~/features/saved-searches";
import type { PageHandle } from "~/features/shell";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { sendReply } from "~/shared/http/reply";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/buyer-signup";

// A static page: no React in the browser (docs/decisions/0008); the form is a plain POST.
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Create a buyer account",
    description: "Save favorite listings and searches, get alerts and keep your inquiries in one place.",
    path: "/signup",
    noIndex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")) ?? undefined;
  return { formToken: issueFormToken(), redirectTo, signedIn: user ? { name: user.name, home: dashboardPath(user.role) } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = await handleSignupForm(await readFormData(request), {
    clientAddress: context.clientAddress,
    userAgent: request.headers.get("user-agent"),
  });
  if (reply.status === 303) throw redirect(reply.location, { status: 303, headers: { "Set-Cookie": reply.setCookie } });
  return sendReply(reply);
}

/** /signup: a buyer creates an account for favourites, saved searches and enquiries. */
export default function BuyerSignupPage({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const { signedIn, formToken, redirectTo } = loaderData;
  // Sent here by "Save this search": say why, and offer signing in to those who have an account.
  const savingSearch = returnsToSaveSearch(redirectTo);
  const signInPath = redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login";
  return (
    <>
      <PageHero eyebrow={savingSearch ? "Save this search" : "For buyers"} title="Create a buyer account">
        {savingSearch
          ? SAVED_SEARCH_MESSAGES.signUpToSave
          : "Save listings and searches, get an e-mail when a new listing matches, and keep your inquiries in one place."}
      </PageHero>
      <div className="container section">
        {savingSearch && !signedIn && !reply ? (
          <p>
            Already have an account?{" "}
            <Link to={signInPath} reloadDocument>
              Sign in
            </Link>{" "}
            and the search is saved to it.
          </p>
        ) : null}
        {signedIn && !reply ? (
          <p role="status">
            You are signed in as {signedIn.name}. <Link to={signedIn.home}>Go to your account</Link>, or create another account below.
          </p>
        ) : null}
        {reply && "registered" in reply ? (
          <div className="form__success" role="status" tabIndex={-1} autoFocus>
            <h2>Thank you</h2>
            <p>{reply.message}.</p>
            <p>
              <Link to={signInPath} reloadDocument>
                Sign in
              </Link>
            </p>
          </div>
        ) : (
          <BuyerSignupForm failure={reply} formToken={formToken} redirectTo={redirectTo} />
        )}
        <p>
          An agent of Sugar Apple Realty?{" "}
          <Link to="/register" reloadDocument>
            Register as an agent
          </Link>{" "}
          instead.
        </p>
      </div>
    </>
  );
}
