import { datesSet, guestsSet, initialRentalState, messageSet, rentalReducer, type RentalAction, type RentalState } from "../rental-state";
import { BOOKING_LIMITS, dateOfDay, dayOfDate, firstTakenNight, stayProblems } from "~/features/stays";
import { computeQuote } from "~/features/rental-rates";
import { stayRuleFor, stayRuleProblem } from "~/features/rental-rates";
import { calendarHtml, calendarIntro, calendarPagerHtml, type CalendarView } from "~/features/rental-calendars";
import type { BookingPanel, BookingRental } from "../ui/booking-request-form";
import { priceBreakdownHtml } from "~/features/rental-rates";
import { reserveBarPriceHtml } from "../ui/reserve-bar-html";
import { addDays } from "~/shared/dates/island-days";

type FieldErrors = Partial<Record<string, string>>;

const TAKEN_MESSAGE = "Some of these nights are not available (grayed out in the calendar). Please choose other dates.";

/**
 * The booking panel of a rental or villa page (booking-request-form.tsx and
 * availability-section.tsx render it): the rental booking state holds the visitor's
 * booking details; the calendar picks the dates, the form's fields follow, the
 * price is redrawn, and the stay rules are checked before the request goes.
 */
function enhanceBooking(form: HTMLFormElement, section: HTMLElement | null) {
  const { rental, panel } = JSON.parse(form.dataset.booking ?? "{}") as { rental: BookingRental; panel: BookingPanel };
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const unavailable = new Set(panel.unavailable);
  let firstMonth = panel.firstMonth;
  let state: RentalState = {
    ...initialRentalState,
    bookingDetails: {
      checkIn: dateOfDay(input("checkIn").value),
      checkOut: dateOfDay(input("checkOut").value),
      guests: input("guests").valueAsNumber,
      message: input("message")?.value ?? "",
    },
  };
  const stay = () => ({ checkIn: dayOfDate(state.bookingDetails.checkIn), checkOut: dayOfDate(state.bookingDetails.checkOut) });

  function drawCalendar() {
    if (!section) return;
    const { checkIn, checkOut } = stay();
    const view: CalendarView = { today: panel.today, firstMonth, months: panel.months, unavailable, checkIn, checkOut, pickable: true };
    const focused = (document.activeElement as HTMLElement | null)?.closest("td[data-date]")?.getAttribute("data-date");
    section.querySelector(".availability__intro")!.textContent = calendarIntro(checkIn, checkOut);
    section.querySelector(".availability__pager")!.innerHTML = calendarPagerHtml(view);
    section.querySelector(".availability")!.innerHTML = calendarHtml(view);
    // The redraw replaces the day buttons: keep the keyboard on the day just picked.
    if (focused) section.querySelector<HTMLElement>(`td[data-date="${focused}"] button`)?.focus();
  }

  function drawForm() {
    const { checkIn, checkOut } = stay();
    const checkInField = input("checkIn");
    const checkOutField = input("checkOut");
    if (checkInField.value !== checkIn) checkInField.value = checkIn;
    if (checkOutField.value !== checkOut) checkOutField.value = checkOut;
    const minNights = checkIn ? stayRuleFor(panel.rates, checkIn, rental.minimumNights).minimumNights : (rental.minimumNights ?? 1);
    checkOutField.min = addDays(checkIn || panel.today, minNights);
    if (checkIn) checkOutField.max = addDays(checkIn, BOOKING_LIMITS.maxNights);
    else checkOutField.removeAttribute("max");
    const quote = computeQuote(panel.rates, checkIn, checkOut, panel.taxRate);
    // The rule a stay breaks shows as the dates change, in the words the server would refuse it with.
    const broken = quote ? stayRuleProblem(panel.rates, checkIn, checkOut, rental.minimumNights) : null;
    form.querySelector(".price-breakdown")!.innerHTML = priceBreakdownHtml(quote, broken?.message ?? null);
    const bar = document.querySelector(".reserve-bar__price");
    if (bar) bar.innerHTML = reserveBarPriceHtml({ quote, problem: broken?.message ?? null, checkIn, checkOut, nightlyCents: panel.rates.nightlyCents });
  }

  function dispatch(action: RentalAction) {
    state = rentalReducer(state, action);
    if (action.type === "datesSet") {
      drawCalendar();
      drawForm();
    }
  }

  function pick(day: string) {
    const { checkIn, checkOut } = stay();
    if (!checkIn || checkOut || day <= checkIn) dispatch(datesSet(dateOfDay(day), null));
    else dispatch(datesSet(state.bookingDetails.checkIn, dateOfDay(day)));
  }

  section?.addEventListener("click", (event) => {
    const target = event.target as Element;
    const month = target.closest<HTMLElement>("a[data-calendar-month]");
    if (month) {
      event.preventDefault();
      firstMonth = Number(month.dataset.calendarMonth);
      drawCalendar();
      section.querySelector<HTMLElement>(`a[data-calendar-month]`)?.focus();
      return;
    }
    const day = target.closest("td[data-date]")?.getAttribute("data-date");
    if (day && target.closest("button")) pick(day);
  });

  form.addEventListener("input", (event) => {
    const field = event.target as HTMLInputElement;
    if (field.name === "checkIn") dispatch(datesSet(dateOfDay(field.value), state.bookingDetails.checkOut));
    else if (field.name === "checkOut") dispatch(datesSet(state.bookingDetails.checkIn, dateOfDay(field.value)));
    else if (field.name === "guests") dispatch(guestsSet(field.valueAsNumber));
    else if (field.name === "message") dispatch(messageSet(field.value));
  });

  form.addEventListener("submit", (event) => {
    const { checkIn, checkOut } = stay();
    const found: FieldErrors = {};
    for (const problem of stayProblems({ checkIn, checkOut, guests: state.bookingDetails.guests }, { ...rental, rates: panel.rates }, panel.today)) found[problem.field] ??= problem.message;
    if (Object.keys(found).length === 0 && firstTakenNight(checkIn, checkOut, unavailable)) found.checkIn = TAKEN_MESSAGE;
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      showErrors(form, found);
    }
  });

  // Reserve brings the form's first field still to fill into view with the focus, else its send button.
  document.querySelector(".reserve-bar__button")?.addEventListener("click", (event) => {
    event.preventDefault();
    const empty = [...form.querySelectorAll<HTMLInputElement>("input[required], textarea[required]")].find((field) => !field.value);
    const target = empty ?? form.querySelector<HTMLElement>('button[type="submit"]');
    target?.scrollIntoView({ block: "center" });
    target?.focus({ preventScroll: true });
  });

  drawCalendar();
}

