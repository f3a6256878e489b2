/** What other parts of the app may use of contact on the server; everything else is internal to it. */
export { deleteContactMessagesBefore } from "./contact-retention.server";
export { handleContactForm } from "./send-contact-message.server";
