import type { Page } from "@playwright/test";

/**
 * Checks of what a visitor reads and taps on a page, run by the page-kinds
 * walk: text and controls kept off the screen's edges, controls in the
 * site's styles rather than the browser's, targets a finger can hit, and a
 * chat button that covers nothing. Each answers one line per fault found.
 */

/** The gap, in CSS pixels, that the page's text and controls keep from the screen's left and right edges. */
export const EDGE_GAP = 8;
/** The smallest tap target, in CSS pixels (WCAG 2.5.5). */
export const TAP_TARGET = 44;

/** Text and controls in the main content that lie closer than EDGE_GAP to the screen's left or right edge. */
export async function contentTouchingEdges(page: Page): Promise<string[]> {
  return page.evaluate((gap) => {
    const main = document.querySelector("main");
    if (!main) return ["no <main>"];
    const width = document.documentElement.clientWidth;
    const found = new Set<string>();
    // Wholly off the screen (a spam trap for robots) is not near its edge: nobody sees it.
    const near = (box: DOMRect) => box.width > 0 && box.height > 0 && box.right > 0 && box.left < width && (box.left < gap || box.right > width - gap);
    // Inside a strip that scrolls sideways (photo thumbnails), content runs past the edge by design.
    const inSidewaysStrip = (element: Element) => {
      for (let current = element.parentElement; current && current !== main; current = current.parentElement) {
        if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(current).overflowX)) return true;
      }
      return false;
    };
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0 && !inSidewaysStrip(element);
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !visible(parent)) continue;
      // Text clipped out of sight (visually hidden labels) is not read on the screen.
      if (parent.closest(".visually-hidden, [aria-hidden='true'] svg")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (near(line)) found.add(`text "${node.textContent.trim().replace(/\s+/g, " ").slice(0, 40)}" at ${Math.round(line.left)}–${Math.round(line.right)} px`);
      }
    }
    for (const control of main.querySelectorAll("button, input:not([type=hidden]), select, textarea")) {
      if (!visible(control)) continue;
      const box = control.getBoundingClientRect();
      if (near(box)) found.add(`<${control.tagName.toLowerCase()}${control.id ? `#${control.id}` : ""}> at ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return [...found];
  }, EDGE_GAP);
}

/**
 * Form controls drawn as the browser draws them: a select, text field or
 * text area whose border, corners, padding and background are all the
 * browser's own (compared with a control of the same kind in an unstyled
 * shadow root, where the page's style sheets do not reach).
 */
export async function unstyledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.createElement("div");
    host.style.cssText = "position:absolute;left:-9999px;top:0";
    document.body.append(host);
    const shadow = host.attachShadow({ mode: "open" });
    const properties = ["borderTopWidth", "borderTopStyle", "borderTopColor", "borderTopLeftRadius", "paddingTop", "paddingLeft", "backgroundColor", "minHeight"] as const;
    const defaults = new Map<string, string>();
    const defaultOf = (control: Element) => {
      const type = control instanceof HTMLInputElement ? control.type : "";
      const key = `${control.tagName}:${type}`;
      if (!defaults.has(key)) {
        const twin = document.createElement(control.tagName);
        if (type) twin.setAttribute("type", type);
        shadow.append(twin);
        const style = getComputedStyle(twin);
        defaults.set(key, properties.map((property) => style[property]).join("|"));
      }
      return defaults.get(key)!;
    };
    const found: string[] = [];
    const textTypes = new Set(["text", "email", "tel", "number", "search", "password", "url", "date", "datetime-local", "month", "time", "week"]);
    for (const control of document.querySelectorAll("main select, main textarea, main input")) {
      if (control instanceof HTMLInputElement && !textTypes.has(control.type)) continue;
      const style = getComputedStyle(control);
      if (!control.checkVisibility({ visibilityProperty: true }) || control.getClientRects().length === 0) continue;
      // A spam trap parked off the screen is never seen.
      const box = control.getBoundingClientRect();
      if (box.right <= 0 || box.left >= document.documentElement.clientWidth) continue;
      if (properties.map((property) => style[property]).join("|") === defaultOf(control)) {
        const name = control.getAttribute("name");
        found.push(`<${control.tagName.toLowerCase()}${control.id ? `#${control.id}` : ""}${name ? ` name=${name}` : ""}> has the browser's own style`);
      }
    }
    host.remove();
    return found;
  });
}

