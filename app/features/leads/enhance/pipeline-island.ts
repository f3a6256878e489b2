/**
 * Drag and drop on the pipeline board. A card dragged onto another column is
 * moved by its own "Move" form, sent as if its button had been pressed: one
 * way to change a status, checked by the server whichever way it came, and
 * the form stays the keyboard's (and a page without script's) way. Dropping
 * on "Lost" first asks why in a dialog, whose answers go into the card's form.
 * What happens is said in a live region; the column under the card is
 * outlined while it would take it.
 */
export function enhancePipeline(): void {
  const board = document.querySelector<HTMLElement>("[data-pipeline]");
  const live = document.querySelector<HTMLElement>("[data-pipeline-live]");
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-pipeline-lost]");
  if (!board || !live || !dialog) return;
  const hint = document.querySelector<HTMLElement>("[data-pipeline-hint]");
  if (hint) hint.hidden = false;
  const say = (text: string) => {
    live.textContent = text;
  };
  let dragged: HTMLElement | null = null;

  const columnOf = (element: Element | null) => element?.closest<HTMLElement>(".pipeline__column") ?? null;
  const nameOf = (card: HTMLElement) => card.dataset.leadName ?? "The lead";
  const clearTargets = () => board.querySelectorAll(".pipeline__column--target").forEach((column) => column.classList.remove("pipeline__column--target"));

  /** Sends the card's own form with the new status (and a lost lead's reason and note). */
  const move = (card: HTMLElement, status: string, label: string, lost?: { reason: string; note: string }) => {
    const form = card.querySelector<HTMLFormElement>("form.pipeline-card__move");
    const select = form?.querySelector<HTMLSelectElement>("select[name=status]");
    if (!form || !select) return;
    select.value = status;
    if (lost) {
      form.querySelector<HTMLSelectElement>("select[name=lostReason]")!.value = lost.reason;
      form.querySelector<HTMLInputElement>("input[name=lostNote]")!.value = lost.note;
    }
    card.classList.add("pipeline-card--moving");
    say(`Moving ${nameOf(card)} to ${label}…`);
    form.requestSubmit();
  };

  /** Asks why the lead was lost; a cancel leaves the card where it was. */
  const askWhyLost = (card: HTMLElement, label: string) => {
    const form = dialog.querySelector("form")!;
    form.reset();
    dialog.querySelector("[data-pipeline-lost-name]")!.textContent = nameOf(card);
    dialog.addEventListener(
      "close",
      () => {
        if (dialog.returnValue !== "move") {
          say(`${nameOf(card)} was not moved.`);
          card.querySelector<HTMLAnchorElement>(".pipeline-card__name")?.focus();
          return;
        }
        const reason = form.querySelector<HTMLSelectElement>("select[name=lostReason]")!.value;
        const note = form.querySelector<HTMLInputElement>("input[name=lostNote]")!.value;
        move(card, "lost", label, { reason, note });
      },
      { once: true },
    );
    dialog.returnValue = "";
    dialog.showModal();
  };

  for (const card of board.querySelectorAll<HTMLElement>(".pipeline-card")) {
    card.draggable = true;
    card.addEventListener("dragstart", (event) => {
      dragged = card;
      event.dataTransfer?.setData("text/plain", card.dataset.leadId ?? "");
      if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
      card.classList.add("pipeline-card--dragging");
      say(`Picked up ${nameOf(card)}. Drop it on a column to move it there.`);
    });
    card.addEventListener("dragend", () => {
      card.classList.remove("pipeline-card--dragging");
      clearTargets();
      dragged = null;
    });
  }

  for (const column of board.querySelectorAll<HTMLElement>(".pipeline__column")) {
    const takes = () => dragged !== null && columnOf(dragged) !== column;
    column.addEventListener("dragover", (event) => {
      if (!takes()) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
      if (!column.classList.contains("pipeline__column--target")) {
        clearTargets();
        column.classList.add("pipeline__column--target");
      }
    });
    column.addEventListener("dragleave", (event) => {
      if (!column.contains(event.relatedTarget as Node | null)) column.classList.remove("pipeline__column--target");
    });
    column.addEventListener("drop", (event) => {
      if (!takes() || !dragged) return;
      event.preventDefault();
      const card = dragged;
      clearTargets();
      const status = column.dataset.status ?? "";
      const label = column.dataset.label ?? status;
      if (status === "lost") askWhyLost(card, label);
      else move(card, status, label);
    });
  }
}
