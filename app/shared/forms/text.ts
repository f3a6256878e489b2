/** Collapses every run of white space, line breaks included, to one space: for one-line fields. */
export const oneLine = (value: string) => value.replace(/\s+/g, " ");

/**
 * Browsers send a textarea's line breaks as CRLF; counting them as one
 * character each, as the textarea itself does, keeps the browser's and the
 * server's length limits in step.
 */
export const normalizeLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");
