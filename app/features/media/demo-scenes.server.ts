/**
 * Procedural St. John scenes as SVG, for demo listings: no downloads, no
 * fonts, the same picture every time for the same seed. Each scene is drawn
 * on a 1200×800 canvas and rendered at 1600×1067.
 */
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;

export type TimeOfDay = "morning" | "midday" | "afternoon" | "golden" | "sunset" | "dusk";

type Palette = {
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

const PALETTES: Record<TimeOfDay, Palette> = {
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
type Random = ReturnType<typeof random>;

const n = (value: number) => Math.round(value * 10) / 10;

function gradient(id: string, stops: [number, string][], vertical = true) {
  const direction = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  return `<linearGradient id="${id}" ${direction}>${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join("")}</linearGradient>`;
}

function sky(p: Palette, horizon: number) {
  const sun = p.sun
    ? `<circle cx="${p.sun.x}" cy="${p.sun.y}" r="${p.sun.r * 6}" fill="url(#sunglow)"/>
       <circle cx="${p.sun.x}" cy="${p.sun.y}" r="${p.sun.r}" fill="${p.sun.color}"/>`
    : "";
  return `<defs>${gradient("sky", p.sky)}
    <radialGradient id="sunglow"><stop offset="0" stop-color="${p.sun?.glow ?? "#fff"}" stop-opacity=".75"/><stop offset="1" stop-color="${p.sun?.glow ?? "#fff"}" stop-opacity="0"/></radialGradient>
    ${gradient("sea", [[0, p.seaFar], [1, p.seaNear]])}
  </defs>
  <rect width="${SCENE_WIDTH}" height="${horizon + 2}" fill="url(#sky)"/>${sun}`;
}

function clouds(r: Random, p: Palette, count: number, top: number, bottom: number) {
  const color = p.sun === null || p.tintOpacity > 0.12 ? p.light : "#ffffff";
  let out = "";
  for (let index = 0; index < count; index++) {
    const x = r.between(-60, SCENE_WIDTH);
    const y = r.between(top, bottom);
    const w = r.between(90, 230);
    const puffs = Array.from({ length: 5 }, (_, i) => {
      const cx = x + (i / 4) * w;
      const ry = w * r.between(0.1, 0.2) * (1 - Math.abs(i - 2) / 4);
      return `<ellipse cx="${n(cx)}" cy="${n(y - ry * 0.4)}" rx="${n(w * 0.22)}" ry="${n(ry + 8)}"/>`;
    }).join("");
    out += `<g fill="${color}" opacity="${n(r.between(0.45, 0.8) * 10) / 10}">${puffs}<ellipse cx="${n(x + w / 2)}" cy="${n(y + 4)}" rx="${n(w * 0.62)}" ry="10"/></g>`;
  }
  return out;
}

function sea(r: Random, p: Palette, horizon: number) {
  let shimmer = "";
  for (let index = 0; index < 34; index++) {
    const y = horizon + Math.pow(r.next(), 1.6) * (SCENE_HEIGHT - horizon);
    const depth = (y - horizon) / (SCENE_HEIGHT - horizon);
    const x = r.between(0, SCENE_WIDTH);
    shimmer += `<rect x="${n(x)}" y="${n(y)}" width="${n(20 + depth * 120)}" height="${n(1 + depth * 2.5)}" rx="1" fill="${p.shimmer}" opacity="${n(0.2 + r.next() * 0.35)}"/>`;
  }
  const reflection =
    p.sun && p.sun.y > horizon - 140
      ? `<path d="M${p.sun.x - 26},${horizon} L${p.sun.x + 26},${horizon} L${p.sun.x + 140},${SCENE_HEIGHT} L${p.sun.x - 140},${SCENE_HEIGHT}Z" fill="${p.sun.glow}" opacity=".28"/>`
      : "";
  return `<rect y="${horizon}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - horizon}" fill="url(#sea)"/>${reflection}${shimmer}`;
}

/** Low islands on the horizon. */
function islands(r: Random, horizon: number, color: string, count = 3) {
  let out = "";
  for (let index = 0; index < count; index++) {
    const x = r.between(-100, SCENE_WIDTH - 100);
    const w = r.between(160, 420);
    const h = r.between(14, 46);
    out += `<path d="M${n(x)},${horizon + 1} C${n(x + w * 0.25)},${n(horizon - h)} ${n(x + w * 0.6)},${n(horizon - h * 1.1)} ${n(x + w)},${horizon + 1}Z" fill="${color}" opacity=".8"/>`;
  }
  return out;
}

/** A ridge of rounded hills from x 0 to 1200 around baseY, filled to the bottom. */
function hills(r: Random, baseY: number, amplitude: number, color: string, bumps = 4, bottom = SCENE_HEIGHT) {
  const step = SCENE_WIDTH / bumps;
  let d = `M0,${bottom} L0,${n(baseY - r.between(0, amplitude))}`;
  for (let index = 0; index < bumps; index++) {
    const x0 = index * step;
    const peak = baseY - r.between(amplitude * 0.4, amplitude);
    const end = baseY - r.between(0, amplitude * 0.5);
    d += ` C${n(x0 + step * 0.3)},${n(peak)} ${n(x0 + step * 0.7)},${n(peak)} ${n(x0 + step)},${n(end)}`;
  }
  return `<path d="${d} L${SCENE_WIDTH},${bottom}Z" fill="${color}"/>`;
}

/** Bushes and trees along a line: clusters of overlapping crowns, lit from above. */
function shrubs(r: Random, y: number, from: number, to: number, color: string, size = 30, count = 14) {
  let out = "";
  for (let index = 0; index < count; index++) {
    const x = r.between(from, to);
    const s = r.between(size * 0.6, size * 1.3);
    const crowns = [
      [x, y - s * 0.4, s],
      [x - s * 0.7, y - s * 0.2, s * 0.7],
      [x + s * 0.75, y - s * 0.25, s * 0.75],
    ]
      .map(([cx, cy, radius]) => `<circle cx="${n(cx!)}" cy="${n(cy!)}" r="${n(radius!)}"/>`)
      .join("");
    out += `<g fill="${color}">${crowns}</g><circle cx="${n(x - s * 0.25)}" cy="${n(y - s * 0.8)}" r="${n(s * 0.5)}" fill="#ffffff" opacity=".07"/>`;
  }
  return out;
}

function palm(x: number, y: number, height: number, lean: number, foliage: string, trunk = "#7a5a3c") {
  const topX = x + lean;
  const topY = y - height;
  const fronds = [-160, -130, -100, -60, -25, 10, 40]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const length = height * 0.42;
      const ex = topX + Math.cos(radians) * length;
      const ey = topY + Math.sin(radians) * length * 0.55 + length * 0.35;
      const cx = topX + Math.cos(radians) * length * 0.5;
      const cy = topY + Math.sin(radians) * length * 0.5 - length * 0.18;
      return `<path d="M${n(topX)},${n(topY)} Q${n(cx)},${n(cy - 10)} ${n(ex)},${n(ey)} Q${n(cx)},${n(cy + 12)} ${n(topX)},${n(topY)}Z"/>`;
    })
    .join("");
  return `<path d="M${n(x - 6)},${y} Q${n(x + lean * 0.2)},${n(y - height * 0.6)} ${n(topX - 3)},${n(topY)} L${n(topX + 3)},${n(topY)} Q${n(x + lean * 0.3 + 6)},${n(y - height * 0.55)} ${n(x + 6)},${y}Z" fill="${trunk}"/>
    <g fill="${foliage}">${fronds}</g><circle cx="${n(topX)}" cy="${n(topY + 3)}" r="${n(height * 0.035)}" fill="#5a4a2a"/>`;
}

