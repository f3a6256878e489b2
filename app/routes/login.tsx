import { redirect, useActionData } from "react-router";
import { Link } from "~/shared/ui/link";
import { getSessionUser } from "~/features/accounts/index.server";
import { dashboardPath } from "~/features/accounts";
import { safeRedirectPath } from "~/features/accounts";
import { handleLoginForm } from "~/features/accounts/index.server";
import { LoginForm } from "~/features/accounts/components";
import { returnsToSaveSearch, SAVED_SEARCH_MESSAGES } from "~/features/saved-searches";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/login";
import { sendReply } from "~/shared/http/reply";

// A static page: no React in the browser (docs/decisions/0008); the form is a plain POST.
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Sign in",
    description: "Buyers, agents and administrators of Sugar Apple Realty sign in here.",
    path: "/login",
    noIndex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")) ?? undefined;
  return {
    redirectTo,
    signedIn: user ? { name: user.name, dashboard: dashboardPath(user.role) } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = await handleLoginForm(await readFormData(request), {
    clientAddress: context.clientAddress,
    userAgent: request.headers.get("user-agent"),
  });
  if (reply.status === 303) throw redirect(reply.location, { status: 303, headers: { "Set-Cookie": reply.setCookie } });
  return sendReply(reply);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const { signedIn, redirectTo } = loaderData;
  const savingSearch = returnsToSaveSearch(redirectTo);
  return (
    <>
      <PageHero eyebrow={savingSearch ? "Save this search" : "Your account"} title="Sign in">
        {savingSearch ? SAVED_SEARCH_MESSAGES.signInToSave : "Buyers, agents and administrators of Sugar Apple Realty sign in here."}
      </PageHero>
      <div className="container section">
        {signedIn ? (
          <p role="status">
            You are signed in as {signedIn.name}. <Link to={signedIn.dashboard}>Go to your dashboard</Link>, or sign in
            as someone else below.
          </p>
        ) : null}
        <LoginForm failure={failure} redirectTo={redirectTo} />
        <p>
          Looking for a home?{" "}
          <Link to={redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup"} reloadDocument>
            Create a buyer account
          </Link>{" "}
          to save listings and searches.
        </p>
      </div>
    </>
  );
}
