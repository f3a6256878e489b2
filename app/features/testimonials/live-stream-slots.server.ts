/**
 * The open live streams of one process, by client (decision 0033). A client
 * (an IPv4 address or an IPv6 /64; `clientNetwork`) may hold `maxPerClient`
 * streams. When all `maxTotal` slots are taken, a newcomer is not turned
 * away: the oldest stream of the client holding the most streams is evicted
 * to make room, so whoever fills the process loses its own streams first and
 * a visitor with one tab still gets live updates.
 *
 * An entry lives only while its client has a stream open, so the map never
 * holds more entries than there are streams.
 */
export type SlotLimits = { maxTotal: number; maxPerClient: number };
export type SlotAnswer = { taken: true; release: () => void } | { taken: false; reason: "client-limit" | "full" };

export class StreamSlots {
  /** Each client's streams by opening order (Maps iterate in insertion order: the first is the oldest). */
  readonly #byClient = new Map<string, Map<number, () => void>>();
  #total = 0;
  #next = 0;

  /** Streams open in this process. */
  get total(): number {
    return this.#total;
  }

  /** Streams `client` holds open. */
  heldBy(client: string): number {
    return this.#byClient.get(client)?.size ?? 0;
  }

  /**
   * Takes a slot for `client`, evicting others' streams (calling their
   * `evict`) if the process is full. `evict` is called at most once, after
   * the slot is already given back.
   */
  take(client: string, limits: SlotLimits, evict: () => void): SlotAnswer {
    // Checked first, so that one client's surplus evicts nobody.
    if (this.heldBy(client) >= limits.maxPerClient) return { taken: false, reason: "client-limit" };
    while (this.#total >= limits.maxTotal) {
      const victim = this.#oldestOfBusiest();
      if (!victim) return { taken: false, reason: "full" };
      this.#release(victim.client, victim.id);
      victim.evict();
    }
    const id = this.#next++;
    let streams = this.#byClient.get(client);
    if (!streams) this.#byClient.set(client, (streams = new Map()));
    streams.set(id, evict);
    this.#total += 1;
    return { taken: true, release: () => this.#release(client, id) };
  }

  #release(client: string, id: number): void {
    const streams = this.#byClient.get(client);
    if (!streams?.delete(id)) return;
    this.#total -= 1;
    if (streams.size === 0) this.#byClient.delete(client);
  }

  /** The oldest stream of the client holding the most; between equals, the client whose oldest stream is oldest. */
  #oldestOfBusiest(): { client: string; id: number; evict: () => void } | null {
    let chosen: { client: string; id: number; evict: () => void; held: number } | null = null;
    for (const [client, streams] of this.#byClient) {
      const [id, evict] = streams.entries().next().value!;
      if (!chosen || streams.size > chosen.held || (streams.size === chosen.held && id < chosen.id)) {
        chosen = { client, id, evict, held: streams.size };
      }
    }
    return chosen;
  }
}
