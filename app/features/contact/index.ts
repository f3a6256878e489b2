/** What other parts of the app may use of contact (safe in the browser); everything else is internal to it. */
export { SUBJECT_PARAM, enquirySubjectFrom } from "./contact-rules";
