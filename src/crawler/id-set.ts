// A set of non-negative integer ids as a growable bitmap: one bit per possible id, so two
// million change ids take 250 KB where a Set takes tens of megabytes. Ids come from the server:
// the bitmap stops growing at BITMAP_LIMIT ids (32 MB; Hosted Weblate's change ids passed 71
// million in 2026), and ids beyond it go to a plain Set, so one absurd id cannot claim gigabytes.

const BITMAP_LIMIT = 2 ** 28;

/** A set of non-negative integers backed by a bitmap that grows with the largest id. */
export class IdSet {
  private bits = new Uint32Array(1024);
  private readonly beyond = new Set<number>();
  private count = 0;

  /** Number of ids in the set. */
  get size(): number {
    return this.count;
  }

  /** Whether `id` is in the set. */
  has(id: number): boolean {
    if (id >= BITMAP_LIMIT) return this.beyond.has(id);
    const word = id >>> 5;
    return word < this.bits.length && (this.bits[word]! & (1 << (id & 31))) !== 0;
  }

  /** Adds `id`; returns false when it was already there. */
  add(id: number): boolean {
    if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`IdSet holds non-negative integers, got ${id}`);
    if (id >= BITMAP_LIMIT) {
      if (this.beyond.has(id)) return false;
      this.beyond.add(id);
      this.count++;
      return true;
    }
    const word = id >>> 5;
    if (word >= this.bits.length) {
      const grown = new Uint32Array(Math.min(BITMAP_LIMIT / 32, Math.max(word + 1, this.bits.length * 2)));
      grown.set(this.bits);
      this.bits = grown;
    }
    const mask = 1 << (id & 31);
    if ((this.bits[word]! & mask) !== 0) return false;
    this.bits[word] = this.bits[word]! | mask;
    this.count++;
    return true;
  }
}
