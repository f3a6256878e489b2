import { useId } from "react";
import { FormField } from "~/shared/ui/form-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { dollarsFieldOfCents } from "~/shared/lib/money";
import { WEEKDAYS, type HolidayRule, type Season } from "../stay-rates";
import type { RatesFormReply } from "../rates-page.server";

type Kind = "season" | "holiday";

type Props = {
  kind: Kind;
  /** The season or rule being edited; null: a new one. */
  editing: Season | HolidayRule | null;
  /** This form's refused answer, to show again with its messages. */
  failure: Extract<RatesFormReply, { success: false }> | null;
  cancelHref: string;
};

/** Monday first, as a week reads on a rental's rules. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The form that adds or changes a season (dates, nightly and weekly rate,
 * minimum stay, check-in days) or a holiday rule (dates, minimum stay,
 * check-in days). A plain POST; the server answers a refusal with the
 * fields as typed and the message beside the field to fix.
 */
export function RangeForm({ kind, editing, failure, cancelHref }: Props) {
  const id = useId();
  const season = kind === "season";
  const values = failure?.values ?? null;
  const errors = failure?.fieldErrors ?? {};
  const value = (name: string, fallback: string) => (values ? (values[name] ?? "") : fallback);
  const seasonValues = editing && "nightlyCents" in editing ? editing : null;
  const days = values ? (values.checkInDays ?? "").split(",").filter(Boolean).map(Number) : (editing?.checkInDays ?? []);
  const first = ["name", "firstNight", "lastNight", "nightly", "weekly", "minimumNights", "checkInDays"].find((name) => errors[name]);
  const noun = season ? "season" : "holiday rule";
  return (
    <form method="post" className="form rates-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{editing ? `Edit the ${noun} “${editing.name}”` : season ? "Add a season" : "Add a holiday rule"}</h3>
      {failure ? (
        <p role="alert" className="form-error" tabIndex={-1} autoFocus={!first}>
          {failure.error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={season ? "save-season" : "save-holiday"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <FormField
        name="name"
        label="Name"
        required
        maxLength={60}
        defaultValue={value("name", editing?.name ?? "")}
        error={errors.name}
        autoFocus={first === "name"}
        hint={season ? "Shown to guests, e.g. Winter high season" : "Shown to guests, e.g. Christmas and New Year"}
      />
      <div className="rates-form__pair">
        <FormField name="firstNight" label="First night" type="date" required defaultValue={value("firstNight", editing?.firstNight ?? "")} error={errors.firstNight} autoFocus={first === "firstNight"} />
        <FormField
          name="lastNight"
          label="Last night"
          type="date"
          required
          defaultValue={value("lastNight", editing?.lastNight ?? "")}
          error={errors.lastNight}
          autoFocus={first === "lastNight"}
          hint={season ? "The last night charged at this season's rate." : "The last day a stay may start under this rule."}
        />
      </div>
      {season ? (
        <div className="rates-form__pair">
          <FormField
            name="nightly"
            label="Nightly rate (US$)"
            required
            money
            inputMode="decimal"
            defaultValue={value("nightly", dollarsFieldOfCents(seasonValues?.nightlyCents))}
            error={errors.nightly}
            autoFocus={first === "nightly"}
          />
          <FormField
            name="weekly"
            label="Weekly rate (US$)"
            money
            inputMode="decimal"
            defaultValue={value("weekly", dollarsFieldOfCents(seasonValues?.weeklyCents))}
            error={errors.weekly}
            autoFocus={first === "weekly"}
            hint="Charged for each full 7 nights in this season."
          />
        </div>
      ) : null}
      <FormField
        name="minimumNights"
        label="Minimum stay (nights)"
        type="number"
        required
        min={1}
        max={365}
        step={1}
        defaultValue={value("minimumNights", String(editing?.minimumNights ?? (season ? 1 : 7)))}
        error={errors.minimumNights}
        autoFocus={first === "minimumNights"}
        hint={season ? "For stays starting in this season." : "For stays starting in these dates, whatever the season says."}
      />
      <fieldset className="rates-form__days" aria-describedby={`${id}-days-hint${errors.checkInDays ? ` ${id}-days-error` : ""}`}>
        <legend>Check-in days</legend>
        <p id={`${id}-days-hint`} className="field__hint">
          {season ? "None ticked: any day." : "None ticked: the season's check-in days apply."}
        </p>
        {WEEK_ORDER.map((day) => (
          <label key={day} className="rates-form__day">
            <input type="checkbox" name="checkInDays" value={day} defaultChecked={days.includes(day)} autoFocus={first === "checkInDays" && day === 1} />
            {WEEKDAYS[day]}
          </label>
        ))}
        {errors.checkInDays ? (
          <p id={`${id}-days-error`} className="field__error">
            {errors.checkInDays}
          </p>
        ) : null}
      </fieldset>
      <div className="rates-form__actions">
        <SubmitButton pendingLabel="Saving…">{editing ? "Save changes" : season ? "Add season" : "Add holiday rule"}</SubmitButton>
        {editing ? (
          <a className="button button--ghost" href={cancelHref}>
            Cancel
          </a>
        ) : null}
      </div>
    </form>
  );
}
