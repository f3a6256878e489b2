/** Placeholder until this page is built. */
export default function AlertsUnsubscribePage() {
  return null;
}
