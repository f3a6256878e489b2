/** Placeholder until this page is built. */
export default function AccountSearchesPage() {
  return null;
}
