import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { MARKET_STATUS_CHOICE_LABELS, MARKET_STATUS_CHOICES, type MarketStatusChoice } from "~/features/listings";
import type { FormFailure, FormValues } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import type { ListingUpkeep } from "../listing-upkeep.server";

/**
 * The price and market status of an approved sale, live at once. The sale
 * price and closing date apply to "Sold" only; without JavaScript they show
 * all the time (the server ignores them for other statuses), with it only
 * while "Sold" is chosen. A change of more than half the price is refused
 * until "The new price is right" is ticked.
 */

const money = { money: true } as const;

export function MarketForm({ listing, failure }: { listing: Pick<ListingUpkeep, "kind" | "market">; failure: FormFailure | null }) {
  const { market, kind } = listing;
  const values: FormValues = failure?.values ?? {
    standardStatus: market.standardStatus,
    listPrice: market.listPrice === null ? "" : String(market.listPrice),
    closePrice: market.closePrice === null ? "" : String(market.closePrice),
    closeDate: market.closeDate ?? "",
  };
  const errors = failure?.fieldErrors ?? {};
  const [status, setStatus] = useState(values.standardStatus ?? "Active");
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "market";
  const choices: readonly MarketStatusChoice[] = kind === "sold" ? ["Closed"] : MARKET_STATUS_CHOICES;
  const current = (MARKET_STATUS_CHOICES as readonly string[]).includes(market.standardStatus) ? null : market.standardStatus;

  return (
    <Form
      method="post"
      className="form upkeep-market"
      aria-labelledby="upkeep-market-title"
      onChange={(event) => {
        const target = event.target as EventTarget;
        if (target instanceof HTMLSelectElement && target.name === "standardStatus") setStatus(target.value);
      }}
    >
      <h2 id="upkeep-market-title">Price and status</h2>
      <p className="field__hint">Changes go live at once and are recorded in the listing's price history. Buyers with a matching saved search are told.</p>
      <input type="hidden" name="intent" value="market" />
      {failure?.formError ? (
        <div className="form__alert" role="alert">
          <p>{failure.formError}</p>
        </div>
      ) : null}
      <div className="upkeep-market__grid">
        <FormField
          name="standardStatus"
          label="Status"
          required
          defaultValue={values.standardStatus}
          error={errors.standardStatus}
          hint={current ? `Now ${current} at the MLS; choose the status to set.` : kind === "sold" ? "A sold listing stays sold." : undefined}
          options={choices.map((choice) => (
            <option key={choice} value={choice}>
              {MARKET_STATUS_CHOICE_LABELS[choice]}
            </option>
          ))}
        />
        <FormField name="listPrice" label={kind === "sold" ? "Last list price (US$)" : "List price (US$)"} required={kind !== "sold"} defaultValue={values.listPrice} error={errors.listPrice} {...money} />
      </div>
      <fieldset className="upkeep-market__sold" hidden={enhanced && status !== "Closed"}>
        <legend>When sold</legend>
        <div className="upkeep-market__grid">
          <FormField name="closePrice" label="Sale price (US$)" defaultValue={values.closePrice} error={errors.closePrice} {...money} />
          <FormField name="closeDate" label="Closing date" type="date" defaultValue={values.closeDate} error={errors.closeDate} hint="The day the sale closed on St. John: today or earlier." />
        </div>
      </fieldset>
      {errors.confirmPrice ? (
        <label className="upkeep-market__confirm">
          <input type="checkbox" name="confirmPrice" value="yes" /> The new price is right
        </label>
      ) : null}
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Saving…" : "Update price and status"}
      </button>
    </Form>
  );
}
