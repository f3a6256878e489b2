/** What other features may use of contact on the server; everything else is internal to it. */
export { contactMessages } from "./contact.table";
