/**
 * A form's submit button with `data-pending-label` (e.g. "Sending…") is
 * disabled and relabelled once the form is on its way, so that a second
 * click sends nothing. Forms whose checks stopped the submission (a
 * prevented event) are left alone.
 */
export function disableSubmitWhileSending(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const button = form.querySelector<HTMLButtonElement>("button[type=submit][data-pending-label]");
    if (!button) return;
    // After every listener has run: a later one may still prevent the submission.
    setTimeout(() => {
      if (event.defaultPrevented) return;
      button.dataset.label = button.textContent ?? "";
      button.disabled = true;
      button.textContent = button.dataset.pendingLabel ?? button.textContent;
    });
  });
  // Back to a page kept in the browser's memory: its form may be sent again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    document.querySelectorAll<HTMLButtonElement>("button[data-pending-label][data-label]").forEach((button) => {
      button.disabled = false;
      button.textContent = button.dataset.label ?? button.textContent;
    });
  });
}
