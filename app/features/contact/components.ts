/** The contact components, for routes and other features' pages; everything else is internal to it. */
export { ContactForm } from "./contact-form";
