import { onPathChange } from "./on-path-change";

const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])";
/** Points sampled across the button, as fractions of its width and height. */
const SAMPLES = [0.1, 0.5, 0.9];

/**
 * The floating chat button never covers a control: whenever any of the page's
 * links, buttons or fields lies under it (the home page's Search at a laptop's
 * size, a form's submit button scrolled to the corner), it steps aside until
 * the visitor scrolls on. Checked once per frame after a scroll, a resize or
 * a change of page.
 */
export function keepChatButtonClear(): void {
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const button = document.querySelector<HTMLElement>(".chat-button");
    if (!button) return;
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    let covers = false;
    for (const fx of SAMPLES) {
      for (const fy of SAMPLES) {
        const beneath = document.elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy);
        covers ||= beneath.some((element) => !button.contains(element) && element.closest(CONTROLS) !== null);
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
