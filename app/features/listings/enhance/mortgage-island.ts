import { calculateMortgage, parseAmount, type DownPaymentMode, type MortgageTerm } from "../mortgage";
import { formatNumber } from "../ui/listing-format";
import { mortgageAnswerHtml } from "../ui/mortgage-answer";

const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The mortgage calculator (mortgage-calculator.tsx) recomputed as the visitor types. */
function enhanceMortgage(form: HTMLFormElement) {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const output = form.querySelector("output")!;
  const downLabel = form.querySelector<HTMLElement>("[data-mortgage-down-label]")!;
  let mode: DownPaymentMode = "percent";

  const update = () => {
    const result = calculateMortgage({
      price: parseAmount(field("price").value),
      downPayment: parseAmount(field("down").value),
      downPaymentMode: mode,
      ratePercent: parseAmount(field("rate").value),
      years: Number(field("term").value) as MortgageTerm,
    });
    output.innerHTML = mortgageAnswerHtml(result);
  };

  // Switching between percent and amount keeps the same down payment.
  const changeMode = (next: DownPaymentMode) => {
    if (next === mode) return;
    const price = parseAmount(field("price").value);
    const down = parseAmount(field("down").value);
    if (Number.isFinite(price) && price > 0 && Number.isFinite(down)) {
      field("down").value = next === "amount" ? plain.format((price * down) / 100) : formatNumber(Math.round((down / price) * 10000) / 100);
    }
    mode = next;
    downLabel.textContent = mode === "percent" ? "Down payment (%)" : "Down payment ($)";
  };

  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("input", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "downMode") changeMode(target.value as DownPaymentMode);
    update();
  });
  form.addEventListener("change", update);
}

export function enhanceMortgageCalculators(): void {
  document.querySelectorAll<HTMLFormElement>("form[data-mortgage]").forEach(enhanceMortgage);
}
