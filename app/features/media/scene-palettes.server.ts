/**
 * The canvas, the light at each time of day and the seeded randomness the
 * island scenes are drawn with: the same picture every time for the same seed.
 */
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;

export type TimeOfDay = "morning" | "midday" | "afternoon" | "golden" | "sunset" | "dusk";

export type Palette = {
  sky: [number, string][];
  seaFar: string;
  seaNear: string;
  sun: { x: number; y: number; r: number; color: string; glow: string } | null;
  hillFar: string;
  hillNear: string;
  foliage: string;
  light: string;
  /** A veil over everything for the hour's colour. */
  tint: string;
  tintOpacity: number;
  shimmer: string;
};

export const PALETTES: Record<TimeOfDay, Palette> = {
  morning: {
    sky: [[0, "#6fa9dc"], [0.55, "#b9d8ee"], [1, "#f7e4c6"]],
    seaFar: "#5b9cc0",
    seaNear: "#2f7f9f",
    sun: { x: 930, y: 250, r: 34, color: "#fff6d8", glow: "#ffe9b0" },
    hillFar: "#7c9fa6",
    hillNear: "#4f8a4a",
    foliage: "#3f7d3a",
    light: "#fff3dc",
    tint: "#ffd9a0",
    tintOpacity: 0.08,
    shimmer: "#e9f4f8",
  },
  midday: {
    sky: [[0, "#2a78c8"], [0.6, "#79b7e6"], [1, "#d6eef8"]],
    seaFar: "#1c6e9a",
    seaNear: "#1fb1b8",
    sun: { x: 860, y: 90, r: 30, color: "#ffffff", glow: "#fff7d6" },
    hillFar: "#6f97a8",
    hillNear: "#3f8a3c",
    foliage: "#2f7a35",
    light: "#ffffff",
    tint: "#ffffff",
    tintOpacity: 0,
    shimmer: "#dff8f8",
  },
  afternoon: {
    sky: [[0, "#3b82c4"], [0.6, "#94c3e6"], [1, "#f1e6cf"]],
    seaFar: "#236f96",
    seaNear: "#35a9b0",
    sun: { x: 280, y: 160, r: 32, color: "#fffbe8", glow: "#fff0c4" },
    hillFar: "#7494a0",
    hillNear: "#4a8a3f",
    foliage: "#377a34",
    light: "#fff6e6",
    tint: "#ffcf8a",
    tintOpacity: 0.06,
    shimmer: "#eef7f2",
  },
  golden: {
    sky: [[0, "#4a78b8"], [0.5, "#e9b77c"], [1, "#f7d59a"]],
    seaFar: "#3b6f8e",
    seaNear: "#5d9aa0",
    sun: { x: 240, y: 300, r: 38, color: "#fff0c0", glow: "#ffc773" },
    hillFar: "#8a8f8c",
    hillNear: "#5b833a",
    foliage: "#4a7a30",
    light: "#ffe2b0",
    tint: "#ffa94d",
    tintOpacity: 0.14,
    shimmer: "#ffe1a8",
  },
  sunset: {
    sky: [[0, "#2c3570"], [0.38, "#a2507a"], [0.7, "#ec7a4f"], [1, "#f8c46a"]],
    seaFar: "#6a4f6e",
    seaNear: "#2d3b5e",
    sun: { x: 600, y: 372, r: 44, color: "#ffe3a0", glow: "#ff9a4a" },
    hillFar: "#4d3d5e",
    hillNear: "#2f3b34",
    foliage: "#2a3a2c",
    light: "#ffc28a",
    tint: "#ff7a3d",
    tintOpacity: 0.16,
    shimmer: "#ffc47a",
  },
  dusk: {
    sky: [[0, "#141e44"], [0.5, "#4b3f78"], [0.85, "#c06f74"], [1, "#e9a070"]],
    seaFar: "#3b3a62",
    seaNear: "#18233f",
    sun: null,
    hillFar: "#2e2d4c",
    hillNear: "#1c2a2a",
    foliage: "#18261f",
    light: "#ffd48a",
    tint: "#3a3a8a",
    tintOpacity: 0.18,
    shimmer: "#c98a7c",
  },
};

/** A small deterministic random generator (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + (high - low) * next(),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof random>;