function sailboat(x: number, y: number, scale: number, sail = "#fbfaf5") {
  const s = scale;
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40,0 L40,0 L30,12 L-32,12Z" fill="#f3f1ea"/><path d="M-36,5 L36,5" stroke="#1f3d5a" stroke-width="2"/><rect x="-1.5" y="-92" width="3" height="92" fill="#d8d3c4"/><path d="M2,-88 L2,-6 L38,-6Z" fill="${sail}"/><path d="M-3,-80 L-3,-8 L-30,-8Z" fill="${sail}" opacity=".9"/></g>`;
}

type Building = { x: number; y: number; w: number; h: number; wall: string; roof: string; p: Palette };

/** Windows: sky-reflecting glass by day, warm light at dusk. */
function glass(p: Palette) {
  return p.sun === null ? p.light : "url(#glass)";
}

function glassDefs(p: Palette) {
  return `<defs>${gradient("glass", [[0, p.sky[p.sky.length - 1]![1]], [1, "#2c4d63"]])}</defs>`;
}

function villa({ x, y, w, h, wall, roof, p }: Building) {
  const roofH = h * 0.42;
  const windows = [0.1, 0.38, 0.66]
    .map((f) => `<rect x="${n(x + w * f)}" y="${n(y - h * 0.78)}" width="${n(w * 0.22)}" height="${n(h * 0.62)}" fill="${glass(p)}"/><rect x="${n(x + w * f + w * 0.108)}" y="${n(y - h * 0.78)}" width="3" height="${n(h * 0.62)}" fill="${wall}"/>`)
    .join("");
  return `<g>
    <rect x="${x}" y="${n(y - h)}" width="${w}" height="${h}" fill="${wall}"/>
    <rect x="${x}" y="${n(y - h)}" width="${w}" height="${n(h * 0.08)}" fill="#000" opacity=".12"/>
    ${windows}
    <path d="M${n(x - w * 0.06)},${n(y - h)} L${n(x + w * 0.2)},${n(y - h - roofH)} L${n(x + w * 0.8)},${n(y - h - roofH)} L${n(x + w * 1.06)},${n(y - h)}Z" fill="${roof}"/>
    <path d="M${n(x + w * 0.2)},${n(y - h - roofH)} L${n(x + w * 0.8)},${n(y - h - roofH)} L${n(x + w * 1.06)},${n(y - h)} L${n(x + w * 0.5)},${n(y - h)}Z" fill="#000" opacity=".1"/>
  </g>`;
}

