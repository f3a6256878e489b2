/**
 * The list pages' island (homes, land, sales history): the filters' GET form
 * sends only the fields set, so the address stays short and the page cache
 * keeps one copy per search; and the search map's script loads once the map
 * is shown (its moves and areas load the new search as a page).
 */
import { loadSearchMapWhenShown } from "./search-navigate";

for (const form of document.querySelectorAll<HTMLFormElement>("form.list-filters")) {
  form.addEventListener("submit", () => {
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name]")) {
      if (field.value.trim() === "" || (field.name === "sort" && field.value === "newest")) field.disabled = true;
    }
  });
}
// Back to a page whose form was sent: its fields are usable again.
window.addEventListener("pageshow", () => {
  document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("form.list-filters [disabled]").forEach((field) => (field.disabled = false));
});

loadSearchMapWhenShown();
