/** The home page hero: a self-hosted illustration unless HERO_IMAGE_URL replaces it. */
export const DEFAULT_HERO_IMAGE = {
  src: "/images/hero-st-john.svg",
  alt: "Illustration of a St. John bay at sunrise: green hills around turquoise water, a white sailboat at anchor and palm trees on the beach",
  width: 1600,
  height: 900,
} as const;

/** Alt text for a configured hero image, whose content we cannot know. */
export const CONFIGURED_HERO_ALT = "A bay on St. John, US Virgin Islands";

export function heroImage(configuredUrl: string | undefined) {
  if (!configuredUrl || configuredUrl === DEFAULT_HERO_IMAGE.src) {
    return { url: DEFAULT_HERO_IMAGE.src, alt: DEFAULT_HERO_IMAGE.alt, isDefault: true };
  }
  return { url: configuredUrl, alt: CONFIGURED_HERO_ALT, isDefault: false };
}
