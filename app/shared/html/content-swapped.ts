/**
 * The event an island dispatches on `document` after it swapped new server
 * HTML into the page, so that other islands enhance the new markup too.
 */
export const CONTENT_SWAPPED_EVENT = "content:swapped";
