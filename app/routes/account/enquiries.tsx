/** Placeholder until this page is built. */
export default function AccountEnquiriesPage() {
  return null;
}