function terrace(x: number, y: number, w: number, p: Palette, withPool: boolean, infinity = false) {
  const deck = `<rect x="${x}" y="${y}" width="${w}" height="26" fill="#d9c3a0"/><rect x="${x}" y="${y + 26}" width="${w}" height="10" fill="#000" opacity=".15"/>`;
  const pool = withPool
    ? `<defs>${gradient("pool", [[0, "#7fe0e6"], [1, "#1aa3b8"]])}</defs>
       <rect x="${n(x + w * 0.08)}" y="${y + 32}" width="${n(w * (infinity ? 0.92 : 0.6))}" height="64" fill="url(#pool)"/>
       <rect x="${n(x + w * 0.08)}" y="${y + 32}" width="${n(w * (infinity ? 0.92 : 0.6))}" height="5" fill="#ffffff" opacity=".6"/>
       ${infinity ? `<rect x="${n(x + w * 0.08)}" y="${y + 94}" width="${n(w * 0.92)}" height="6" fill="#0d7d93"/>` : `<rect x="${n(x + w * 0.08)}" y="${y + 96}" width="${n(w * 0.6)}" height="12" fill="#e8dcc5"/>`}`
    : "";
  const rail = `<g stroke="${p.sun === null ? "#c8c1b2" : "#f4f1ea"}" stroke-width="3">${Array.from({ length: Math.floor(w / 28) }, (_, i) => `<line x1="${x + i * 28}" y1="${y}" x2="${x + i * 28}" y2="${y - 26}"/>`).join("")}<line x1="${x}" y1="${y - 26}" x2="${x + w}" y2="${y - 26}"/></g>`;
  return `${withPool ? "" : rail}${deck}${pool}`;
}

