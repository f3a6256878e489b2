/**
 * St. John's neighbourhoods for the demo listings: where each one is (so the
 * map pins land in the right place) and a line about living there.
 */
export const DEMO_AREAS = {
  "Cruz Bay": {
    at: [18.3312, -64.7935],
    note: "Cruz Bay is the island's front porch: the ferry dock, cafés, galleries and the National Park visitor center are a short walk away.",
  },
  "Great Cruz Bay": {
    at: [18.3225, -64.7795],
    note: "Great Cruz Bay's sheltered harbor is calm enough for paddleboards at dawn, and town is five minutes down the hill.",
  },
  "Chocolate Hole": {
    at: [18.3185, -64.7705],
    note: "Chocolate Hole is a quiet residential enclave on the south shore, with its own swimming bay and an easy drive to Cruz Bay.",
  },
  Rendezvous: {
    at: [18.3160, -64.7605],
    note: "Rendezvous Bay looks south toward St. Thomas and the open Caribbean, with some of the island's most dependable breezes.",
  },
  "Fish Bay": {
    at: [18.3215, -64.7560],
    note: "Fish Bay is a green valley on the south shore whose mangroves and salt pond shelter herons, turtles and young reef fish.",
  },
  "Gifft Hill": {
    at: [18.3285, -64.7750],
    note: "Gifft Hill sits high between the two shores, cooler at night, with quick roads down to Cruz Bay and the south shore.",
  },
  "Peter Bay": {
    at: [18.3575, -64.7625],
    note: "Peter Bay is a gated North Shore enclave bordered by Virgin Islands National Park, minutes from Cinnamon and Trunk Bays.",
  },
  Catherineberg: {
    at: [18.3505, -64.7525],
    note: "Catherineberg rises behind the North Shore beaches, with national park on every side and views across to the British Virgin Islands.",
  },
  Bordeaux: {
    at: [18.3390, -64.7290],
    note: "Bordeaux Mountain is the island's high point: cool, green and quiet, looking over Coral Bay to Tortola.",
  },
  "Coral Bay": {
    at: [18.3460, -64.7110],
    note: "Coral Bay is the easygoing East End harbor: sailboats at anchor, beach bars, a Saturday market and a close community.",
  },
  "Johnson Bay": {
    at: [18.3345, -64.7065],
    note: "Johnson Bay is a calm, reef-protected cove south of Coral Bay, loved by snorkelers and kayakers.",
  },
  "Hansen Bay": {
    at: [18.3565, -64.6815],
    note: "Hansen Bay is at the far East End, where the road runs out, the water is clear and the BVI feel close enough to touch.",
  },
} as const satisfies Record<string, { at: readonly [number, number]; note: string }>;

export type DemoArea = keyof typeof DEMO_AREAS;

/** A stable small offset (±0.004°) for the n-th listing in an area, so that pins do not sit on one another. */
export function demoCoordinates(area: DemoArea, seed: string): { latitude: number; longitude: number } {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const [lat, lon] = DEMO_AREAS[area].at;
  const dLat = ((hash & 0xffff) / 0xffff - 0.5) * 0.008;
  const dLon = ((hash >>> 16) / 0xffff - 0.5) * 0.008;
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  return {
    latitude: Math.round(clamp(lat + dLat, 18.31, 18.37) * 1e6) / 1e6,
    longitude: Math.round(clamp(lon + dLon, -64.8, -64.67) * 1e6) / 1e6,
  };
}
