export function msToWaitOutIslandMidnight(now: Date, spanMs: number): number;
