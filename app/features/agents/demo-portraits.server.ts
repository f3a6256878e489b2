import type { DescribedImage } from "~/features/media";
import { getStorage, type Storage, storeDrawing } from "~/features/media/index.server";

/**
 * Illustrated portraits for the demo agents: a flat, friendly head-and-
 * shoulders figure on a coloured background, drawn as SVG and sent through
 * the media pipeline like any upload. Not photos, and not anyone real.
 */
export type PortraitStyle = {
  background: string;
  accent: string;
  skin: string;
  hair: string;
  shirt: string;
  /** short, long, bun, curly or bald. */
  hairStyle: "short" | "long" | "bun" | "curly" | "bald";
  glasses?: boolean;
  /** The face's outline: the same ellipse would make every agent look alike. */
  face?: "oval" | "round" | "long";
  beard?: boolean;
  /** Earrings in this colour. */
  earrings?: string;
  /** A jacket over the shirt, in this colour. */
  jacket?: string;
};

const FACES = { oval: { rx: 130, ry: 150 }, round: { rx: 142, ry: 140 }, long: { rx: 120, ry: 162 } } as const;

const SIZE = 800;

function hairShapes(style: PortraitStyle): { back: string; front: string } {
  const h = style.hair;
  switch (style.hairStyle) {
    case "long":
      return {
        back: `<path d="M250 330 Q250 170 400 165 Q550 170 550 330 L565 560 Q400 600 235 560 Z" fill="${h}"/>`,
        front: `<path d="M268 320 Q280 190 400 188 Q520 190 532 320 Q470 250 400 250 Q330 250 268 320 Z" fill="${h}"/>`,
      };
    case "bun":
      return {
        back: `<circle cx="400" cy="150" r="62" fill="${h}"/>`,
        front: `<path d="M270 320 Q275 190 400 186 Q525 190 530 320 Q500 235 400 232 Q300 235 270 320 Z" fill="${h}"/>`,
      };
    case "curly":
      return {
        back: [250, 300, 350, 400, 450, 500, 550]
          .map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 215 : 235}" r="62" fill="${h}"/>`)
          .join("") + `<circle cx="262" cy="300" r="52" fill="${h}"/><circle cx="538" cy="300" r="52" fill="${h}"/>`,
        front: "",
      };
    case "bald":
      return { back: "", front: `<path d="M285 300 Q300 250 330 240 L330 300 Z M515 300 Q500 250 470 240 L470 300 Z" fill="${h}" opacity="0.6"/>` };
    default:
      return {
        back: "",
        front: `<path d="M272 318 Q268 185 400 180 Q532 185 528 318 Q515 245 455 232 Q400 262 330 240 Q285 260 272 318 Z" fill="${h}"/>`,
      };
  }
}

/** The portrait as SVG: the same picture every time for the same style. */
export function portraitSvg(style: PortraitStyle): string {
  const hair = hairShapes(style);
  const glasses = style.glasses
    ? `<g fill="none" stroke="#2b2b2b" stroke-width="7"><circle cx="355" cy="330" r="34"/><circle cx="445" cy="330" r="34"/><path d="M389 330 H411"/></g>`
    : "";
  const face = FACES[style.face ?? "oval"];
  const beard = style.beard
    ? `<path d="M${400 - face.rx + 12} 350 Q${400 - face.rx + 20} ${330 + face.ry} 400 ${338 + face.ry} Q${400 + face.rx - 20} ${330 + face.ry} ${400 + face.rx - 12} 350 Q470 430 400 428 Q330 430 ${400 - face.rx + 12} 350 Z" fill="${style.hair}" opacity="0.9"/>`
    : "";
  const earrings = style.earrings
    ? `<circle cx="${400 - face.rx - 6}" cy="392" r="11" fill="${style.earrings}"/><circle cx="${400 + face.rx + 6}" cy="392" r="11" fill="${style.earrings}"/>`
    : "";
  const jacket = style.jacket
    ? `<path d="M170 800 Q180 600 350 588 L400 720 L330 800 Z M630 800 Q620 600 450 588 L400 720 L470 800 Z" fill="${style.jacket}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${style.background}"/>
<circle cx="640" cy="170" r="120" fill="${style.accent}" opacity="0.55"/>
<path d="M0 690 Q200 640 400 690 T800 690 V800 H0 Z" fill="${style.accent}" opacity="0.35"/>
${hair.back}
<path d="M170 800 Q180 600 400 585 Q620 600 630 800 Z" fill="${style.shirt}"/>
<path d="M350 585 L400 660 L450 585 Z" fill="${style.skin}"/>
${jacket}
<rect x="360" y="440" width="80" height="150" rx="30" fill="${style.skin}"/>
<ellipse cx="400" cy="330" rx="${face.rx}" ry="${face.ry}" fill="${style.skin}"/>
<ellipse cx="${400 - face.rx + 2}" cy="345" rx="22" ry="34" fill="${style.skin}"/><ellipse cx="${400 + face.rx - 2}" cy="345" rx="22" ry="34" fill="${style.skin}"/>
${earrings}
${hair.front}
<circle cx="355" cy="330" r="10" fill="#2b2b2b"/><circle cx="445" cy="330" r="10" fill="#2b2b2b"/>
${glasses}
${beard}
<path d="M355 405 Q400 440 445 405" fill="none" stroke="#7a3b2e" stroke-width="9" stroke-linecap="round"/>
<circle cx="322" cy="385" r="18" fill="#e88a7a" opacity="0.35"/><circle cx="478" cy="385" r="18" fill="#e88a7a" opacity="0.35"/>
</svg>`;
}

/** Renders and stores one portrait (once: a repeat finds the stored record by the drawing's hash). */
export async function makePortrait(style: PortraitStyle, alt: string, options: { storage?: Storage } = {}): Promise<DescribedImage> {
  return storeDrawing({ svg: portraitSvg(style), alt, folder: "demo-portraits", quality: 90 }, options.storage ?? getStorage());
}
