import type { Page } from "@playwright/test";
import sharp from "sharp";

/** How much wider than the screen the page is (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Every visible control that a fixed or sticky element covers where a
 * visitor meets it: in the first screen as the page opens, and scrolled to the
 * middle and to the bottom edge of the window (where the chat button floats).
 * Its centre is hit-tested after the page has had two frames to react to the
 * scroll, and the element found there must be the control, inside it, or its
 * label. Answers one line per covered control, naming both.
 */
export async function controlsUnderFixedElements(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const describe = (element: Element) => {
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const name = element.getAttribute("name");
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""}${name ? ` name=${name}` : ""}> "${text}"`;
    };
    const fixedAncestor = (element: Element | null): Element | null => {
      for (let current = element; current && current !== document.documentElement; current = current.parentElement) {
        const position = getComputedStyle(current).position;
        if (position === "fixed" || position === "sticky") return current;
      }
      return null;
    };
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const fixedElements = [...document.querySelectorAll("body *")].filter((element) =>
      ["fixed", "sticky"].includes(getComputedStyle(element).position),
    );
    // A closed off-canvas menu is fixed and full-screen but hidden: it covers nothing.
    const fixedBoxes = () =>
      fixedElements
        .filter((element) => getComputedStyle(element).visibility !== "hidden")
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
    const clickable = (control: Element) => {
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || style.pointerEvents === "none") return false;
      const box = control.getBoundingClientRect();
      // Visually hidden (skip links until focused) and collapsed controls cannot be clicked anyway.
      // A control that is itself fixed or sticky (the header's links, the chat button) is on top by design.
      return box.width >= 4 && box.height >= 4 && !fixedAncestor(control);
    };
    const coverOf = (control: Element): Element | null => {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return null;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === control || control.contains(hit)) return null;
      if (hit instanceof HTMLLabelElement && hit.control === control) return null;
      const cover = fixedAncestor(hit);
      return cover && !cover.contains(control) ? cover : null;
    };
    const controls = [...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")].filter(clickable);
    const found = new Set<string>();
    const check = async (control: Element) => {
      // Only a control that meets a fixed element needs the frames an enhancement takes to step aside.
      if (!fixedBoxes().some((box) => overlaps(box, control.getBoundingClientRect()))) return;
      await frames();
      const cover = coverOf(control);
      if (cover) found.add(`${describe(control)} is covered by ${describe(cover)}`);
    };
    window.scrollTo(0, 0);
    await frames();
    for (const control of controls) await check(control);
    for (const block of ["center", "end"] as const) {
      for (const control of controls) {
        control.scrollIntoView({ block, inline: "nearest" });
        await check(control);
      }
    }
    window.scrollTo(0, 0);
    return [...found];
  });
}

function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The contrast of each header link's text against the pixels actually behind
 * it at the top of the page: the text is made transparent, the header is
 * photographed, and the text's colour is compared with every pixel under the
 * text's own boxes. Answers the worst link's ratio per link (the 2nd
 * percentile of its pixels, so that a stray pixel of a photo does not decide).
 */
export async function headerTextContrast(page: Page): Promise<Array<{ link: string; ratio: number }>> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const links = await page.evaluate(() => {
    const result: Array<{ link: string; color: number[]; boxes: Array<{ x: number; y: number; width: number; height: number }> }> = [];
    const header = document.querySelector("[data-site-header]");
    if (!header) return result;
    for (const link of header.querySelectorAll<HTMLElement>("a, button")) {
      const style = getComputedStyle(link);
      if (style.visibility === "hidden" || link.getBoundingClientRect().width === 0) continue;
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const boxes: Array<{ x: number; y: number; width: number; height: number }> = [];
      let color: number[] | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && rect.height > 0) boxes.push({ x: rect.left, y: rect.top, width: rect.width, height: rect.height });
        }
        color ??= (getComputedStyle(node.parentElement!).color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      }
      if (boxes.length > 0 && color) result.push({ link: (link.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40), color, boxes });
    }
    return result;
  });
  if (links.length === 0) return [];
  const hide = await page.addStyleTag({ content: "[data-site-header] * { color: transparent !important; text-shadow: none !important; }" });
  const shot = await page.screenshot({ scale: "css" });
  await hide.evaluate((style) => (style as HTMLStyleElement).remove());
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return links.map(({ link, color, boxes }) => {
    const ratios: number[] = [];
    for (const box of boxes) {
      for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(info.height, Math.ceil(box.y + box.height)); y++) {
        for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(info.width, Math.ceil(box.x + box.width)); x++) {
          const at = (y * info.width + x) * info.channels;
          ratios.push(contrastRatio(color, [data[at]!, data[at + 1]!, data[at + 2]!]));
        }
      }
    }
    ratios.sort((a, b) => a - b);
    return { link, ratio: ratios[Math.floor(ratios.length * 0.02)] ?? 21 };
  });
}
