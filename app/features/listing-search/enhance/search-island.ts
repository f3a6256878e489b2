import { applyChange, DRAFT_FIELDS, SEARCH_FORM_ID, SEARCH_RESULTS_HEADING_ID, TYPING_DELAY_MS, type DraftField, type SearchDraft } from "../search-draft";
import { formSearchParams, type SearchView } from "../search-query";
import { CONTENT_SWAPPED_EVENT } from "~/shared/html/content-swapped";
import { enhanceListingMaps, SEARCH_RETURN_KEY } from "~/features/listings";
import { loadSearchMapWhenShown, SEARCH_NAVIGATE_EVENT, type SearchNavigation } from "./search-navigate";

/**
 * The /mls page's script: the server renders every search (the form is a GET
 * form that works without it); this script makes the results follow the
 * filters without reloading. Each search is fetched as the server's page
 * and its marked parts swapped in:
 * - `data-swap` blocks are replaced whole, except a `data-swap-keep` block
 *   already enhanced (the map), which takes the new block's attributes and
 *   keeps its element, so the map stays where the visitor moved it;
 * - `data-swap-text` live regions keep their element and take the new text,
 *   so that screen readers announce it;
 * - form controls keep their element (and the focus) and take the new value
 *   and options, except the field the visitor is typing in.
 * Choices (selects and boxes) add a history entry at once; typing waits for a pause,
 * and a run of typing adds one entry that later keystrokes replace. Back and
 * Forward show the search they return to.
 */

type Swap = { url: string; typed: boolean };

/** The widths at which the filters are a sheet, and at which the list and the map sit side by side (listings.css). */
const SHEET_MEDIA = "(max-width: 63.99rem)";
const SPLIT_MEDIA = "(min-width: 64rem)";

const TEXT_TYPES = new Set(["search", "text"]);

function isTextField(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && TEXT_TYPES.has(element.type);
}

function fieldOf(element: EventTarget | null): DraftField | null {
  if (!(element instanceof HTMLElement)) return null;
  const field = element.dataset.field;
  return field && (DRAFT_FIELDS as readonly string[]).includes(field) ? (field as DraftField) : null;
}

function readDraft(form: HTMLFormElement): { draft: SearchDraft; view: SearchView } {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const draft = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, text(field)])) as SearchDraft;
  return { draft, view: text("view") === "map" ? "map" : "list" };
}

function searchUrl(draft: SearchDraft, view: SearchView): string {
  const search = formSearchParams(draft, view).toString();
  return search ? `/mls?${search}` : "/mls";
}

/** A control of the current page takes the value (and, for a select, the options) of its counterpart in the new page. */
function syncControl(current: HTMLInputElement | HTMLSelectElement, next: Element, keepValue: boolean) {
  if (current instanceof HTMLSelectElement && next instanceof HTMLSelectElement) {
    if (current.innerHTML !== next.innerHTML) current.innerHTML = next.innerHTML;
    current.value = next.value;
  } else if (current instanceof HTMLInputElement && next instanceof HTMLInputElement && current.type === "checkbox") {
    current.checked = next.checked;
  } else if (current instanceof HTMLInputElement && next instanceof HTMLInputElement && !keepValue) {
    current.value = next.value;
  }
}

/** The hidden fields (an implied kind, the view) follow the new page's. */
function syncHiddenFields(form: HTMLFormElement, nextForm: Element) {
  form.querySelectorAll('input[type="hidden"]').forEach((input) => input.remove());
  nextForm.querySelectorAll('input[type="hidden"]').forEach((input) => form.append(document.importNode(input, true)));
}

/** Keeps the search shown in the tab's session, for a listing's "Back to results" (storage may be refused: then it has none). */
function rememberSearch() {
  try {
    sessionStorage.setItem(SEARCH_RETURN_KEY, `${location.pathname}${location.search}`);
  } catch {
    // Private modes and blocked storage: the listing page falls back to its referrer alone.
  }
}

/** The filters' sheet on phones (a `<details>`): closed to show the results. */
function closeSheet(form: HTMLFormElement) {
  const sheet = form.querySelector<HTMLDetailsElement>("details[open]");
  if (!sheet) return;
  sheet.open = false;
  sheet.querySelector("summary")?.focus({ preventScroll: true });
}