/** The client's messages in place of the server's: each beside its field, the first one also above the form. */
function showErrors(form: HTMLFormElement, found: FieldErrors) {
  form.querySelectorAll(".field__error, .form__alert").forEach((node) => node.remove());
  form.querySelectorAll("[aria-invalid]").forEach((node) => node.removeAttribute("aria-invalid"));
  const alert = document.createElement("div");
  alert.className = "form__alert";
  alert.setAttribute("role", "alert");
  const text = document.createElement("p");
  text.textContent = Object.values(found)[0] ?? "";
  alert.append(text);
  form.querySelector(".booking-form__title")!.after(alert);
  for (const [name, message] of Object.entries(found)) {
    const field = form.elements.namedItem(name) as HTMLInputElement | null;
    if (!field || !message) continue;
    const error = document.createElement("p");
    error.className = "field__error";
    error.id = `${field.id}-error`;
    error.textContent = message;
    const hint = field.parentElement!.querySelector(".field__hint");
    (hint ?? field).after(error);
    field.setAttribute("aria-invalid", "true");
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== error.id);
    field.setAttribute("aria-describedby", [...described, error.id].join(" "));
  }
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export function enhanceBookingPanel(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-booking]");
  if (form) enhanceBooking(form, document.querySelector<HTMLElement>("[data-availability]"));
}
