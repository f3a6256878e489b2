import { formatShortDate } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";
import { formatRate } from "../stay-quote";
import { RATE_RULE_MESSAGES, type RentalRates } from "../stay-rates";
import { checkInWords } from "./rate-tables";

type Props = { rates: RentalRates; taxRate: number; baseMinimumNights: number | null };

const nights = (count: number) => `${count} ${count === 1 ? "night" : "nights"}`;

/**
 * A rental's rates by season for guests: a compact table of the seasons to
 * come (dates, nightly and weekly rate, minimum stay, check-in days), the
 * other dates at the base rates, the holiday rules in words, and the fees.
 * Nothing when the rental has no seasons, holiday rules or damage waiver:
 * its rates above say it all.
 */
export function SeasonRatesTable({ rates, taxRate, baseMinimumNights }: Props) {
  if (rates.seasons.length === 0 && rates.holidays.length === 0 && rates.damageWaiverCents === null) return null;
  return (
    <div className="season-rates">
      {rates.seasons.length > 0 ? (
        // Scrolls sideways on a phone: focusable and named so that a keyboard can scroll it too.
        <div className="season-rates__scroll" tabIndex={0} role="region" aria-label="Rates by season">
          <table className="season-rates__table">
            <caption>Rates by season</caption>
            <thead>
              <tr>
                <th scope="col">Season</th>
                <th scope="col">Nightly</th>
                <th scope="col">Weekly</th>
                <th scope="col">Minimum</th>
                <th scope="col">Check-in</th>
              </tr>
            </thead>
            <tbody>
              {rates.seasons.map((season) => (
                <tr key={season.id}>
                  <th scope="row">
                    {season.name}
                    <span className="season-rates__dates">
                      {formatShortDate(season.firstNight)} – {formatShortDate(season.lastNight)}
                    </span>
                  </th>
                  <td>{formatCents(season.nightlyCents)}</td>
                  <td>{season.weeklyCents === null ? "—" : formatCents(season.weeklyCents)}</td>
                  <td>{nights(season.minimumNights)}</td>
                  <td>{checkInWords(season.checkInDays, "Any day")}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Other dates</th>
                <td>{formatCents(rates.nightlyCents)}</td>
                <td>{rates.weeklyCents === null ? "—" : formatCents(rates.weeklyCents)}</td>
                <td>{nights(baseMinimumNights ?? 1)}</td>
                <td>Any day</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
      <ul className="season-rates__notes">
        {rates.holidays.map((holiday) => (
          <li key={holiday.id}>{RATE_RULE_MESSAGES.minimum(holiday, holiday.minimumNights)}</li>
        ))}
        {rates.holidays
          .filter((holiday) => holiday.checkInDays.length > 0)
          .map((holiday) => (
            <li key={`${holiday.id}-days`}>{RATE_RULE_MESSAGES.checkInDay(holiday, holiday.checkInDays)}</li>
          ))}
        {rates.damageWaiverCents !== null ? <li>Damage waiver: {formatCents(rates.damageWaiverCents)} per stay.</li> : null}
        <li>Hotel occupancy tax of {formatRate(taxRate)} on the nights and the cleaning fee.</li>
      </ul>
    </div>
  );
}
