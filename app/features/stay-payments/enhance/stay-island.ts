/** How often the page is read again while a payment is being confirmed, and for how long in all. */
const EVERY_MS = 4_000;
const FOR_MS = 60_000;

/**
 * Back from Stripe's page while the payment is still being confirmed (the
 * server marks it paid only when Stripe's webhook lands), the page reads
 * itself again every few seconds for a minute and, once the server shows it
 * without the confirming state, puts that page in place and says so. After
 * the minute it stops and says that the confirmation takes longer; the
 * banner's "Check again" link does the same by hand, also without JavaScript.
 */
export function followPaymentConfirmation(): void {
  if (!document.querySelector("[data-stay-confirming]")) return;
  const started = Date.now();
  const live = document.createElement("p");
  live.className = "visually-hidden";
  live.setAttribute("aria-live", "polite");
  document.body.append(live);

  const check = async () => {
    try {
      const response = await fetch(location.href, { cache: "no-store", credentials: "same-origin", headers: { Accept: "text/html" } });
      if (response.ok) {
        const fresh = new DOMParser().parseFromString(await response.text(), "text/html").querySelector(".stay-page");
        const current = document.querySelector(".stay-page");
        if (fresh && current && !fresh.querySelector("[data-stay-confirming]")) {
          current.replaceWith(document.adoptNode(fresh));
          live.textContent = fresh.querySelector(".stay-status__title")?.textContent ?? "Your payment is confirmed.";
          return;
        }
      }
    } catch {
      // A lost connection: the next round tries again.
    }
    if (Date.now() - started < FOR_MS) window.setTimeout(check, EVERY_MS);
    else document.querySelector("[data-stay-slow]")?.removeAttribute("hidden");
  };
  window.setTimeout(check, EVERY_MS);
}
