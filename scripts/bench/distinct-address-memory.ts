import { encodePolygon, type LatLng } from "~/features/listing-search";
import { BROWSER_HEADERS } from "./page-rates";
import { type connectInspector, peakResidentMiB, residentMiB, type HeapSpaces } from "./process-memory";

/**
 * What many distinct addresses cost a server in memory: its resident memory
 * before, at the peak while they are asked (sampled every 250 ms from /proc,
 * beside the kernel's high-water mark), and settled after a pause; with an
 * inspector, where the main thread's heap stands at each point and what is
 * left after a full collection (what is really kept, not garbage waiting).
 */
export type AddressMemory = {
  before: number;
  peak: number;
  /** The kernel's high-water mark after the run: above `peak` when a spike fell between two samples. */
  highWaterMark: number;
  settled: number;
  /** Resident memory after a full collection of the main thread's heap (with an inspector). */
  collected?: number;
  heap?: { before: HeapReadings; peak: HeapReadings; settled: HeapReadings; collected: HeapReadings };
};

/** The main thread's heap, and the worker threads' (the embedded database's among them) summed: their heaps and what lies outside them, its WebAssembly memory included. */
export type HeapReadings = { main: HeapSpaces; workersMiB: number };

async function readHeaps(inspector: Inspector): Promise<HeapReadings> {
  const workers = await inspector.workerSpaces();
  return { main: await inspector.spaces(), workersMiB: workers.reduce((sum, spaces) => sum + spaces.heapTotalMiB + spaces.externalMiB, 0) };
}

const SAMPLE_MS = 250;
/** Long enough for the young generation's next scavenge and the allocator's return of freed pages to show. */
const SETTLE_MS = 10_000;

type Inspector = Awaited<ReturnType<typeof connectInspector>>;

/**
 * Asks `count` addresses made by `pathOf`, eight at a time, each from a client of its own (as many visitors,
 * so that no one client's budget of renders a second is met), sampling the server's memory meanwhile.
 */
export async function measureDistinctAddresses(base: string, pid: number, count: number, pathOf: (index: number) => string, inspector?: Inspector): Promise<AddressMemory> {
  const before = residentMiB(pid);
  const heapBefore = (inspector && (await readHeaps(inspector)));
  let peak = before;
  let heapAtPeak = heapBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      const rss = residentMiB(pid);
      if (rss > peak) {
        peak = rss;
        heapAtPeak = (inspector && (await readHeaps(inspector)));
      }
    }
  })();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await fetch(`${base}${pathOf(index)}`, { headers: { ...BROWSER_HEADERS, "x-forwarded-for": `198.18.${Math.floor(index / 250) % 250}.${(index % 250) + 1}` } }).then((response) => response.arrayBuffer());
    }
  };
  try {
    await Promise.all(Array.from({ length: 8 }, worker));
  } finally {
    sampling = false;
    await sampler;
  }
  const highWaterMark = peakResidentMiB(pid);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const settled = residentMiB(pid);
  if (!inspector || !heapBefore || !heapAtPeak) return { before, peak, highWaterMark, settled };
  const heapSettled = await readHeaps(inspector);
  await inspector.collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const collected = residentMiB(pid);
  return { before, peak, highWaterMark, settled, collected, heap: { before: heapBefore, peak: heapAtPeak, settled: heapSettled, collected: await readHeaps(inspector) } };
}

/**
 * The `index`th of many distinct areas drawn over St. John, each a four-cornered shape covering most of the
 * island (so each search finds listings, as a visitor's would), its first corner moved by 0.0003° per index.
 */
export function drawnAreaPath(index: number): string {
  const lat = 18.3 + (index % 100) * 0.0003;
  const lng = -64.8 + Math.floor(index / 100) * 0.0003;
  const corners: LatLng[] = [
    [lat, lng],
    [18.31, -64.66],
    [18.37, -64.67],
    [18.37, -64.79],
  ];
  return `/mls?polygon=${encodePolygon(corners)}`;
}
