/**
 * Procedural St. John scenes as SVG: the demo listings' photos and the blog's
 * built-in covers. No downloads, no fonts, the same picture every time for
 * the same seed. Each scene is drawn on a 1200×800 canvas and rendered at
 * 1600×1067.
 */
import { PALETTES, random, SCENE_HEIGHT, SCENE_WIDTH, type Palette, type Random, type TimeOfDay } from "./scene-palettes.server";
import { clouds, condo, cottage, glassDefs, gradient, hills, islands, loungers, n, palm, sailboat, sea, shrubs, sky, stake, storefronts, terrace, villa } from "./scene-parts.server";

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
  { seed: 301, time: "midday", alt: "Three-story condominium building with balconies facing the water (illustration)", draw: condoScene(false) },
  { seed: 302, time: "golden", alt: "Condominium building with a pool courtyard and sun loungers at golden hour (illustration)", draw: condoScene(true) },
  { seed: 303, time: "afternoon", alt: "Condominium pool courtyard framed by palms on a clear afternoon (illustration)", draw: condoScene(true) },
  { seed: 401, time: "midday", alt: "Building lot with survey stakes and a view across the bay to neighboring islands (illustration)", draw: lotScene("#ff6a2a", 5) },
  { seed: 402, time: "morning", alt: "Sloping land parcel with pink-flagged survey stakes above the sea at sunrise (illustration)", draw: lotScene("#ff4f9a", 4) },
  { seed: 403, time: "golden", alt: "Hilltop building lot with survey stakes and long water views in evening light (illustration)", draw: lotScene("#ff6a2a", 6) },
  { seed: 501, time: "midday", alt: "White sand beach with palms and calm turquoise water (illustration)", draw: beachScene(1) },
  { seed: 502, time: "afternoon", alt: "Palm-fringed beach cove with sailboats at anchor (illustration)", draw: beachScene(3) },
  { seed: 601, time: "sunset", alt: "Sunset over the water with islands on the horizon (illustration)", draw: sunsetScene(false) },
  { seed: 602, time: "sunset", alt: "Sailboat on the bay under an orange sunset sky (illustration)", draw: sunsetScene(true) },
  { seed: 701, time: "midday", alt: "Small-town street with colorful storefronts and awnings (illustration)", draw: storefrontScene },
  { seed: 702, time: "golden", alt: "Two-story shops and offices on a town street in late light (illustration)", draw: storefrontScene },
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
