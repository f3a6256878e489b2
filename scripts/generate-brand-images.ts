/**
 * Builds the brand images that cannot be hand-written SVG:
 * public/images/og-default.jpg (1200×630), the card shown when a page is shared.
 *
 * It reuses the hero illustration (public/images/hero-st-john.svg) so the two
 * never drift apart. It also renders the long reads' pictures
 * (app/features/content/content-pictures.ts) into public/images/content.
 * Run after changing any of them:
 *   npx tsx scripts/generate-brand-images.ts
 */
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { CONTENT_PICTURE_SIZE, CONTENT_PICTURES } from "../app/features/content";
import { DEMO_SCENES, sceneSvg } from "../app/features/media/index.server";
import { site } from "../app/shared/config/site";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const imagesDir = path.join(root, "public/images");

const WIDTH = 1200;
const HEIGHT = 630;

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The hero illustration as a nested <svg>, cropped to fill the card. */
async function heroAsNestedSvg() {
  const hero = await readFile(path.join(imagesDir, "hero-st-john.svg"), "utf8");
  return hero
    .replace(/<\?xml[^>]*>/, "")
    .replace(/<title[^>]*>.*?<\/title>/s, "")
    .replace(/<svg [^>]*>/, `<svg x="0" y="0" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">`);
}

async function ogCardSvg() {
  const hero = await heroAsNestedSvg();
  const serif = "DejaVu Serif, Georgia, serif";
  const sans = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="veil" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#07323a" stop-opacity=".94"/>
      <stop offset=".5" stop-color="#07323a" stop-opacity=".72"/>
      <stop offset=".78" stop-color="#07323a" stop-opacity="0"/>
    </linearGradient>
  </defs>
  ${hero}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#veil)"/>
  <rect x="72" y="150" width="64" height="6" rx="3" fill="#f4c25b"/>
  <text x="72" y="214" font-family="${sans}" font-size="24" font-weight="700" letter-spacing="4" fill="#f4c25b">ST. JOHN · US VIRGIN ISLANDS</text>
  <text x="72" y="310" font-family="${serif}" font-size="76" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
  <text x="72" y="372" font-family="${sans}" font-size="32" fill="#e8f3f4">${escapeXml(site.tagline[0]!.toUpperCase() + site.tagline.slice(1))}</text>
  <text x="72" y="500" font-family="${sans}" font-size="24" fill="#d7e6e8">${escapeXml(`${site.address.locality}, ${site.address.region}  ·  ${site.phones[0].display}`)}</text>
</svg>`;
}

async function renderContentPictures() {
  const folder = path.join(imagesDir, "content");
  await mkdir(folder, { recursive: true });
  for (const picture of Object.values(CONTENT_PICTURES)) {
    const scene = DEMO_SCENES.find((candidate) => candidate.seed === picture.seed);
    if (!scene) throw new Error(`No demo scene with seed ${picture.seed}`);
    const image = sharp(Buffer.from(sceneSvg(scene, CONTENT_PICTURE_SIZE.width, CONTENT_PICTURE_SIZE.height)));
    await image.clone().webp({ quality: 72 }).toFile(path.join(folder, `${picture.name}.webp`));
    await image.clone().jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(folder, `${picture.name}.jpg`));
    console.log(`Wrote public/images/content/${picture.name}.{webp,jpg}`);
  }
}

async function main() {
  await renderContentPictures();
  const svg = await ogCardSvg();
  const target = path.join(imagesDir, "og-default.jpg");
  const info = await sharp(Buffer.from(svg))
    .resize(WIDTH, HEIGHT)
    .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toFile(target);
  console.log(`Wrote ${path.relative(root, target)} (${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
