import { storageKeyOf } from "~/features/media";
import { getStorage, storeDrawing, type Storage } from "~/features/media/index.server";
import { formatLongDate } from "~/shared/dates/format-dates";
import { escapeHtml } from "~/shared/html/escape-html";
import { formatCents } from "~/shared/lib/money";

/**
 * A demo expense's receipt: a vendor's slip drawn for its day, work and
 * amount, stored through the media pipeline as a staff member's upload is,
 * so the demo owners' statements have receipts to open.
 */

export type DemoReceipt = { vendor: string; category: string; spentOn: string; amountCents: number };

function receiptSvg(receipt: DemoReceipt): string {
  const text = (y: number, size: number, value: string, weight = 400, anchor = "start", x = 70) =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}">${escapeHtml(value)}</text>`;
  const amount = formatCents(receipt.amountCents, { alwaysCents: true });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1000" viewBox="0 0 720 1000">
<rect width="720" height="1000" fill="#c9b79c"/>
<rect x="40" y="30" width="640" height="940" fill="#fbfaf6"/>
<g font-family="DejaVu Sans, Arial, Helvetica, sans-serif" fill="#2b2b2b">
${text(120, 40, receipt.vendor, 700, "middle", 360)}
${text(165, 22, "St. John, U.S. Virgin Islands", 400, "middle", 360)}
<line x1="70" y1="210" x2="650" y2="210" stroke="#2b2b2b" stroke-dasharray="8 6"/>
${text(270, 24, `Date: ${formatLongDate(receipt.spentOn)}`)}
${text(320, 24, "Bill to: Sugar Apple Realty (owner account)")}
<line x1="70" y1="370" x2="650" y2="370" stroke="#2b2b2b" stroke-dasharray="8 6"/>
${text(430, 26, receipt.category)}
${text(430, 26, amount, 400, "end", 650)}
<line x1="70" y1="500" x2="650" y2="500" stroke="#2b2b2b"/>
${text(560, 32, "Total", 700)}
${text(560, 32, amount, 700, "end", 650)}
${text(700, 30, "PAID", 700, "middle", 360)}
${text(760, 22, "Thank you for your business", 400, "middle", 360)}
</g>
</svg>`;
}

/** Draws and stores the receipt (once: a repeat finds the stored drawing); answers its storage key, the image's content hash. */
export async function drawDemoReceipt(receipt: DemoReceipt, storage: Storage = getStorage()): Promise<string> {
  const alt = `Receipt from ${receipt.vendor}, ${formatLongDate(receipt.spentOn)}`;
  const image = await storeDrawing({ svg: receiptSvg(receipt), alt, folder: "demo-receipts", quality: 88 }, storage);
  return storageKeyOf(image);
}