/** Tab from the sheet's last control goes to its first (its summary, which closes it), Shift+Tab from the first to the last. */
function keepTabInside(sheet: HTMLDetailsElement, event: KeyboardEvent) {
  const controls = [...sheet.querySelectorAll<HTMLElement>("summary, input:not([type=hidden]), select, textarea, button, a[href]")].filter(
    (control) => !control.matches(":disabled") && control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A kept block takes the new block's attributes (its script's own `data-state` stays). */
function syncAttributes(block: HTMLElement, replacement: Element) {
  for (const name of block.getAttributeNames()) if (name !== "data-state" && !replacement.hasAttribute(name)) block.removeAttribute(name);
  for (const name of replacement.getAttributeNames()) {
    const value = replacement.getAttribute(name) ?? "";
    if (block.getAttribute(name) !== value) block.setAttribute(name, value);
  }
}

function swapPage(next: Document, typing: HTMLElement | null) {
  const focusedId = document.activeElement?.id;
  for (const block of document.querySelectorAll<HTMLElement>("[data-swap]")) {
    const replacement = next.querySelector(`[data-swap="${block.dataset.swap}"]`);
    if (!replacement) continue;
    if (block.hasAttribute("data-swap-keep") && block.dataset.state) syncAttributes(block, replacement);
    else if (block.tagName === "SUMMARY") block.innerHTML = replacement.innerHTML;
    else block.replaceWith(document.importNode(replacement, true));
  }
  for (const region of document.querySelectorAll<HTMLElement>("[data-swap-text]")) {
    const replacement = next.querySelector(`[data-swap-text="${region.dataset.swapText}"]`);
    if (replacement && region.innerHTML !== replacement.innerHTML) region.innerHTML = replacement.innerHTML;
  }
  for (const control of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-field][id]")) {
    const counterpart = next.getElementById(control.id);
    if (counterpart) syncControl(control, counterpart, control === typing);
  }
  const form = document.getElementById(SEARCH_FORM_ID);
  const nextForm = next.getElementById(SEARCH_FORM_ID);
  if (form instanceof HTMLFormElement && nextForm) syncHiddenFields(form, nextForm);
  document.title = next.title;
  // A control that was replaced (the sort select in the toolbar) keeps the focus.
  if (focusedId && document.activeElement === document.body) document.getElementById(focusedId)?.focus();
  enhanceListingMaps();
  loadSearchMapWhenShown();
  // Other islands (the cards' save controls) enhance the new results too.
  document.dispatchEvent(new CustomEvent(CONTENT_SWAPPED_EVENT));
}

function setBusy(busy: boolean) {
  const section = document.querySelector(".mls-results");
  section?.toggleAttribute("aria-busy", busy);
  document.querySelector(".mls-results__body")?.classList.toggle("mls-results__body--busy", busy);
  const heading = document.getElementById(SEARCH_RESULTS_HEADING_ID);
  heading?.querySelector(".mls-toolbar__busy")?.remove();
  if (busy && heading) {
    const note = document.createElement("span");
    note.className = "mls-toolbar__busy";
    note.textContent = " · updating…";
    heading.append(note);
  }
}

function pageOf(doc: Document): string | null {
  return doc.getElementById(SEARCH_RESULTS_HEADING_ID)?.querySelector(".mls-toolbar__page")?.textContent ?? null;
}

