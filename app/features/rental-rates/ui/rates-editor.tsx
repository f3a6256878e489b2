import { FormField } from "~/shared/ui/form-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { formatCents } from "~/shared/lib/money";
import { priceBreakdownHtml } from "./price-breakdown-html";
import type { RatesFormReply, RatesPage } from "../rates-page.server";
import { HolidaysAdminTable, SeasonsAdminTable } from "./rate-tables";
import { RangeForm } from "./range-form";

type Props = {
  page: RatesPage;
  reply: RatesFormReply | undefined;
  /** ?edit=season:ID or ?edit=holiday:ID. */
  edit: string | null;
  pageHref: string;
};

const dollars = (whole: number | null) => (whole === null ? "—" : formatCents(whole * 100));

/**
 * A rental's rates for administrators: its seasons and holiday rules (edit,
 * delete after a confirmation), the forms that add or change them, its fees,
 * and a quote for chosen dates from the same rule a guest's request is
 * charged by. Every form is a plain GET or POST.
 */
export function RatesEditor({ page, reply, edit, pageHref }: Props) {
  const { rental, rates, preview } = page;
  const [editKind, editId] = (edit ?? "").split(":");
  const editingSeason = editKind === "season" ? (rates.seasons.find((season) => season.id === editId) ?? null) : null;
  const editingHoliday = editKind === "holiday" ? (rates.holidays.find((holiday) => holiday.id === editId) ?? null) : null;
  const failed = reply && !reply.success ? reply : null;
  const confirming = (kind: string) => (reply?.success && reply.intent === `confirm-delete-${kind}` ? (reply.id ?? null) : null);
  const done = reply?.success && reply.message ? reply.message : null;
  const seasonFailure = failed?.intent === "save-season" ? failed : null;
  const holidayFailure = failed?.intent === "save-holiday" ? failed : null;
  const feesFailure = failed?.intent === "save-fees" ? failed : null;
  const otherFailure = failed && !seasonFailure && !holidayFailure && !feesFailure ? failed : null;
  const seasonEditing = seasonFailure?.id ? (rates.seasons.find((season) => season.id === seasonFailure.id) ?? editingSeason) : editingSeason;
  const holidayEditing = holidayFailure?.id ? (rates.holidays.find((holiday) => holiday.id === holidayFailure.id) ?? editingHoliday) : editingHoliday;
  return (
    <>
      <section className="admin-section" aria-labelledby="rates-heading">
        <h2 id="rates-heading">Rates of {rental.name}</h2>
        <p>
          Outside every season: {dollars(rental.nightlyRate)} a night{rental.weeklyRate ? `, ${dollars(rental.weeklyRate)} a week` : ""}, a minimum stay of{" "}
          {rental.minimumNights ?? 1} {rental.minimumNights === 1 ? "night" : "nights"} (set on the listing).{" "}
          {rental.approved ? <a href={rental.publicPath}>See the rental's page</a> : "The rental is not public yet."}
        </p>
        {done ? (
          <p role="status" className="form-success">
            {done}
          </p>
        ) : null}
        {otherFailure ? (
          <p role="alert" className="form-error">
            {otherFailure.error}
          </p>
        ) : null}
        <h3>Seasons</h3>
        <SeasonsAdminTable rows={rates.seasons} confirmingId={confirming("season")} currentId={editingSeason?.id ?? null} pageHref={pageHref} />
        <h3>Holiday rules</h3>
        <HolidaysAdminTable rows={rates.holidays} confirmingId={confirming("holiday")} currentId={editingHoliday?.id ?? null} pageHref={pageHref} />
      </section>
      <section className="admin-section rates-forms">
        <div id="season-form">
          <RangeForm key={`season-${seasonEditing?.id ?? "new"}-${done ?? ""}`} kind="season" editing={seasonEditing} failure={seasonFailure} cancelHref={pageHref} />
        </div>
        <div id="holiday-form">
          <RangeForm key={`holiday-${holidayEditing?.id ?? "new"}-${done ?? ""}`} kind="holiday" editing={holidayEditing} failure={holidayFailure} cancelHref={pageHref} />
        </div>
        <form method="post" className="form rates-form" aria-labelledby="fees-heading">
          <h3 id="fees-heading">Fees</h3>
          {feesFailure ? (
            <p role="alert" className="form-error">
              {feesFailure.error}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="save-fees" />
          <FormField
            name="cleaning"
            label="Cleaning fee (US$, whole dollars)"
            required
            money
            defaultValue={feesFailure?.values?.cleaning ?? page.fees.cleaning}
            error={feesFailure?.fieldErrors?.cleaning}
            hint="Charged once per stay; the hotel tax applies to it."
          />
          <FormField
            name="damageWaiver"
            label="Damage waiver (US$)"
            money
            inputMode="decimal"
            defaultValue={feesFailure?.values?.damageWaiver ?? page.fees.damageWaiver}
            error={feesFailure?.fieldErrors?.damageWaiver}
            hint="Charged once per stay and not taxed. Leave empty for none."
          />
          <SubmitButton pendingLabel="Saving…">Save fees</SubmitButton>
        </form>
      </section>
      <section className="admin-section" aria-labelledby="preview-heading">
        <h2 id="preview-heading">Preview a quote</h2>
        <form method="get" action={`${pageHref}#preview-heading`} className="rates-preview__form">
          <FormField name="checkIn" label="Check-in" type="date" required defaultValue={preview?.checkIn ?? ""} />
          <FormField name="checkOut" label="Check-out" type="date" required defaultValue={preview?.checkOut ?? ""} />
          <button type="submit" className="button">
            Preview
          </button>
        </form>
        {preview?.problem ? (
          <p role="alert" className="form-error">
            A guest would be refused: {preview.problem}
          </p>
        ) : null}
        {preview?.quote ? <div className="price-breakdown rates-preview" dangerouslySetInnerHTML={{ __html: priceBreakdownHtml(preview.quote) }} /> : null}
      </section>
    </>
  );
}
