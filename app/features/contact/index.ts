/** What other features may use of contact (safe in the browser); everything else is internal to it. */
export { CONTACT_LIMITS, PHONE_PATTERN } from "./contact-rules";
export { contactSchema } from "./contact-schema";
export { PersonFields } from "./person-fields";
