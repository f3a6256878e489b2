import { Form, useActionData } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { OWNER_STAY_LIMITS } from "~/features/owner-accounts";
import { handleOwnerStayForm, readOwnerCalendar } from "~/features/owner-accounts/index.server";
import { CalendarLegend, EntryDescription, VillaCalendar } from "~/features/owner-accounts/components";
import type { PageHandle } from "~/features/shell";
import { StaffHeading } from "~/features/shell/components";
import { formatMonthYear } from "~/shared/dates/format-dates";
import { todayOnIsland } from "~/shared/dates/island-days";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReplyOrErrorPage } from "~/shared/http/reply";
import { FormField } from "~/shared/ui/form-field";
import { Link } from "~/shared/ui/link";
import { SubmitButton } from "~/shared/ui/submit-button";
import type { Route } from "./+types/calendar";

/**
 * /owner/calendar?month=YYYY-MM: three months of each of the owner's villas
 * from the chosen month (this one by default), the form that keeps dates for
 * the owner's own stay, and their stays to give back. Plain forms: no React
 * in the browser.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Calendar | Owner portal | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

const MONTHS_SHOWN = 3;

/** The month `offset` months from `month` (YYYY-MM), as its first day. */
function monthFirstDay(month: string, offset: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const total = year * 12 + (number - 1) + offset;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}-01`;
}

/** `count` months' first days from `month` on. */
const monthsFrom = (month: string, count: number) => Array.from({ length: count }, (_, index) => monthFirstDay(month, index));
const monthsBefore = (month: string, count: number) => monthFirstDay(month, -count).slice(0, 7);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "use:owner-portal");
  const today = todayOnIsland();
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const first = /^20\d{2}-(0[1-9]|1[0-2])$/.test(asked) ? asked : today.slice(0, 7);
  const [start, ...rest] = monthsFrom(first, MONTHS_SHOWN + 1);
  const end = rest.at(-1)!;
  const result = await readOwnerCalendar(user, start!, end);
  if (!result.success) throwFailure(result);
  return { ...result.data, today, months: [start!, ...rest.slice(0, -1)], earlier: monthsBefore(first, MONTHS_SHOWN), later: end.slice(0, 7) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "use:owner-portal");
  return sendReplyOrErrorPage(await handleOwnerStayForm(user, await readFormData(request)));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { villas, entries, months, today, earlier, later } = loaderData;
  const reply = useActionData<typeof action>();
  const failure = reply && "fieldErrors" in reply ? reply : null;
  const addFailure = failure?.intent === "add" ? failure : null;
  const villaName = new Map(villas.map((villa) => [villa.id, villa.name]));
  const ownStays = entries.filter((entry) => entry.kind === "owner" && entry.checkIn > today);
  return (
    <>
      <StaffHeading eyebrow="Owner portal" title="Calendar" />
      <div className="container section owner-portal">
        {reply && "done" in reply ? (
          <p role="status" className="form-success">
            {reply.message}
          </p>
        ) : null}
        {failure?.intent === "cancel" ? (
          <p role="alert" className="form__alert">
            {failure.formError}
          </p>
        ) : null}
        <nav className="owner-calendar__nav" aria-label="Months">
          <Link to={`?month=${earlier}`}>Earlier months</Link>
          <span>
            {formatMonthYear(months[0])} to {formatMonthYear(months.at(-1))}
          </span>
          <Link to={`?month=${later}`}>Later months</Link>
        </nav>
        <CalendarLegend />
        {villas.length === 0 ? <p>No villa is under management for you yet; the office links your villas to your account.</p> : null}
        {villas.map((villa) => (
          <VillaCalendar key={villa.id} villa={villa} entries={entries} months={months} today={today} />
        ))}

        {villas.length > 0 ? (
          <section id="owner-stay" aria-labelledby="owner-stay-heading" className="owner-portal__section">
            <h2 id="owner-stay-heading">Block dates for your own stay</h2>
            <p>
              The nights leave the site at once: guests can no longer book them, and calendars importing this villa's see them within the hour. Up to{" "}
              {OWNER_STAY_LIMITS.maxNights} nights at a time.
            </p>
            {addFailure?.formError ? (
              <div className="form__alert" role="alert">
                <p>{addFailure.formError}</p>
              </div>
            ) : null}
            <Form method="post" className="form owner-stay-form">
              <input type="hidden" name="intent" value="add" />
              <FormField
                name="listingId"
                label="Villa"
                required
                options={villas.map((villa) => (
                  <option key={villa.id} value={villa.id}>
                    {villa.name}
                  </option>
                ))}
                defaultValue={addFailure?.values.listingId}
                error={addFailure?.fieldErrors.listingId}
              />
              <FormField name="checkIn" label="Arrive" type="date" required defaultValue={addFailure?.values.checkIn} error={addFailure?.fieldErrors.checkIn} />
              <FormField name="checkOut" label="Leave" type="date" required defaultValue={addFailure?.values.checkOut} error={addFailure?.fieldErrors.checkOut} />
              <SubmitButton pendingLabel="Blocking…">Block these dates</SubmitButton>
            </Form>
          </section>
        ) : null}

        {ownStays.length > 0 ? (
          <section aria-labelledby="own-stays-heading" className="owner-portal__section">
            <h2 id="own-stays-heading">Your stays in these months</h2>
            <ul className="owner-entries">
              {ownStays.map((entry) => (
                <li key={entry.id} className="owner-entry owner-entry--owner">
                  <span className="owner-entry__villa">{villaName.get(entry.listingId)}</span>
                  <EntryDescription entry={entry} />
                  <Form method="post" className="owner-entry__remove">
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="id" value={entry.id} />
                    <button type="submit" className="button button--ghost">
                      Give back these dates
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
