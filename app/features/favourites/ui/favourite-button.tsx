/**
 * The save (heart) control of a listing card or page. The server renders it
 * the same for every visitor, hidden and not pressed; the favourites island
 * (enhance/favourites-island.ts) shows it and sets its pressed state from
 * the account or the browser's list. Without JavaScript it stays hidden.
 */
export function FavouriteButton({ listingId, title, variant = "card" }: { listingId: string; title: string; variant?: "card" | "page" }) {
  return (
    <button type="button" className={`favourite-toggle favourite-toggle--${variant}`} data-favourite={listingId} aria-pressed="false" aria-label={`Save ${title}`} hidden>
      <svg className="favourite-toggle__heart" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.7C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
      </svg>
      {variant === "page" ? <span className="favourite-toggle__text" aria-hidden="true">Save</span> : null}
    </button>
  );
}
