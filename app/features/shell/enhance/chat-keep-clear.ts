import { onPathChange } from "./on-path-change";

const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])";
/** Points sampled across the button, as fractions of its width and height: its very edges and between them, closer than a line of text. */
const SAMPLES_X = [0, 0.25, 0.5, 0.75, 1];
const SAMPLES_Y = [0, 1 / 3, 2 / 3, 1];
/** The edge samples sit half a pixel inside the button. */
const INSET = 0.5;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** True when one of the element's own lines of text lies under the box. */
function textUnder(element: Element, box: DOMRect): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (overlaps(line, box)) return true;
  }
  return false;
}

/**
 * The floating chat button never covers what a visitor reads or uses:
 * whenever a link, button or field, or a line of text, lies under it (the
 * home page's Search at a laptop's size, a booking panel's notes, a form's
 * last field on a phone), it steps aside until the visitor scrolls on to
 * blank space (the page's margins, the footer's foot). Checked once per
 * frame after a scroll, a resize or a change of page.
 */
export function keepChatButtonClear(): void {
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const button = document.querySelector<HTMLElement>(".chat-button");
    if (!button) return;
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    // Any control whose box meets the button's, then any line of text in the elements under it.
    let covers = [...document.querySelectorAll(CONTROLS)].some(
      (control) => !button.contains(control) && overlaps(control.getBoundingClientRect(), box) && control.checkVisibility({ visibilityProperty: true }),
    );
    for (const fx of SAMPLES_X) {
      for (const fy of SAMPLES_Y) {
        if (covers) break;
        const x = Math.min(Math.max(box.left + box.width * fx, box.left + INSET), box.right - INSET);
        const y = Math.min(Math.max(box.top + box.height * fy, box.top + INSET), box.bottom - INSET);
        const beneath = document.elementsFromPoint(x, y);
        covers = beneath.some((element) => !button.contains(element) && textUnder(element, box));
      }
    }
    button.toggleAttribute("data-covering", covers);
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  new ResizeObserver(schedule).observe(document.body);
  onPathChange(schedule);
  update();
}
