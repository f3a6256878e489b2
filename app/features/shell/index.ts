/** What other parts of the app may use of shell (safe in the browser); everything else is internal to it. */
export { openAsDocument, pageHydrates, useHydratePage, usePageScripts } from "./page-mode";
export type { PageHandle } from "./page-mode";
export { PERSONAL_PATH } from "./personal";
export type { Personal } from "./personal";
export { isStaffPath } from "./staff-paths";
export { currentSection, hasDashboard, sectionState, staffSectionGroups } from "./staff-sections";
export type { StaffRole, StaffSection, StaffSectionGroup } from "./staff-sections";
