/**
 * Gathers the database's answer to one unit of work, which PGlite hands over
 * in pieces (a view of its own memory, reused by the next piece), into one
 * buffer that is kept from answer to answer; `take` then copies it out once.
 *
 * Why: every buffer allocated for an answer is memory outside V8's heap that
 * V8 counts towards its next full collection. Copying each piece, joining the
 * pieces and copying the whole again made four allocations of every answer,
 * and the database's thread, whose heap is small, ran a full collection about
 * every eighty statements; one allocation per answer makes that several times
 * rarer.
 */
export class AnswerBuffer {
  private gathered: Buffer;
  private length = 0;

  constructor(
    private readonly initialBytes = 64 * 1024,
    /** Past this, the buffer is let go after the answer, so one huge answer is not held for good. */
    private readonly keptBytes = 1024 * 1024,
  ) {
    this.gathered = Buffer.allocUnsafeSlow(initialBytes);
  }

  /** Appends a piece, copying it: the piece's memory is reused once this returns. */
  add(piece: Uint8Array): void {
    const needed = this.length + piece.length;
    if (needed > this.gathered.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(needed, this.gathered.length * 2));
      this.gathered.copy(grown, 0, 0, this.length);
      this.gathered = grown;
    }
    this.gathered.set(piece, this.length);
    this.length = needed;
  }

  /** The whole answer after `prefix`, in a buffer of its own; the gathering starts again empty. */
  take(prefix?: Uint8Array): Buffer {
    const before = prefix?.length ?? 0;
    const answer = Buffer.allocUnsafe(before + this.length);
    if (prefix) answer.set(prefix, 0);
    this.gathered.copy(answer, before, 0, this.length);
    this.clear();
    return answer;
  }

  /** Drops what was gathered (an answer cut short by an error). */
  clear(): void {
    this.length = 0;
    if (this.gathered.length > this.keptBytes) this.gathered = Buffer.allocUnsafeSlow(this.initialBytes);
  }
}