function loungers(x: number, y: number, count: number, umbrella: string) {
  let out = "";
  for (let index = 0; index < count; index++) {
    const lx = x + index * 70;
    out += `<path d="M${lx},${y} L${lx + 46},${y} L${lx + 58},${y - 16}" stroke="#fbfaf6" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
  out += `<rect x="${x + count * 70 + 20}" y="${y - 90}" width="4" height="90" fill="#6b5a44"/><path d="M${x + count * 70 - 30},${y - 86} Q${x + count * 70 + 22},${y - 130} ${x + count * 70 + 74},${y - 86}Z" fill="${umbrella}"/>`;
  return out;
}

function cottage({ x, y, w, h, wall, roof, p }: Building) {
  const roofH = h * 0.55;
  const posts = Array.from({ length: 5 }, (_, i) => `<rect x="${n(x + (w * i) / 4 - 4)}" y="${n(y - h * 0.55)}" width="8" height="${n(h * 0.55)}" fill="#fbf8f0"/>`).join("");
  const railing = `<g stroke="#fbf8f0" stroke-width="3">${Array.from({ length: 17 }, (_, i) => `<line x1="${n(x + (w * i) / 16)}" y1="${y}" x2="${n(x + (w * i) / 16)}" y2="${n(y - h * 0.2)}"/>`).join("")}<line x1="${x}" y1="${n(y - h * 0.2)}" x2="${x + w}" y2="${n(y - h * 0.2)}"/></g>`;
  return `<g>
    <rect x="${x}" y="${n(y - h)}" width="${w}" height="${h}" fill="${wall}"/>
    <rect x="${n(x + w * 0.12)}" y="${n(y - h * 0.88)}" width="${n(w * 0.16)}" height="${n(h * 0.28)}" fill="${glass(p)}"/>
    <rect x="${n(x + w * 0.08)}" y="${n(y - h * 0.88)}" width="${n(w * 0.04)}" height="${n(h * 0.28)}" fill="${roof}"/><rect x="${n(x + w * 0.28)}" y="${n(y - h * 0.88)}" width="${n(w * 0.04)}" height="${n(h * 0.28)}" fill="${roof}"/>
    <rect x="${n(x + w * 0.68)}" y="${n(y - h * 0.88)}" width="${n(w * 0.16)}" height="${n(h * 0.28)}" fill="${glass(p)}"/>
    <rect x="${n(x + w * 0.64)}" y="${n(y - h * 0.88)}" width="${n(w * 0.04)}" height="${n(h * 0.28)}" fill="${roof}"/><rect x="${n(x + w * 0.84)}" y="${n(y - h * 0.88)}" width="${n(w * 0.04)}" height="${n(h * 0.28)}" fill="${roof}"/>
    <rect x="${n(x + w * 0.44)}" y="${n(y - h * 0.5)}" width="${n(w * 0.13)}" height="${n(h * 0.5)}" fill="#6b4a32"/>
    <path d="M${n(x - w * 0.08)},${n(y - h)} L${n(x + w / 2)},${n(y - h - roofH)} L${n(x + w * 1.08)},${n(y - h)}Z" fill="${roof}"/>
    <path d="M${n(x - w * 0.06)},${n(y - h * 0.55)} L${n(x + w * 1.06)},${n(y - h * 0.55)} L${n(x + w * 1.02)},${n(y - h * 0.62)} L${n(x - w * 0.02)},${n(y - h * 0.62)}Z" fill="${roof}"/>
    <rect x="${x}" y="${n(y - h * 0.55)}" width="${w}" height="${n(h * 0.55)}" fill="#000" opacity=".12"/>
    ${posts}${railing}
    <rect x="${n(x - w * 0.04)}" y="${y}" width="${n(w * 1.08)}" height="10" fill="#8a7a66"/>
  </g>`;
}

function condo({ x, y, w, h, wall, roof, p }: Building, floors: number) {
  const floorH = h / floors;
  let out = `<rect x="${x}" y="${n(y - h)}" width="${w}" height="${h}" fill="${wall}"/><rect x="${n(x - 10)}" y="${n(y - h - 16)}" width="${w + 20}" height="16" fill="${roof}"/>`;
  const bays = Math.max(3, Math.round(w / 110));
  for (let floor = 0; floor < floors; floor++) {
    const fy = y - floor * floorH;
    for (let bay = 0; bay < bays; bay++) {
      const bx = x + (w / bays) * bay + 12;
      const bw = w / bays - 24;
      out += `<rect x="${n(bx)}" y="${n(fy - floorH * 0.82)}" width="${n(bw)}" height="${n(floorH * 0.62)}" fill="${glass(p)}"/>`;
      out += `<rect x="${n(bx - 6)}" y="${n(fy - floorH * 0.3)}" width="${n(bw + 12)}" height="${n(floorH * 0.08)}" fill="#f7f5ef"/>`;
      out += `<g stroke="#f7f5ef" stroke-width="2">${Array.from({ length: 7 }, (_, i) => `<line x1="${n(bx + (bw * i) / 6)}" y1="${n(fy - floorH * 0.22)}" x2="${n(bx + (bw * i) / 6)}" y2="${n(fy - floorH * 0.4)}"/>`).join("")}</g>`;
    }
    out += `<rect x="${x}" y="${n(fy - floorH * 0.22)}" width="${w}" height="${n(floorH * 0.04)}" fill="#000" opacity=".12"/>`;
  }
  return `<g>${out}<rect x="${n(x + w * 0.7)}" y="${n(y - h)}" width="${n(w * 0.3)}" height="${h}" fill="#000" opacity=".08"/></g>`;
}

/** A wooden survey stake with a painted top and a ribbon of flagging tape. */
function stake(x: number, y: number, height: number, flag: string) {
  const w = Math.max(5, height * 0.06);
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 2.2)}" ry="${n(w * 0.6)}" fill="#000" opacity=".18"/>
    <rect x="${n(x - w / 2)}" y="${n(y - height)}" width="${n(w)}" height="${n(height)}" fill="#d8b987"/>
    <rect x="${n(x + w * 0.1)}" y="${n(y - height)}" width="${n(w * 0.4)}" height="${n(height)}" fill="#000" opacity=".12"/>
    <rect x="${n(x - w / 2)}" y="${n(y - height)}" width="${n(w)}" height="${n(height * 0.14)}" fill="${flag}"/>
    <path d="M${n(x + w / 2)},${n(y - height * 0.9)} q${n(height * 0.18)},${n(height * 0.02)} ${n(height * 0.26)},${n(height * 0.16)} q${n(-height * 0.14)},${n(-height * 0.04)} ${n(-height * 0.26)},${n(-height * 0.08)}Z" fill="${flag}"/>`;
}

function storefronts(r: Random, p: Palette, baseY: number) {
  const colours = ["#f2c6a0", "#a8d5c8", "#f5e2a4", "#c7b8e0", "#f0b2a6", "#b6d0ee"];
  const awnings = ["#c0392b", "#1f6f8b", "#2e7d32", "#d68910", "#6c3483"];
  let out = "";
  let x = -20;
  while (x < SCENE_WIDTH) {
    const w = r.between(170, 260);
    const storeys = r.next() > 0.45 ? 2 : 1;
    const h = storeys === 2 ? r.between(300, 360) : r.between(190, 230);
    const wall = r.pick(colours);
    const awning = r.pick(awnings);
    out += `<rect x="${n(x)}" y="${n(baseY - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/>`;
    out += `<rect x="${n(x)}" y="${n(baseY - h - 12)}" width="${n(w)}" height="14" fill="#fbf8f0"/>`;
    out += `<rect x="${n(x + 14)}" y="${n(baseY - 150)}" width="${n(w - 28)}" height="110" fill="${glass(p)}"/>`;
    out += `<rect x="${n(x + w / 2 - 18)}" y="${n(baseY - 150)}" width="36" height="150" fill="#4a3a2e"/>`;
    out += `<path d="M${n(x + 6)},${n(baseY - 166)} L${n(x + w - 6)},${n(baseY - 166)} L${n(x + w + 6)},${n(baseY - 128)} L${n(x - 6)},${n(baseY - 128)}Z" fill="${awning}"/>`;
    out += `<g fill="#ffffff" opacity=".55">${Array.from({ length: 5 }, (_, i) => `<rect x="${n(x + 6 + ((w - 12) * i) / 5)}" y="${n(baseY - 166)}" width="${n((w - 12) / 10)}" height="38"/>`).join("")}</g>`;
    // A sign board with "lettering" blocks.
    out += `<rect x="${n(x + 24)}" y="${n(baseY - 200)}" width="${n(w - 48)}" height="26" rx="3" fill="#fbf8f0"/>`;
    out += `<g fill="${awning}">${Array.from({ length: 6 }, (_, i) => `<rect x="${n(x + 36 + i * ((w - 72) / 6))}" y="${n(baseY - 192)}" width="${n((w - 72) / 8)}" height="10"/>`).join("")}</g>`;
    if (storeys === 2) {
      for (let i = 0; i < 3; i++) {
        out += `<rect x="${n(x + 22 + i * ((w - 44) / 3))}" y="${n(baseY - h + 40)}" width="${n((w - 44) / 3 - 16)}" height="70" fill="${glass(p)}"/>`;
        out += `<rect x="${n(x + 18 + i * ((w - 44) / 3))}" y="${n(baseY - h + 110)}" width="${n((w - 44) / 3 - 8)}" height="6" fill="#fbf8f0"/>`;
      }
    }
    x += w;
  }
  return out;
}

export type Scene = { seed: number; alt: string; draw: (r: Random, p: Palette) => string; time: TimeOfDay };

function compose(scene: Scene, width: number, height: number) {
  const r = random(scene.seed);
  const p = PALETTES[scene.time];
  const body = scene.draw(r, p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" preserveAspectRatio="xMidYMid slice">${glassDefs(p)}${body}${
    p.tintOpacity ? `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${p.tint}" opacity="${p.tintOpacity}"/>` : ""
  }<defs><radialGradient id="vignette" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient></defs><rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#vignette)"/></svg>`;
}

// ---------------------------------------------------------------------------
// The scenes. Each draws sky, water and land back to front.

export function villaScene(options: { pool: boolean; infinity?: boolean; loungers?: boolean; wall?: string; roof?: string; x?: number }) {
  return (r: Random, p: Palette) => {
    const horizon = 360;
    return [
      sky(p, horizon),
      clouds(r, p, 5, 60, 260),
      sea(r, p, horizon),
      islands(r, horizon, p.hillFar, 3),
      hills(r, 470, 60, p.hillNear, 3),
      shrubs(r, 520, 0, 1200, p.foliage, 34, 16),
      villa({ x: options.x ?? 300, y: 560, w: 560, h: 170, wall: options.wall ?? "#f6f1e7", roof: options.roof ?? "#b5583a", p }),
      terrace(150, 560, 900, p, options.pool, options.infinity),
      options.loungers ? loungers(220, 552, 3, "#e4ddd0") : "",
      `<rect y="${options.pool ? 668 : 596}" width="1200" height="${options.pool ? 132 : 204}" fill="#c9b08a"/>`,
      shrubs(r, 800, 0, 1200, p.foliage, 44, 9),
      palm(90, 720, 360, 40, p.foliage),
      palm(1110, 740, 300, -50, p.foliage),
    ].join("");
  };
}

export function cottageScene(wall: string, roof: string) {
  return (r: Random, p: Palette) => {
    const horizon = 330;
    return [
      sky(p, horizon),
      clouds(r, p, 6, 50, 240),
      sea(r, p, horizon),
      hills(r, 420, 80, p.hillFar, 4),
      hills(r, 560, 70, p.hillNear, 3),
      shrubs(r, 590, 0, 1200, p.foliage, 30, 12),
      cottage({ x: 390, y: 650, w: 420, h: 210, wall, roof, p }),
      `<rect y="660" width="1200" height="140" fill="${p.hillNear}"/>`,
      `<path d="M560,800 L600,660 L640,660 L700,800Z" fill="#d9c7a0"/>`,
      shrubs(r, 700, 0, 380, "#c0396b", 16, 6),
      shrubs(r, 700, 820, 1200, "#e07a2f", 16, 6),
      shrubs(r, 790, 0, 1200, p.foliage, 40, 10),
      palm(190, 720, 430, 60, p.foliage),
      palm(1000, 700, 380, -40, p.foliage),
    ].join("");
  };
}

export function condoScene(pool: boolean, wall = "#f3ede2") {
  return (r: Random, p: Palette) => {
    const horizon = 400;
    return [
      sky(p, horizon),
      clouds(r, p, 5, 40, 220),
      sea(r, p, horizon),
      hills(r, 380, 110, p.hillFar, 3, horizon + 2),
      condo({ x: 260, y: 640, w: 680, h: 420, wall, roof: "#8c6a4f", p }, 3),
      pool
        ? `<defs>${gradient("cpool", [[0, "#8be3ea"], [1, "#1c9fb6"]])}</defs><rect y="640" width="1200" height="160" fill="#e3d6bd"/><rect x="300" y="680" width="600" height="80" fill="url(#cpool)"/><rect x="300" y="680" width="600" height="5" fill="#fff" opacity=".6"/>`
        : `<rect y="640" width="1200" height="160" fill="${p.hillNear}"/>`,
      shrubs(r, 650, 0, 250, p.foliage, 40, 6),
      shrubs(r, 650, 950, 1200, p.foliage, 40, 6),
      palm(140, 790, 520, 30, p.foliage),
      palm(1080, 790, 470, -30, p.foliage),
      pool ? loungers(330, 790, 4, "#d9eef0") : shrubs(r, 800, 0, 1200, p.foliage, 36, 10),
    ].join("");
  };
}

export function lotScene(flag: string, stakes: number) {
  return (r: Random, p: Palette) => {
    const horizon = 330;
    const stakeMarks = Array.from({ length: stakes }, (_, i) => ({
      x: 160 + (i * 880) / Math.max(1, stakes - 1) + r.between(-40, 40),
      y: 600 + r.between(0, 170),
    }))
      .sort((a, b) => a.y - b.y) // far ones first
      .map(({ x, y }) => stake(x, y, 70 + (y - 580) * 0.9, flag))
      .join("");
    return [
      sky(p, horizon),
      clouds(r, p, 6, 40, 250),
      sea(r, p, horizon),
      islands(r, horizon, p.hillFar, 4),
      hills(r, 470, 50, "#6d8f6a", 3),
      hills(r, 520, 40, "#6f9a4a", 4),
      `<defs>${gradient("lot", [[0, "#9db45e"], [1, "#7b8f3e"]])}</defs>`,
      `<path d="M0,560 C300,540 700,520 1200,548 L1200,800 L0,800Z" fill="url(#lot)"/>`,
      shrubs(r, 570, 0, 1200, "#5d7d33", 14, 22),
      stakeMarks,
      shrubs(r, 800, 0, 1200, "#58773a", 46, 6),
      `<g stroke="#c8b47c" stroke-width="2" opacity=".7">${Array.from({ length: 30 }, () => {
        const x = r.between(0, 1200);
        const y = r.between(600, 800);
        return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + r.between(-6, 6))}" y2="${n(y - 14)}"/>`;
      }).join("")}</g>`,
    ].join("");
  };
}

function beachScene(boats: number) {
  return (r: Random, p: Palette) => {
    const horizon = 350;
    const boatMarks = Array.from({ length: boats }, () => sailboat(r.between(300, 1000), r.between(horizon + 50, horizon + 120), r.between(0.5, 0.8))).join("");
    return [
      sky(p, horizon),
      clouds(r, p, 5, 50, 250),
      sea(r, p, horizon),
      islands(r, horizon, p.hillFar, 2),
      hills(r, 380, 80, p.hillNear, 2, horizon + 80),
      boatMarks,
      `<defs>${gradient("sand", [[0, "#f6e7c4"], [1, "#e4cc9a"]])}</defs>`,
      `<path d="M0,560 C300,540 700,600 1200,580 L1200,800 L0,800Z" fill="url(#sand)"/>`,
      `<path d="M0,560 C300,540 700,600 1200,580" stroke="#ffffff" stroke-width="8" fill="none" opacity=".85"/>`,
      `<path d="M0,548 C300,530 700,588 1200,568 L1200,580 C700,600 300,540 0,560Z" fill="#7fd9dc" opacity=".7"/>`,
      palm(160, 760, 520, 120, p.foliage),
      palm(260, 780, 420, 60, p.foliage),
      palm(1040, 770, 470, -110, p.foliage),
      shrubs(r, 610, 1000, 1200, p.foliage, 40, 5),
    ].join("");
  };
}

function sunsetScene(boat: boolean) {
  return (r: Random, p: Palette) => {
    const horizon = 400;
    return [
      sky(p, horizon),
      clouds(r, p, 7, 80, 330),
      sea(r, p, horizon),
      islands(r, horizon, p.hillFar, 3),
      boat ? sailboat(r.between(760, 900), horizon + 70, 0.9, "#f4d7b8") : "",
      hills(r, 700, 60, p.hillNear, 2),
      palm(1050, 800, 520, -60, p.hillNear, p.hillNear),
      palm(120, 800, 380, 40, p.hillNear, p.hillNear),
    ].join("");
  };
}

function hillsScene(mist: boolean) {
  return (r: Random, p: Palette) => {
    const horizon = 300;
    return [
      sky(p, horizon),
      clouds(r, p, 6, 40, 220),
      sea(r, p, horizon),
      hills(r, 360, 70, p.hillFar, 3),
      hills(r, 440, 90, "#5f8f55", 4),
      mist ? `<rect y="380" width="1200" height="120" fill="#ffffff" opacity=".28"/>` : "",
      hills(r, 560, 100, p.hillNear, 3),
      mist ? `<rect y="520" width="1200" height="80" fill="#ffffff" opacity=".18"/>` : "",
      shrubs(r, 640, 0, 1200, p.foliage, 34, 18),
      hills(r, 720, 70, "#3c6f33", 2),
      shrubs(r, 800, 0, 1200, "#2f5e2b", 50, 10),
    ].join("");
  };
}

function openSeaScene(r: Random, p: Palette) {
  const horizon = 470;
  return [sky(p, horizon), clouds(r, p, 9, 60, 400), sea(r, p, horizon), islands(r, horizon, p.hillFar, 1)].join("");
}

function bayScene(r: Random, p: Palette) {
  const horizon = 250;
  const boats = Array.from({ length: 6 }, () => sailboat(r.between(260, 980), r.between(420, 560), r.between(0.35, 0.6))).join("");
  return [
    sky(p, horizon),
    clouds(r, p, 4, 40, 180),
    sea(r, p, horizon),
    hills(r, 270, 60, p.hillFar, 3, horizon + 20),
    `<path d="M0,250 C160,300 200,520 120,800 L0,800Z" fill="${p.hillNear}"/>`,
    `<path d="M1200,260 C1020,320 980,560 1080,800 L1200,800Z" fill="${p.hillNear}"/>`,
    shrubs(r, 420, 0, 170, p.foliage, 30, 8),
    shrubs(r, 440, 1010, 1200, p.foliage, 30, 8),
    boats,
    `<path d="M0,720 C400,690 800,700 1200,720 L1200,800 L0,800Z" fill="#2f6b2c"/>`,
    shrubs(r, 800, 0, 1200, "#2a5a28", 48, 12),
  ].join("");
}

export function storefrontScene(r: Random, p: Palette) {
  const street = 640;
  return [
    sky(p, 400),
    clouds(r, p, 4, 40, 160),
    hills(r, 330, 90, p.hillNear, 3, 420),
    `<rect y="400" width="1200" height="240" fill="${p.hillNear}"/>`,
    storefronts(r, p, street),
    `<rect y="${street}" width="1200" height="40" fill="#d8d2c4"/><rect y="${street + 40}" width="1200" height="120" fill="#5c5f63"/>`,
    `<g fill="#f3e9a8">${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 160 + 40}" y="${street + 96}" width="80" height="6"/>`).join("")}</g>`,
    palm(40, street + 30, 380, 20, p.foliage),
    palm(1160, street + 30, 340, -20, p.foliage),
  ].join("");
}

