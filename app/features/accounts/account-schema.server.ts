import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { USER_ROLES, USER_STATUSES } from "./user.table";
import { personFields } from "~/shared/forms/person-schema";
import { ACCOUNT_LIMITS as LIMITS, ACCOUNT_MESSAGES as MESSAGES } from "./account-rules";
import { isCommonPassword } from "./common-passwords.server";

/**
 * The account forms' zod schemas (server only: the password rule reads the
 * common-password list from disk). Limits and messages come from
 * account-rules.ts, which the forms read for their native constraints.
 */

export const { name: nameField, email: emailField, phone: phoneField } = personFields(MESSAGES);

/**
 * A new password per OWASP ASVS V2.1: 12 to 128 characters, spaces and any
 * character allowed, nothing trimmed, no composition rules, not a common one.
 */
export const newPasswordField = safeString({ error: MESSAGES.newPassword })
  .min(1, MESSAGES.newPassword)
  .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, MESSAGES.passwordTooLong)
  .refine((value) => !isCommonPassword(value), MESSAGES.passwordCommon);

/** Returns the first message the password policy gives, or null (for the command line). */
export function passwordProblem(password: string): string | null {
  const parsed = newPasswordField.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.newPassword);
}

/** Public registration: always an agent, always pending (no role field is read). */
export const registerSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
});

/** Accounts made by the command line or an administrator. */
export const createUserSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
  role: z.enum(USER_ROLES, { error: "Please choose a role: admin or agent" }),
  status: z.enum(USER_STATUSES, { error: "Please choose a status: pending, active or disabled" }).default("pending"),
});

export const loginSchema = z.object({
  email: safeString({ error: MESSAGES.email }).trim().min(1, MESSAGES.email).max(LIMITS.emailMax, MESSAGES.loginFailed),
  // Any length may be typed; an absurd one is simply a wrong password (checked before hashing).
  password: safeString({ error: MESSAGES.password }).min(1, MESSAGES.password),
  redirectTo: safeString().optional(),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    confirm: safeString({ error: MESSAGES.passwordConfirm }).min(1, MESSAGES.passwordConfirm),
  })
  .refine((value) => value.password === value.confirm, { message: MESSAGES.passwordMismatch, path: ["confirm"] });

export type RegisterInput = z.input<typeof registerSchema>;
export type CreateUserInput = z.input<typeof createUserSchema>;
