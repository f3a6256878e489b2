import type { UserRole } from "~/shared/access/user-rules";

/**
 * The visitor's own parts of a page, in one uncached answer: public pages
 * are the same for everyone (the page cache serves them to signed-in
 * visitors too), and the shell's island fills these in (enhance/visitor.ts).
 */
export const PERSONAL_PATH = "/session.json";

export type Personal =
  | { signedIn: false }
  | {
      signedIn: true;
      role: UserRole;
      email: string;
      /** The session's public hint id (never its token), for the interface's local-storage keys. */
      hint: string;
      /** How many listings a buyer saved; null for staff, who keep none. */
      savedCount: number | null;
      /** What a buyer's forms start with (an enquiry's name, e-mail and phone); null for staff. */
      details: { name: string; email: string; phone: string | null } | null;
    };
