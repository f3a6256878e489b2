/** Placeholder until this page is built. */
export default function AccountFavouritesPage() {
  return null;
}
