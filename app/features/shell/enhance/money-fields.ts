import { groupDollars } from "~/shared/lib/money";

/**
 * A money field (`data-money`, from FormField's `money`) shows its amount
 * with thousands separated once the cursor leaves it: "3995000" reads
 * "3,995,000" before it is sent. Text that is not an amount stays as typed.
 */
export function groupMoneyFields(): void {
  document.addEventListener("focusout", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.hasAttribute("data-money")) return;
    const shown = groupDollars(field.value);
    if (shown !== field.value) field.value = shown;
  });
}
