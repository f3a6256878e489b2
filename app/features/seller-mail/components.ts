/** The monthly e-mails' React components, for routes; everything else is internal to it. */
export { MarketSubscribeForm } from "./ui/market-subscribe-form";
export type { MarketSubscribeAnswer } from "./ui/market-subscribe-form";