function interiorScene(bedroom: boolean) {
  return (r: Random, p: Palette) => {
    const horizon = 430;
    const view = [sky(p, horizon), clouds(r, p, 4, 80, 300), sea(r, p, horizon), islands(r, horizon, p.hillFar, 2), palm(1030, 640, 380, -40, p.foliage)].join("");
    const furniture = bedroom
      ? `<rect x="250" y="560" width="700" height="150" fill="#f7f4ee"/><rect x="250" y="540" width="700" height="40" fill="#d7e4ea"/><rect x="230" y="440" width="740" height="130" rx="8" fill="#8a6a4a"/><rect x="300" y="500" width="180" height="60" rx="18" fill="#ffffff"/><rect x="720" y="500" width="180" height="60" rx="18" fill="#ffffff"/><rect x="250" y="620" width="700" height="90" fill="#5fa5b5"/>`
      : `<rect x="180" y="600" width="520" height="110" rx="14" fill="#f1ebe0"/><rect x="180" y="560" width="520" height="60" rx="14" fill="#e8e0d2"/><rect x="220" y="570" width="110" height="60" rx="12" fill="#4f9fb0"/><rect x="560" y="570" width="110" height="60" rx="12" fill="#e8a25a"/><rect x="760" y="650" width="240" height="20" fill="#8a6a4a"/><rect x="780" y="670" width="10" height="60" fill="#8a6a4a"/><rect x="970" y="670" width="10" height="60" fill="#8a6a4a"/><ellipse cx="880" cy="640" rx="40" ry="12" fill="#2f7a5a"/>`;
    return `<defs><clipPath id="opening"><rect x="140" y="90" width="920" height="560"/></clipPath>${gradient("wall", [[0, "#efe6d6"], [1, "#d8ccb6"]])}${gradient("floor", [[0, "#b98d62"], [1, "#8e6540"]])}</defs>
      <g clip-path="url(#opening)">${view}</g>
      <path d="M0,0 H1200 V800 H0Z M140,90 V650 H1060 V90Z" fill="url(#wall)" fill-rule="evenodd"/>
      <rect x="0" y="0" width="1200" height="50" fill="#6b4f36"/>
      <g fill="#6b4f36">${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 150 - 10}" y="0" width="22" height="90"/>`).join("")}</g>
      <g fill="#f7f3ea">${[140, 370, 600, 830, 1052].map((x) => `<rect x="${x}" y="90" width="8" height="560"/>`).join("")}<rect x="140" y="84" width="920" height="10"/></g>
      <path d="M0,650 H1200 V800 H0Z" fill="url(#floor)"/>
      <path d="M0,650 H1200" stroke="#000" stroke-opacity=".15" stroke-width="4"/>
      ${furniture}
      <ellipse cx="600" cy="760" rx="420" ry="26" fill="#000" opacity=".08"/>`;
  };
}

/** The demo pool: about two dozen photos across every kind of listing. */
export const DEMO_SCENES: Scene[] = [
  { seed: 101, time: "sunset", alt: "Infinity pool and terrace looking over the bay at sunset (illustration)", draw: villaScene({ pool: true, infinity: true, loungers: true }) },
  { seed: 102, time: "midday", alt: "White villa with a hip roof and a pool deck above a turquoise bay (illustration)", draw: villaScene({ pool: true, loungers: true }) },
  { seed: 103, time: "morning", alt: "Villa terrace with a railing over the sea in the morning light (illustration)", draw: villaScene({ pool: false, wall: "#f3e3c8" }) },
  { seed: 104, time: "dusk", alt: "Hillside villa with lit windows and a pool above the water at dusk (illustration)", draw: villaScene({ pool: true, infinity: true }) },
  { seed: 105, time: "golden", alt: "Cream villa and pool terrace with lounge chairs in golden late-afternoon light (illustration)", draw: villaScene({ pool: true, loungers: true, wall: "#f5e6c8" }) },
  { seed: 201, time: "afternoon", alt: "Yellow cottage with a covered porch among palm trees (illustration)", draw: cottageScene("#f3d27a", "#2f6f7a") },
  { seed: 202, time: "midday", alt: "Blue cottage with a white porch railing and a flowering garden (illustration)", draw: cottageScene("#8fc1d9", "#a8553c") },
  { seed: 203, time: "morning", alt: "Pink cottage porch with green hills and the bay behind (illustration)", draw: cottageScene("#efb3b0", "#3f5f7a") },
  { seed: 301, time: "midday", alt: "Three-storey condominium building with balconies facing the water (illustration)", draw: condoScene(false) },
  { seed: 302, time: "golden", alt: "Condominium building with a pool courtyard and sun loungers at golden hour (illustration)", draw: condoScene(true) },
  { seed: 303, time: "afternoon", alt: "Condominium pool courtyard framed by palms on a clear afternoon (illustration)", draw: condoScene(true) },
  { seed: 401, time: "midday", alt: "Building lot with survey stakes and a view across the bay to neighbouring islands (illustration)", draw: lotScene("#ff6a2a", 5) },
  { seed: 402, time: "morning", alt: "Sloping land parcel with pink-flagged survey stakes above the sea at sunrise (illustration)", draw: lotScene("#ff4f9a", 4) },
  { seed: 403, time: "golden", alt: "Hilltop building lot with survey stakes and long water views in evening light (illustration)", draw: lotScene("#ff6a2a", 6) },
  { seed: 501, time: "midday", alt: "White sand beach with palms and calm turquoise water (illustration)", draw: beachScene(1) },
  { seed: 502, time: "afternoon", alt: "Palm-fringed beach cove with sailboats at anchor (illustration)", draw: beachScene(3) },
  { seed: 601, time: "sunset", alt: "Sunset over the water with islands on the horizon (illustration)", draw: sunsetScene(false) },
  { seed: 602, time: "sunset", alt: "Sailboat on the bay under an orange sunset sky (illustration)", draw: sunsetScene(true) },
  { seed: 701, time: "midday", alt: "Small-town street with colourful storefronts and awnings (illustration)", draw: storefrontScene },
  { seed: 702, time: "golden", alt: "Two-storey shops and offices on a town street in late light (illustration)", draw: storefrontScene },
  { seed: 801, time: "midday", alt: "Green hills rolling down to the sea under a clear sky (illustration)", draw: hillsScene(false) },
  { seed: 802, time: "morning", alt: "Morning haze over green valleys and the bay (illustration)", draw: hillsScene(true) },
  { seed: 901, time: "afternoon", alt: "Open sea and sky with scattered clouds (illustration)", draw: openSeaScene },
  { seed: 902, time: "midday", alt: "Bay with moored sailboats seen from the hillside (illustration)", draw: bayScene },
  { seed: 1001, time: "afternoon", alt: "Living room with tall open doors onto the sea view (illustration)", draw: interiorScene(false) },
  { seed: 1002, time: "morning", alt: "Bedroom with a wall of windows looking over palms to the water (illustration)", draw: interiorScene(true) },
];

/** One scene as SVG markup at the given pixel size. */
export function sceneSvg(scene: Scene, width = 1600, height = 1067): string {
  return compose(scene, width, height);
}
