/** The date the terms of use and privacy policy last changed (ISO). */
export const LEGAL_LAST_UPDATED = "2026-11-29";
