import { useActionData } from "react-router";
import { handleForgotPasswordForm } from "~/features/accounts/index.server";
import { ForgotPasswordForm } from "~/features/accounts/components";
import type { PageHandle } from "~/features/shell";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/forgot-password";
import { sendReply } from "~/shared/http/reply";

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Forgot your password?",
    description: "Ask for a link to choose a new password for your Sugar Apple Realty account.",
    path: "/forgot-password",
    noIndex: true,
  });

export function loader() {
  return { formToken: issueFormToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = await handleForgotPasswordForm(await readFormData(request), { clientAddress: context.clientAddress });
  return sendReply(reply);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow="For our agents" title="Forgot your password?" />
      <div className="container section">
        {reply && "sent" in reply ? (
          <div className="form__success" role="status" tabIndex={-1} autoFocus>
            <p>{reply.message}.</p>
            <p>The link works once, within one hour. Check your spam folder if it does not arrive.</p>
          </div>
        ) : (
          <ForgotPasswordForm failure={reply} formToken={loaderData.formToken} />
        )}
      </div>
    </>
  );
}
