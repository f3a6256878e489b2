import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { createTestAdmin, createTestRental } from "~/features/booking-requests/booking-test-helpers";
import { STAY_TERMS_MESSAGES } from "./stay-terms-schema";
import { loadStayTerms, saveStayTerms } from "./stay-terms.server";
import { saveRentalFees } from "./edit-rental-rates.server";
import { RATE_FORM_MESSAGES } from "./rates-schema";
import { rentalFees } from "./rental-rates.table";

/** The stay terms form with a damage card hold of `damageHold` dollars. */
function termsForm(damageHold: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ depositPercent: "30", balanceDaysBefore: "30", depositHoldHours: "48", damageHold, damageHoldDaysBefore: "2" })) form.set(name, value);
  return form;
}

describe("a rental's damage protection is a waiver fee or a card hold, never both", () => {
  it("refuses a card hold on a rental that charges a waiver, and a waiver on one that places a hold, changing nothing", async () => {
    const admin = await createTestAdmin();
    const withWaiver = await createTestRental();
    expect(await saveRentalFees(admin, withWaiver.id, { cleaning: "250", damageWaiver: "89" })).toEqual({ success: true });
    expect(await saveStayTerms(admin, withWaiver.id, termsForm("500"))).toMatchObject({ success: false, fieldErrors: { damageHold: STAY_TERMS_MESSAGES.holdAndWaiver } });
    expect((await loadStayTerms(withWaiver.id)).damageHoldCents).toBe(0);
    expect(await saveStayTerms(admin, withWaiver.id, termsForm("0"))).toMatchObject({ success: true });

    const withHold = await createTestRental();
    expect(await saveStayTerms(admin, withHold.id, termsForm("500"))).toMatchObject({ success: true });
    expect(await saveRentalFees(admin, withHold.id, { cleaning: "250", damageWaiver: "89" })).toMatchObject({
      success: false,
      fieldErrors: { damageWaiver: RATE_FORM_MESSAGES.waiverAndHold },
    });
    expect(await saveRentalFees(admin, withHold.id, { cleaning: "250", damageWaiver: "" })).toEqual({ success: true });
    expect(await getDb().select({ cents: rentalFees.damageWaiverCents }).from(rentalFees).where(eq(rentalFees.listingId, withHold.id))).toEqual([{ cents: null }]);
  });
});
