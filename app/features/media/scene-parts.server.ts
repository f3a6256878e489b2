import { SCENE_WIDTH, SCENE_HEIGHT, type Palette, type Random } from "./scene-palettes.server";

/** The pieces every island scene is built from: sky, sea, hills, palms, boats and buildings, as SVG. */
export const n = (value: number) => Math.round(value * 10) / 10;

export function gradient(id: string, stops: [number, string][], vertical = true) {
  const direction = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  return `<linearGradient id="${id}" ${direction}>${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join("")}</linearGradient>`;
}

export function sky(p: Palette, horizon: number) {
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

export function clouds(r: Random, p: Palette, count: number, top: number, bottom: number) {
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

export function sea(r: Random, p: Palette, horizon: number) {
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
export function islands(r: Random, horizon: number, color: string, count = 3) {
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
export function hills(r: Random, baseY: number, amplitude: number, color: string, bumps = 4, bottom = SCENE_HEIGHT) {
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
export function shrubs(r: Random, y: number, from: number, to: number, color: string, size = 30, count = 14) {
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

export function palm(x: number, y: number, height: number, lean: number, foliage: string, trunk = "#7a5a3c") {
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

export function sailboat(x: number, y: number, scale: number, sail = "#fbfaf5") {
  const s = scale;
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40,0 L40,0 L30,12 L-32,12Z" fill="#f3f1ea"/><path d="M-36,5 L36,5" stroke="#1f3d5a" stroke-width="2"/><rect x="-1.5" y="-92" width="3" height="92" fill="#d8d3c4"/><path d="M2,-88 L2,-6 L38,-6Z" fill="${sail}"/><path d="M-3,-80 L-3,-8 L-30,-8Z" fill="${sail}" opacity=".9"/></g>`;
}

type Building = { x: number; y: number; w: number; h: number; wall: string; roof: string; p: Palette };

/** Windows: sky-reflecting glass by day, warm light at dusk. */
function glass(p: Palette) {
  return p.sun === null ? p.light : "url(#glass)";
}

export function glassDefs(p: Palette) {
  return `<defs>${gradient("glass", [[0, p.sky[p.sky.length - 1]![1]], [1, "#2c4d63"]])}</defs>`;
}

export function villa({ x, y, w, h, wall, roof, p }: Building) {
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

export function terrace(x: number, y: number, w: number, p: Palette, withPool: boolean, infinity = false) {
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

export function loungers(x: number, y: number, count: number, umbrella: string) {
  let out = "";
  for (let index = 0; index < count; index++) {
    const lx = x + index * 70;
    out += `<path d="M${lx},${y} L${lx + 46},${y} L${lx + 58},${y - 16}" stroke="#fbfaf6" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
  out += `<rect x="${x + count * 70 + 20}" y="${y - 90}" width="4" height="90" fill="#6b5a44"/><path d="M${x + count * 70 - 30},${y - 86} Q${x + count * 70 + 22},${y - 130} ${x + count * 70 + 74},${y - 86}Z" fill="${umbrella}"/>`;
  return out;
}

export function cottage({ x, y, w, h, wall, roof, p }: Building) {
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

export function condo({ x, y, w, h, wall, roof, p }: Building, floors: number) {
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
export function stake(x: number, y: number, height: number, flag: string) {
  const w = Math.max(5, height * 0.06);
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 2.2)}" ry="${n(w * 0.6)}" fill="#000" opacity=".18"/>
    <rect x="${n(x - w / 2)}" y="${n(y - height)}" width="${n(w)}" height="${n(height)}" fill="#d8b987"/>
    <rect x="${n(x + w * 0.1)}" y="${n(y - height)}" width="${n(w * 0.4)}" height="${n(height)}" fill="#000" opacity=".12"/>
    <rect x="${n(x - w / 2)}" y="${n(y - height)}" width="${n(w)}" height="${n(height * 0.14)}" fill="${flag}"/>
    <path d="M${n(x + w / 2)},${n(y - height * 0.9)} q${n(height * 0.18)},${n(height * 0.02)} ${n(height * 0.26)},${n(height * 0.16)} q${n(-height * 0.14)},${n(-height * 0.04)} ${n(-height * 0.26)},${n(-height * 0.08)}Z" fill="${flag}"/>`;
}

export function storefronts(r: Random, p: Palette, baseY: number) {
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
