/** What other parts of the app may use of blog (safe in the browser); everything else is internal to it. */
export { BLOG_LIMITS, BLOG_MESSAGES } from "./blog-rules";
