import { data, Form, redirect, useActionData } from "react-router";
import { requireBuyer } from "~/features/accounts/index.server";
import { clearedSessionCookie } from "~/features/accounts/index.server";
import { deleteBuyerAccount } from "~/features/buyer-data/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { failureStatus } from "~/shared/http/failure-status";
import { ConfirmStep } from "~/shared/ui/confirm-step";
import { FormField } from "~/shared/ui/form-field";
import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/privacy";

/**
 * /account/privacy: "Download my data" (a JSON attachment from
 * /account-data.json) and "Delete my account", which asks again, with the
 * password, before it deletes (the shared confirm step). Enquiries the buyer
 * sent stay with the brokerage without the sender's contact details.
 */
type Step = { step: "confirm"; error?: string };

export async function loader({ request }: Route.LoaderArgs) {
  await requireBuyer(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireBuyer(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "confirm-delete") return data<Step>({ step: "confirm" });
  if (intent !== "delete") return data<Step | null>(null, { status: 400 });
  const password = form.get("password");
  const result = await deleteBuyerAccount(user.id, typeof password === "string" ? password : "", { clientAddress: context.clientAddress });
  if (!result.success) return data<Step>({ step: "confirm", error: result.error }, { status: failureStatus(result) });
  throw redirect("/", { status: 303, headers: { "Set-Cookie": clearedSessionCookie() } });
}

export default function PrivacyPage() {
  const reply = useActionData<typeof action>();
  const confirming = reply?.step === "confirm";
  return (
    <div className="container section account-section account-privacy">
      <section aria-labelledby="download-heading">
        <h2 id="download-heading">Download my data</h2>
        <p>
          One file (JSON) with everything we hold about you: your account, favorites, saved searches and the inquiries and showing
          requests you sent.
        </p>
        <a className="button" href="/account-data.json" download>
          Download my data
        </a>
      </section>

      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete my account</h2>
        <p>
          Your account, favorites and saved searches are deleted for good and you are signed out. Inquiries you sent stay with the
          brokerage for its records, without your name, e-mail address or phone number, as our{" "}
          <Link to="/privacy" reloadDocument>
            privacy policy
          </Link>{" "}
          says.
        </p>
        {confirming ? (
          <ConfirmStep
            question="Delete your account for good?"
            cancelHref="/account/privacy"
            className="account-delete"
            actionsClassName="account-delete__actions"
            confirm={
              <Form method="post" className="form account-delete__form">
                <input type="hidden" name="intent" value="delete" />
                <FormField
                  name="password"
                  label="Your password"
                  type="password"
                  required
                  autoComplete="current-password"
                  error={reply.error}
                  autoFocus={Boolean(reply.error)}
                />
                <button type="submit" className="button button--danger">
                  Delete my account for good
                </button>
              </Form>
            }
          >
            This cannot be undone. Type your password to confirm.
          </ConfirmStep>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="confirm-delete" />
            <button type="submit" className="button button--ghost">
              Delete my account
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
