/** What other parts of the app may use of contact on the server; everything else is internal to it. */
export { contactMessages } from "./contact.table";
export { handleContactForm } from "./send-contact-message.server";
