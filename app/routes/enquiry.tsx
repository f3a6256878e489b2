/** Placeholder until this page is built. */
export default function EnquiryPage() {
  return null;
}