/**
 * The controls of forms (fields, selects, text areas and the forms' buttons)
 * and everything drawn as a button (`.button`) that is smaller than
 * TAP_TARGET in height or width. A checkbox or radio button is exempt: its
 * label is tapped. Links and icon buttons outside forms are not checked yet
 * (decision 0076).
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const found: string[] = [];
    const candidates = document.querySelectorAll("main select, main textarea, main input, main form button, main .button");
    for (const control of candidates) {
      if (control instanceof HTMLInputElement && ["hidden", "checkbox", "radio"].includes(control.type)) continue;
      if (!control.checkVisibility({ visibilityProperty: true }) || control.getClientRects().length === 0) continue;
      if (control.closest(".visually-hidden")) continue;
      const box = control.getBoundingClientRect();
      // Clipped to nothing (a skip link until focused), or a spam trap parked off the screen.
      if (box.width < 2 || box.height < 2 || box.right <= 0 || box.left >= document.documentElement.clientWidth) continue;
      if (box.height < least - 0.5 || box.width < least - 0.5) {
        const text = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
        found.push(`<${control.tagName.toLowerCase()}${control.id ? `#${control.id}` : ""}> "${text}" is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
    }
    return found;
  }, TAP_TARGET);
}

/**
 * What the floating chat button covers while it shows: any line of text or
 * any control under it, checked with the page at its top, in the middle and
 * at its foot, and with each control scrolled to the bottom edge of the
 * window, after the page has had two frames to react to the scroll.
 */
export async function contentUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const button = document.querySelector<HTMLElement>(".chat-button");
    if (!button) return [];
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const shows = () => {
      const style = getComputedStyle(button);
      return style.visibility !== "hidden" && Number(style.opacity) > 0.05 && button.getClientRects().length > 0;
    };
    const found = new Set<string>();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    let steppedAside = false;
    const inspect = async () => {
      // Stepping aside fades the button out over a moment; that it does end hidden is checked once, below.
      if (button.hasAttribute("data-covering")) {
        steppedAside = true;
        return;
      }
      if (!shows()) return;
      const box = button.getBoundingClientRect();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || button.contains(parent) || !node.textContent?.trim()) continue;
        if (parent.closest(".visually-hidden") || !parent.checkVisibility({ visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (overlaps(line, box)) found.add(`text "${node.textContent.trim().replace(/\s+/g, " ").slice(0, 40)}"`);
        }
      }
      for (const control of document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")) {
        // Not drawn: hidden, or inside a closed <details> (its content is skipped, though it keeps a box).
        if (button.contains(control) || control.closest(".visually-hidden") || !control.checkVisibility({ visibilityProperty: true })) continue;
        const rect = control.getBoundingClientRect();
        if (rect.width > 1 && rect.height > 1 && overlaps(rect, box)) {
          const name = control.getAttribute("name");
          const type = control.getAttribute("type");
          found.add(`<${control.tagName.toLowerCase()}${type ? ` type=${type}` : ""}${name ? ` name=${name}` : ""}> "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30)}"`);
        }
      }
    };
    const height = document.documentElement.scrollHeight;
    for (const top of [0, height / 2, height]) {
      window.scrollTo(0, top);
      await frames();
      await inspect();
    }
    for (const control of document.querySelectorAll("main a[href], main button, main input:not([type=hidden]), main select, main textarea")) {
      control.scrollIntoView({ block: "end", inline: "nearest" });
      await frames();
      await inspect();
    }
    if (steppedAside) {
      button.setAttribute("data-covering", "");
      await settle();
      if (shows()) found.add("the button stays visible while it is stepping aside");
    }
    window.scrollTo(0, 0);
    return [...found];
  });
}
