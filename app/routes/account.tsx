/** Placeholder until this page is built. */
export default function AccountPage() {
  return null;
}