export function enhanceSearch(): void {
  const form = document.getElementById(SEARCH_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingTyping = false;
  /** True once the current run of typing has its own history entry. */
  let typingRun = false;
  let inFlight: AbortController | undefined;

  /** Fetches a search and swaps it in; any failure falls back to loading it as a page. */
  const show = async ({ url, typed }: Swap) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const shownPage = pageOf(document);
    setBusy(true);
    try {
      const response = await fetch(url, { headers: { Accept: "text/html" }, signal: controller.signal });
      if (!response.ok || new URL(response.url).pathname !== "/mls") throw new Error(`The search answered ${response.status}`);
      const next = new DOMParser().parseFromString(await response.text(), "text/html");
      if (controller.signal.aborted) return;
      const typing = typed && document.activeElement instanceof HTMLElement && isTextField(document.activeElement) ? document.activeElement : null;
      swapPage(next, typing);
      rememberSearch();
      setBusy(false);
      inFlight = undefined;
      // A new page of results: bring its heading into view (and focus, for keyboards and screen readers).
      const heading = document.getElementById(SEARCH_RESULTS_HEADING_ID);
      if (pageOf(next) !== shownPage && heading && heading.getBoundingClientRect().top < 0) heading.focus();
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn("The search could not be updated in place; loading it as a page", error);
      window.location.assign(url);
    }
  };

  /** Moves to a search: a new history entry, or (during a run of typing) the current one replaced. */
  const go = (draft: SearchDraft, replace: boolean) => {
    const url = searchUrl(draft, readDraft(form).view);
    if (url === `${location.pathname}${location.search}`) return;
    if (replace) history.replaceState(null, "", url);
    else history.pushState(null, "", url);
    void show({ url, typed: true });
  };

  const flushTyping = () => {
    clearTimeout(timer);
    const wasPending = pendingTyping;
    pendingTyping = false;
    if (wasPending) go(readDraft(form).draft, typingRun);
    typingRun = false;
  };

  const onInput = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !isTextField(target) || !fieldOf(target)) return;
    pendingTyping = true;
    clearTimeout(timer);
    timer = setTimeout(() => {
      pendingTyping = false;
      go(readDraft(form).draft, typingRun);
      typingRun = true;
    }, TYPING_DELAY_MS);
  };

  const onChange = (event: Event) => {
    const target = event.target;
    const field = fieldOf(target);
    const box = target instanceof HTMLInputElement && target.type === "checkbox";
    if (!field || !(target instanceof HTMLSelectElement || box)) return;
    clearTimeout(timer);
    pendingTyping = false;
    typingRun = false;
    // A ticked box is its value, an unticked one no value: the form's data already says which.
    go(box ? readDraft(form).draft : applyChange(readDraft(form).draft, field, target.value), false);
  };

  // The sort select sits with the results but belongs to the form: listen on the document.
  document.addEventListener("input", onInput);
  document.addEventListener("change", onChange);
  form.addEventListener("focusout", (event) => {
    if (event.target instanceof HTMLElement && isTextField(event.target)) flushTyping();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    closeSheet(form);
    clearTimeout(timer);
    pendingTyping = false;
    go(readDraft(form).draft, typingRun);
    typingRun = false;
  });

  // Links to another search (pages, list or map, clear, widen) swap in place too.
  document.querySelector(".mls-layout")?.addEventListener("click", (event) => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    const link = (event.target as Element).closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== "/mls") return;
    event.preventDefault();
    clearTimeout(timer);
    pendingTyping = false;
    typingRun = false;
    const path = `${url.pathname}${url.search}`;
    if (path !== `${location.pathname}${location.search}`) history.pushState(null, "", path);
    void show({ url: path, typed: false });
  });

  // The map asks for another area (search as I move it, a drawn area).
  document.addEventListener(SEARCH_NAVIGATE_EVENT, (event) => {
    const { url, replace } = (event as CustomEvent<SearchNavigation>).detail;
    event.preventDefault();
    clearTimeout(timer);
    pendingTyping = false;
    typingRun = false;
    if (replace) history.replaceState(null, "", url);
    else history.pushState(null, "", url);
    void show({ url, typed: false });
  });

  // The open sheet covers the page like a dialog: Escape closes it, and Tab goes round its own controls, never to the page hidden under it (on wide screens the fields are a bar: nothing to close).
  form.addEventListener("keydown", (event) => {
    const sheet = form.querySelector<HTMLDetailsElement>("details[open]");
    if (!sheet || !matchMedia(SHEET_MEDIA).matches) return;
    if (event.key === "Escape") closeSheet(form);
    if (event.key === "Tab") keepTabInside(sheet, event);
  });
  // Where the list and the map sit side by side, a window widened from a phone's shows the map.
  matchMedia(SPLIT_MEDIA).addEventListener("change", loadSearchMapWhenShown);

  window.addEventListener("popstate", () => {
    clearTimeout(timer);
    pendingTyping = false;
    typingRun = false;
    void show({ url: `${location.pathname}${location.search}`, typed: false });
  });

  enhanceListingMaps();
  loadSearchMapWhenShown();
  rememberSearch();
}
