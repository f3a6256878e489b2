import { useActionData } from "react-router";
import { Link } from "~/shared/ui/link";
import { handleAgentRegistrationForm } from "~/features/accounts/index.server";
import { AgentRegistrationForm } from "~/features/accounts/components";
import type { PageHandle } from "~/features/shell";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { PageHero } from "~/shared/ui/page-hero";
import type { Route } from "./+types/agent-registration";
import { sendReply } from "~/shared/http/reply";

// A static page: no React in the browser (docs/decisions/0008); the form is a plain POST.
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Register as an agent",
    description: "Agents of Sugar Apple Realty register here; an administrator reviews every registration.",
    path: "/register",
    noIndex: true,
  });

export function loader() {
  return { formToken: issueFormToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = await handleAgentRegistrationForm(await readFormData(request), { clientAddress: context.clientAddress });
  return sendReply(reply);
}

/** /register: an agent asks for an account (an administrator approves it). */
export default function AgentRegistrationPage({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow="For our agents" title="Register as an agent">
        Create your agent account. An administrator reviews every registration; you can sign in meanwhile.
      </PageHero>
      <div className="container section">
        {reply && "registered" in reply ? (
          <div className="form__success" role="status" tabIndex={-1} autoFocus>
            <h2>Registration received</h2>
            <p>{reply.message}.</p>
            <p>
              <Link to="/login" reloadDocument>
                Sign in
              </Link>
            </p>
          </div>
        ) : (
          <AgentRegistrationForm failure={reply} formToken={loaderData.formToken} />
        )}
      </div>
    </>
  );
}
