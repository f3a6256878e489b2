import { condoScene, cottageScene, lotScene, storefrontScene, villaScene, type Scene } from "./island-scenes.server";
import type { TimeOfDay } from "./scene-palettes.server";

/** What a demo listing's cover shows. */
export type CoverKind = "villa" | "cottage" | "condo" | "land" | "commercial";

const HOURS: TimeOfDay[] = ["midday", "golden", "morning", "sunset", "afternoon", "dusk"];
const HOUR_WORDS: Record<TimeOfDay, string> = {
  morning: "in the morning light",
  midday: "under a midday sky",
  afternoon: "on a clear afternoon",
  golden: "in golden late-afternoon light",
  sunset: "at sunset",
  dusk: "at dusk",
};

const WALLS: Array<[colour: string, name: string]> = [
  ["#f6f1e7", "White"],
  ["#f3e3c8", "Cream"],
  ["#e9c9a0", "Sand-colored"],
  ["#cfe3ec", "Pale blue"],
  ["#f2d0c8", "Coral pink"],
  ["#dfe9cf", "Sage green"],
  ["#f5dfa0", "Butter-yellow"],
  ["#e2dcef", "Lavender"],
  ["#f0e0d0", "Stone"],
];

const ROOFS: Array<[colour: string, name: string]> = [
  ["#2f6f7a", "teal"],
  ["#a8553c", "terracotta"],
  ["#3f5f7a", "slate-blue"],
  ["#6b4a35", "brown"],
  ["#4f7a3f", "green"],
];

const FLAGS: Array<[colour: string, name: string]> = [
  ["#ff6a2a", "orange"],
  ["#ff4f9a", "pink"],
  ["#f2d13a", "yellow"],
  ["#3aa0ff", "blue"],
];

/**
 * A cover drawn for one demo listing: its kind of building in its own
 * colours, layout and hour, so no two cards on a page look alike. The same
 * listing index always gives the same picture.
 */
export function coverScene(kind: CoverKind, index: number): Scene {
  const time = HOURS[(index * 5 + Math.floor(index / 6)) % HOURS.length]!;
  const [wall, wallName] = WALLS[(index * 7) % WALLS.length]!;
  const seed = 20_000 + index;
  const hour = HOUR_WORDS[time];
  switch (kind) {
    case "cottage": {
      const [roof, roofName] = ROOFS[index % ROOFS.length]!;
      return { seed, time, alt: `${wallName} cottage with a ${roofName} roof and a covered porch among palms, ${hour} (illustration)`, draw: cottageScene(wall, roof) };
    }
    case "condo": {
      const pool = index % 2 === 0;
      return {
        seed,
        time,
        alt: `${wallName} condominium building with balconies${pool ? " and a pool courtyard" : " over a green slope"}, ${hour} (illustration)`,
        draw: condoScene(pool, wall),
      };
    }
    case "land": {
      const [flag, flagName] = FLAGS[index % FLAGS.length]!;
      const stakes = 3 + (index % 4);
      return { seed, time, alt: `Building lot marked by ${stakes} ${flagName}-flagged survey stakes above the sea, ${hour} (illustration)`, draw: lotScene(flag, stakes) };
    }
    case "commercial":
      return { seed, time, alt: `Town street with shops and offices under awnings, ${hour} (illustration)`, draw: storefrontScene };
    default: {
      const pool = index % 3 !== 2;
      const infinity = pool && index % 2 === 0;
      const loungers = index % 4 < 2;
      const [roof, roofName] = ROOFS[(index + 1) % ROOFS.length]!;
      const features = [pool ? (infinity ? "an infinity pool" : "a pool deck") : "a terrace railing", loungers ? "lounge chairs" : null].filter(Boolean).join(" and ");
      return {
        seed,
        time,
        alt: `${wallName} villa with a ${roofName} roof, ${features}, above the bay ${hour} (illustration)`,
        draw: villaScene({ pool, infinity, loungers, wall, roof, x: 200 + ((index * 37) % 200) }),
      };
    }
  }
}
