/** The content components, for routes and other features' pages; everything else is internal to it. */
export { ContactCta } from "./contact-cta";
export { ContentSections } from "./content-sections";
export type { ContentSection } from "./content-sections";
export { OfficeAddress, OfficeContactEntries } from "./office-details";
export { VideoFacade } from "./video-facade";
