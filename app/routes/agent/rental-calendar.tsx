import { Form, useActionData, useNavigation } from "react-router";
import { Link } from "~/shared/ui/link";
import { requireUser } from "~/features/accounts/index.server";
import { CALENDAR_MESSAGES, FEED_LABEL_MAX_LENGTH, FEED_URL_MAX_LENGTH } from "~/features/rental-calendars";
import { findManagedRental } from "~/features/rental-calendars/index.server";
import { handleRentalCalendarForm, loadRentalCalendarPage, type CalendarFormReply } from "~/features/rental-calendars/index.server";
import { FeedList } from "~/features/rental-calendars/components";
import { StaffHeading } from "~/features/shell/components";
import { CopyField } from "~/features/rental-calendars/components";
import { readFormData } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import stylesHref from "~/styles/rental-calendar.css?url";
import type { Route } from "./+types/rental-calendar";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReply } from "~/shared/http/reply";

/**
 * /agent/rentals/:id/calendar — a rental's iCalendar export address and its
 * import calendars (Airbnb, VRBO), for the rental's agent or any
 * administrator; anyone else's rental answers 404 like an unknown one.
 * Hydrated for the Copy button; every form is a plain POST that also works
 * without JavaScript.
 */
export const meta: Route.MetaFunction = () => [{ title: "Rental calendar | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

async function managedRental(request: Request, id: string) {
  const user = await requireUser(request, "manage:rental-calendars");
  const rental = await findManagedRental(user, id);
  if (!rental) throwFailure({ code: "not_found" }, { body: { message: CALENDAR_MESSAGES.rentalNotFound } });
  return { user, rental };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { rental } = await managedRental(request, params.id);
  return loadRentalCalendarPage(rental);
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, rental } = await managedRental(request, params.id);
  const reply = await handleRentalCalendarForm(user, rental, await readFormData(request));
  return sendReply(reply);
}

function Regenerate({ confirming }: { confirming: boolean }) {
  if (!confirming) {
    return (
      <Form method="post" className="rental-calendar__regenerate">
        <input type="hidden" name="intent" value="confirm-regenerate" />
        <button type="submit" className="button button--ghost">
          Regenerate address…
        </button>
      </Form>
    );
  }
  return (
    <div className="rental-calendar__confirm" role="alertdialog" aria-labelledby="regenerate-title" aria-describedby="regenerate-text">
      <h3 id="regenerate-title">Make a new export address?</h3>
      <p id="regenerate-text">
        The current address stops working at once. Airbnb, VRBO and anyone else using it will need the new one.
      </p>
      <Form method="post" className="rental-calendar__actions">
        <input type="hidden" name="intent" value="regenerate" />
        <button type="submit" className="button button--danger">
          Yes, make a new address
        </button>
        <Link to="." className="button button--ghost" replace>
          Cancel
        </Link>
      </Form>
    </div>
  );
}

export default function RentalCalendar({ loaderData }: Route.ComponentProps) {
  const { rental, exportUrl, feeds } = loaderData;
  const reply = useActionData<CalendarFormReply>();
  const busy = useNavigation().state === "submitting";
  const confirming = reply?.intent === "confirm-regenerate";
  const outcome = reply && "success" in reply ? reply : null;
  const addFailure = outcome && !outcome.success && outcome.intent === "add-feed" ? outcome : null;

  return (
    <>
      <StaffHeading eyebrow="Rental calendar" title={rental.name} />
      <div className="container section rental-calendar">
        <p>
          <Link to="/agent/rentals">Back to rentals</Link>
          {rental.reviewStatus === "approved" ? (
            <>
              {" · "}
              <a href={rental.publicPath}>Public page</a>
            </>
          ) : null}
        </p>
        {outcome ? (
          outcome.success ? (
            <p className="rental-calendar__outcome" role="status">
              {outcome.message}
            </p>
          ) : (
            <p className="rental-calendar__outcome rental-calendar__outcome--error" role="alert">
              {outcome.error}
            </p>
          )
        ) : null}

        <section aria-labelledby="export-title" className="rental-calendar__section">
          <h2 id="export-title">Export to Airbnb and VRBO</h2>
          <CopyField
            label="Export address (iCalendar)"
            value={exportUrl}
            hint="Paste it where Airbnb or VRBO ask to import a calendar. It shows which nights are taken, never who booked them. Keep it private."
          />
          <Regenerate confirming={confirming} />
        </section>

        <section aria-labelledby="import-title" className="rental-calendar__section">
          <h2 id="import-title">Import calendars</h2>
          <p>Nights booked or blocked on these calendars become unavailable here. They are synced every hour and when you ask.</p>
          <FeedList feeds={feeds} busy={busy} />
          <Form method="post" className="rental-calendar__add" aria-labelledby="add-feed-title">
            <h3 id="add-feed-title">Add an import calendar</h3>
            <input type="hidden" name="intent" value="add-feed" />
            <FormField
              name="url"
              label="Calendar address"
              type="url"
              required
              maxLength={FEED_URL_MAX_LENGTH}
              inputMode="url"
              hint="The export (iCal) link from Airbnb, VRBO or another calendar, usually ending in .ics."
              error={addFailure?.fieldErrors?.url}
              defaultValue={addFailure?.values?.url}
              autoFocus={Boolean(addFailure?.fieldErrors?.url)}
            />
            <FormField
              name="label"
              label="Label"
              maxLength={FEED_LABEL_MAX_LENGTH}
              hint="For example “Airbnb”; named after the site when left empty."
              error={addFailure?.fieldErrors?.label}
              defaultValue={addFailure?.values?.label}
            />
            <button type="submit" className="button" disabled={busy}>
              Add and sync
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
