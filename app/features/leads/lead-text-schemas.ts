import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { normalizeLineBreaks, oneLine } from "~/shared/forms/text";
import { LEAD_MESSAGES, MESSAGE_MAX, SUBJECT_MAX, TASK_TITLE_MAX, TEMPLATE_NAME_MAX } from "./lead-rules";

/** A one-line field: spaces folded, trimmed, required, at most `max` characters. */
const line = (empty: string, tooLong: string, max: number) => safeString({ error: empty }).overwrite(oneLine).trim().min(1, empty).max(max, tooLong);

/** A text of several lines: line breaks made "\n", trimmed, required, at most `max` characters. */
const text = (empty: string, tooLong: string, max: number) => safeString({ error: empty }).overwrite(normalizeLineBreaks).trim().min(1, empty).max(max, tooLong);

export const subjectSchema = line(LEAD_MESSAGES.subjectEmpty, LEAD_MESSAGES.subjectTooLong, SUBJECT_MAX);
export const messageBodySchema = text(LEAD_MESSAGES.messageEmpty, LEAD_MESSAGES.messageTooLong, MESSAGE_MAX);
export const taskTitleSchema = line(LEAD_MESSAGES.taskTitleEmpty, LEAD_MESSAGES.taskTitleTooLong, TASK_TITLE_MAX);
export const templateNameSchema = line(LEAD_MESSAGES.templateNameEmpty, LEAD_MESSAGES.templateNameTooLong, TEMPLATE_NAME_MAX);

/** An e-mail to the buyer: its subject and text. */
export const leadMessageSchema = z.object({ subject: subjectSchema, body: messageBodySchema });

/** A template: its name, the subject and the text, placeholders and all. */
export const leadTemplateSchema = z.object({ name: templateNameSchema, subject: subjectSchema, body: messageBodySchema });

/** The first message of a failed parse, and the field it concerns. */
export function firstIssue(error: z.ZodError): { message: string; field: string | undefined } {
  const issue = error.issues[0];
  return { message: issue?.message ?? LEAD_MESSAGES.messageEmpty, field: issue?.path[0] === undefined ? undefined : String(issue.path[0]) };
}
