import { Form, useNavigation } from "react-router";
import { formatIslandClock, formatIslandWeekdayTime } from "~/shared/dates/format-dates";
import { todayOnIsland } from "~/shared/dates/island-days";
import type { OpenHouseFailure } from "../open-house-action.server";
import { MAX_OPEN_HOUSES, OPEN_HOUSE_NOTE_MAX } from "../open-house-rules";
import type { StaffOpenHouses } from "../staff-open-houses.server";

/**
 * A listing's open houses on its staff page: the upcoming ones, each with a
 * Remove button, and a form to add one (date, start and end on the island's
 * clock, optional note). Live at once. A listing that takes none here (the
 * MLS's, a rental) says why.
 */

type Props = { openHouses: StaffOpenHouses; failure: OpenHouseFailure | null };

function Field({ name, label, type, value, error, hint, ...rest }: { name: string; label: string; type: string; value?: string; error?: string; hint?: string; required?: boolean; min?: string; maxLength?: number }) {
  const id = `open-house-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={described} {...rest} />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function OpenHouseManager({ openHouses, failure }: Props) {
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-open-house";
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <section className="upkeep-open-houses" aria-labelledby="upkeep-open-houses-title">
      <h2 id="upkeep-open-houses-title">Open houses</h2>
      {openHouses.refusal ? <p className="field__hint">{openHouses.refusal}.</p> : null}
      {openHouses.items.length > 0 ? (
        <ul className="upkeep-open-houses__list">
          {openHouses.items.map((item) => (
            <li key={item.key}>
              <span>
                <time dateTime={item.startsAt.toISOString()}>{formatIslandWeekdayTime(item.startsAt)}</time> to{" "}
                <time dateTime={item.endsAt.toISOString()}>{formatIslandClock(item.endsAt)}</time>
                {item.remarks ? <> · {item.remarks}</> : null}
              </span>
              {item.source === "staff" && !openHouses.refusal ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-open-house" />
                  <input type="hidden" name="key" value={item.key} />
                  <button type="submit" className="button button--ghost">
                    Remove<span className="visually-hidden"> the open house of {formatIslandWeekdayTime(item.startsAt)}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : openHouses.refusal ? null : (
        <p>No open house is planned.</p>
      )}
      {openHouses.refusal ? null : (
        <Form method="post" className="form upkeep-open-houses__form" aria-labelledby="upkeep-open-house-add">
          <h3 id="upkeep-open-house-add">Add an open house</h3>
          <p className="field__hint">
            Times are St. John time (AST). It shows on the listing's page and in searches at once; up to {MAX_OPEN_HOUSES} upcoming.
          </p>
          <input type="hidden" name="intent" value="add-open-house" />
          {failure?.formError ? (
            <div className="form__alert" role="alert">
              <p>{failure.formError}</p>
            </div>
          ) : null}
          <div className="upkeep-open-houses__times">
            <Field name="date" label="Date" type="date" required min={todayOnIsland()} value={values.date} error={errors.date} />
            <Field name="start" label="Start time" type="time" required value={values.start} error={errors.start} />
            <Field name="end" label="End time" type="time" required value={values.end} error={errors.end} />
          </div>
          <Field name="note" label="Note (optional)" type="text" maxLength={OPEN_HOUSE_NOTE_MAX} value={values.note} error={errors.note} hint="For example: park on the road; shoes off inside." />
          <button type="submit" className="button" disabled={adding}>
            {adding ? "Adding…" : "Add open house"}
          </button>
        </Form>
      )}
    </section>
  );
}
