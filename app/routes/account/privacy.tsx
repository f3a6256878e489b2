/** Placeholder until this page is built. */
export default function AccountPrivacyPage() {
  return null;
}
