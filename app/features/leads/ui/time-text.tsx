import { when } from "./lead-format";

/** A moment on the island's clock, machine-readable too. */
export function TimeText({ date }: { date: Date | string }) {
  return <time dateTime={new Date(date).toISOString()}>{when(date)}</time>;
}
