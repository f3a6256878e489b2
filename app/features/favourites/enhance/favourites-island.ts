import { CONTENT_SWAPPED_EVENT } from "~/shared/html/content-swapped";
import { showSavedCount, whenVisitorKnown } from "~/shared/html/visitor";
import { accountAfterMergePath, FAVOURITE_LIMITS, FAVOURITE_MESSAGES, FAVOURITES_PATH } from "../favourite-rules";
import { clearLocalFavourites, mergeBody, readLocalFavourites, writeLocalFavourites } from "../favourite-store";

/**
 * The save controls of listing cards and pages (`[data-favourite]` buttons,
 * rendered hidden and alike for every visitor, so the pages stay cacheable).
 * Signed out, saved ids live in this browser; a signed-in buyer's live in the
 * account through /favourites, and the browser's list is merged into it
 * first. Staff accounts keep no favourites: their controls stay hidden.
 * The shell marks a signed-in page with `<body data-session-role>` (on a
 * page from the page cache, once it has asked who the visitor is), and the
 * header shows how many are saved.
 */

type EndpointBody = { success: true; ids: string[]; message?: string; added?: number; overLimit?: number } | { success: false; error: string };

const NOTICE_MS = 8000;

function buttons(): HTMLButtonElement[] {
  return [...document.querySelectorAll<HTMLButtonElement>("button[data-favourite]")];
}

/** One polite live region for what a click did (or why it did not). */
function noticeArea(): HTMLElement {
  const existing = document.getElementById("favourite-notice");
  if (existing) return existing;
  const area = document.createElement("div");
  area.id = "favourite-notice";
  area.className = "favourite-notice";
  area.setAttribute("role", "status");
  document.body.append(area);
  return area;
}

let noticeTimer: ReturnType<typeof setTimeout> | undefined;

function notify(text: string, link?: { href: string; label: string }) {
  const area = noticeArea();
  area.replaceChildren(document.createTextNode(text));
  if (link) {
    const anchor = document.createElement("a");
    anchor.href = link.href;
    anchor.textContent = link.label;
    area.append(" ", anchor);
  }
  area.classList.add("favourite-notice--shown");
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => {
    area.classList.remove("favourite-notice--shown");
    area.replaceChildren();
  }, NOTICE_MS);
}

async function callEndpoint(init?: RequestInit): Promise<EndpointBody> {
  const response = await fetch(FAVOURITES_PATH, { ...init, headers: { Accept: "application/json" }, credentials: "same-origin" });
  const body = (await response.json().catch(() => null)) as EndpointBody | null;
  if (!body) return { success: false, error: FAVOURITE_MESSAGES.failed };
  return body;
}

export function enhanceFavourites(): void {
  void whenVisitorKnown().then(startFavourites);
}

function startFavourites(): void {
  const role = document.body.dataset.sessionRole;
  if (role && role !== "buyer") return;
  const signedIn = role === "buyer";
  let saved = new Set<string>(signedIn ? [] : readLocalFavourites());
  let ready = !signedIn;

  const render = () => {
    for (const button of buttons()) {
      button.hidden = !ready;
      button.setAttribute("aria-pressed", String(saved.has(button.dataset.favourite ?? "")));
    }
    if (ready) showSavedCount(saved.size);
  };

  const load = async () => {
    const local = readLocalFavourites();
    const body = local.length > 0 ? await callEndpoint({ method: "POST", body: mergeBody(local) }) : await callEndpoint();
    if (!body.success) return;
    if (local.length > 0) {
      clearLocalFavourites();
      // The account's list was drawn before the merge: draw it again, saying what was added.
      if (document.querySelector("[data-account-favourites]") && ((body.added ?? 0) > 0 || (body.overLimit ?? 0) > 0)) {
        location.replace(accountAfterMergePath(body.added ?? 0, body.overLimit ?? 0));
        return;
      }
    }
    if (body.message) notify(body.message);
    saved = new Set(body.ids);
    ready = true;
    render();
  };

  const toggleLocal = (id: string, save: boolean) => {
    if (save && saved.size >= FAVOURITE_LIMITS.max) {
      notify(FAVOURITE_MESSAGES.full);
      return;
    }
    if (save) saved.add(id);
    else saved.delete(id);
    writeLocalFavourites([...saved]);
    render();
    if (save) notify("Saved in this browser.", { href: "/signup", label: "Create an account to keep your favorites everywhere" });
  };

  const toggleAccount = async (id: string, save: boolean, button: HTMLButtonElement) => {
    button.setAttribute("aria-busy", "true");
    try {
      const body = await callEndpoint({ method: "POST", body: new URLSearchParams({ intent: save ? "save" : "remove", listingId: id }) });
      if (!body.success) {
        notify(body.error);
        return;
      }
      saved = new Set(body.ids);
      render();
      notify(save ? "Saved to your favorites." : "Removed from your favorites.", save ? { href: "/account", label: "See your favorites" } : undefined);
    } catch {
      notify(FAVOURITE_MESSAGES.failed);
    } finally {
      button.removeAttribute("aria-busy");
    }
  };

  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("button[data-favourite]");
    if (!(button instanceof HTMLButtonElement) || button.getAttribute("aria-busy") === "true") return;
    event.preventDefault();
    const id = button.dataset.favourite ?? "";
    const save = !saved.has(id);
    if (signedIn) void toggleAccount(id, save, button);
    else toggleLocal(id, save);
  });
  // Another tab saved or removed one: follow it.
  window.addEventListener("storage", () => {
    if (signedIn) return;
    saved = new Set(readLocalFavourites());
    render();
  });
  // The search swaps in new result cards: give them their state.
  document.addEventListener(CONTENT_SWAPPED_EVENT, render);

  noticeArea();
  render();
  if (signedIn) void load().catch(() => undefined);
}
