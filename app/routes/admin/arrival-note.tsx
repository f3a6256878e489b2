import { Form, redirect, useActionData, useNavigation } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { ARRIVAL_NOTE_MAX, ARRIVAL_NOTE_SECTIONS } from "~/features/stay-mail";
import { handleArrivalNotesForm, loadArrivalNotes } from "~/features/stay-mail/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReplyOrErrorPage } from "~/shared/http/reply";
import { FormField } from "~/shared/ui/form-field";
import { Link } from "~/shared/ui/link";
import { SubmitButton } from "~/shared/ui/submit-button";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/arrival-note";

/**
 * /admin/admindashboard/arrival-notes/{rental id}: one rental's arrival notes,
 * a plain form of four sections. Administrators only; an unknown rental is a 404.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Arrival notes${loaderData ? `: ${loaderData.rental.name}` : ""} | Admin dashboard | Sugar Apple Realty` },
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
];

const HINTS = {
  ferry: "Which ferry, from where, how often, what it costs.",
  car: "Where the rental car waits, whether four-wheel drive is needed.",
  directions: "From the ferry dock to the door.",
  checkIn: "From what time, keys or codes, who meets the guests.",
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:arrival-notes");
  const result = await loadArrivalNotes(user, params.id);
  if (!result.success) throwFailure(result);
  return { ...result.data, saved: new URL(request.url).searchParams.get("done") === "saved" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:arrival-notes");
  const reply = await handleArrivalNotesForm(user, params.id, await readFormData(request));
  if (reply.status === 200) throw redirect(`/admin/admindashboard/arrival-notes/${encodeURIComponent(params.id)}?done=saved`, { status: 303 });
  return sendReplyOrErrorPage(reply, ["unexpected", "not_found"]);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { rental, notes, saved } = loaderData;
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = failure && "fieldErrors" in failure ? failure.fieldErrors : {};
  const values = failure && "values" in failure ? failure.values : {};
  const firstInvalid = ARRIVAL_NOTE_SECTIONS.find(({ field }) => errors[field])?.field;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="arrival-note-heading">
        <p>
          <Link to="..">All arrival notes</Link>
        </p>
        <h2 id="arrival-note-heading">Arrival notes: {rental.name}</h2>
        <p>E-mailed to the guests of every approved stay before check-in. A section left empty is left out.</p>
        {saved && !failure ? (
          <p role="status" className="form-success">
            The arrival notes are saved; the next e-mails carry them.
          </p>
        ) : null}
        {failure && "formError" in failure && failure.formError ? (
          <div className="form__alert" role="alert" tabIndex={-1} autoFocus={!firstInvalid}>
            <p>{failure.formError}</p>
          </div>
        ) : null}
        <Form method="post" className="form">
          {ARRIVAL_NOTE_SECTIONS.map(({ field, heading }) => (
            <FormField
              key={field}
              name={field}
              label={heading}
              multiline
              rows={4}
              maxLength={ARRIVAL_NOTE_MAX}
              hint={HINTS[field]}
              defaultValue={values[field] ?? notes[field]}
              error={errors[field]}
              autoFocus={firstInvalid === field}
            />
          ))}
          <div>
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
              Save arrival notes
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}
