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
 * Every tap target on the page (links, buttons, summaries, fields, selects,
 * anything given a button's role or a place in the tab order, the map's
 * controls and markers) that a finger would miss: smaller than TAP_TARGET
 * in height or width. A checkbox or radio button is measured with its label
 * (the label is tapped). The exceptions are WCAG 2.5.8's:
 * - inline: a link in a sentence of running text (its block reads at least
 *   three words besides its targets) is as tall as the line it sits in;
 * - spacing: a smaller target passes when a TAP_TARGET-wide circle on its
 *   centre meets no other target, nor another small target's circle, so a
 *   finger landing near it reaches nothing else;
 * - not a target: disabled, hidden, clipped to nothing (a skip link until
 *   focused) or parked off the screen (a spam trap). Decision 0100.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const width = document.documentElement.clientWidth;
    const selector = [
      "a[href]",
      "button",
      "summary",
      "select",
      "textarea",
      "input:not([type=hidden])",
      "[role=button]",
      "[role=link]",
      "[role=tab]",
      "[role=checkbox]",
      "[role=switch]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(", ");
    type Target = { element: Element; box: DOMRect };
    const union = (boxes: DOMRect[]) => {
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      return new DOMRect(left, top, Math.max(...boxes.map((box) => box.right)) - left, Math.max(...boxes.map((box) => box.bottom)) - top);
    };
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && element.getClientRects().length > 0 && !element.closest(".visually-hidden");
    // A checkbox or radio button is tapped through its label: the two make one target.
    const boxOf = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (!(element instanceof HTMLInputElement) || !["checkbox", "radio"].includes(element.type)) return box;
      return union([box, ...[...(element.labels ?? [])].filter(shown).map((label) => label.getBoundingClientRect())]);
    };
    const targets: Target[] = [];
    for (const element of document.body.querySelectorAll(selector)) {
      if (element.matches(":disabled") || !shown(element)) continue;
      // A control inside another target (an icon inside a link) is part of that target.
      if (element.parentElement?.closest("a[href], button, summary, [role=button], [role=link]")) continue;
      const box = boxOf(element);
      if (box.width < 2 || box.height < 2 || box.right <= 0 || box.left >= width) continue;
      targets.push({ element, box });
    }
    const isBlock = (element: Element) => !getComputedStyle(element).display.startsWith("inline") && getComputedStyle(element).display !== "contents";
    const inRunningText = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && !isBlock(block)) block = block.parentElement;
      if (!block) return false;
      let words = 0;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(selector)) continue;
        words += (node.textContent ?? "").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      }
      return words >= 3;
    };
    const small = (box: DOMRect) => box.height < least - 0.5 || box.width < least - 0.5;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const circleMeetsBox = (box: DOMRect, other: DOMRect) => {
      const { x, y } = centre(box);
      const dx = Math.max(other.left - x, 0, x - other.right);
      const dy = Math.max(other.top - y, 0, y - other.bottom);
      return dx * dx + dy * dy < (least / 2) ** 2;
    };
    const circlesMeet = (a: DOMRect, b: DOMRect) => {
      const p = centre(a);
      const q = centre(b);
      return (p.x - q.x) ** 2 + (p.y - q.y) ** 2 < least ** 2;
    };
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    const undersized = targets.filter(({ element, box }) => small(box) && !inRunningText(element));
    const found: string[] = [];
    for (const target of undersized) {
      const crowded =
        targets.some((other) => !related(other.element, target.element) && circleMeetsBox(target.box, other.box)) ||
        undersized.some((other) => !related(other.element, target.element) && circlesMeet(target.box, other.box));
      if (!crowded) continue;
      const { element, box } = target;
      const text = (element.getAttribute("aria-label") ?? element.getAttribute("title") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
      const type = element.getAttribute("type");
      const where = element.closest("header, footer, nav, aside, main")?.tagName.toLowerCase() ?? "body";
      found.push(`<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${type ? ` type=${type}` : ""}${element.classList.length ? `.${[...element.classList].join(".")}` : ""}> "${text}" in <${where}> is ${Math.round(box.width)}×${Math.round(box.height)} px`);
    }
    return found;
  }, TAP_TARGET);
}

/**
 * What the floating chat button covers while it shows: any line of text or
 * any control under it, checked with the page at its top, in the middle and
 * at its foot, and with each control that reaches the button's column
 * scrolled to the bottom edge of the window, after the page has had two frames to react to the scroll.
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
    // Stepping aside fades the button out over a moment: while the page keeps it aside, it must end hidden. Undefined
    // when the page brought it back first (a late layout change), which leaves the verdict to the next time it steps aside.
    const hidesWhileAside = async (): Promise<boolean | undefined> => {
      const deadline = performance.now() + 1_500;
      while (performance.now() < deadline) {
        if (!button.hasAttribute("data-covering")) return undefined;
        if (!shows()) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return button.hasAttribute("data-covering") ? false : undefined;
    };
    let hiddenWhileAside: boolean | undefined;
    const inspect = async () => {
      if (button.hasAttribute("data-covering")) {
        if (hiddenWhileAside === undefined) hiddenWhileAside = await hidesWhileAside();
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
    // Scrolling moves controls up and down, not sideways: only those reaching across the button's left edge can meet it.
    const buttonLeft = button.getBoundingClientRect().left;
    const inButtonsColumn = [...document.querySelectorAll("main a[href], main button, main input:not([type=hidden]), main select, main textarea")].filter(
      (control) => control.getBoundingClientRect().right > buttonLeft,
    );
    for (const control of inButtonsColumn) {
      control.scrollIntoView({ block: "end", inline: "nearest" });
      await frames();
      await inspect();
    }
    if (hiddenWhileAside === false) found.add("the button stays visible while it is stepping aside");
    window.scrollTo(0, 0);
    return [...found];
  });
}
