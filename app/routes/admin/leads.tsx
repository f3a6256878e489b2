/** Placeholder until this page is built. */
export default function AdminLeadsPage() {
  return null;
}
