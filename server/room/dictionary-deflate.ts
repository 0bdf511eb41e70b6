/**
 * Raw DEFLATE (RFC 1951) of a short text against a preset dictionary, for packed patches
 * (server/room/packing.ts). node's zlib does the same, but it makes a compressor for every
 * message and reads the whole dictionary into it again each time: about 35 µs of a
 * packed patch's 45 – 50 before a byte of the patch is looked at. Here the dictionary's
 * match index is made once; a text is then matched against it and against itself (lazy
 * matching, as zlib's best levels, trying fewer earlier places) and written in one block
 * of the fixed Huffman codes. For a text of up to a kilobyte that comes within about 2 %
 * of zlib's best (its own codes cost more than they save on so few symbols), at a fifth
 * to a sixth of the time; a longer text is left to zlib (server/room/packing.ts). Any
 * inflater given the same dictionary reads it (the client's fflate, node's zlib).
 */

const MIN_MATCH = 3;
const MAX_MATCH = 258;
/** How far back a match may reach: DEFLATE's window. */
const WINDOW = 32768;
const HASH_BITS = 15;
const HASH_SIZE = 1 << HASH_BITS;
/** A match this long is taken without looking for a longer one. */
const NICE_MATCH = 64;
/** How many earlier places with the same first three bytes are tried for each match. */
const MAX_CHAIN = 64;

/** `bits` low bits of `code`, reversed: a Huffman code is sent from its top bit, the stream fills bytes from the bottom. */
function reversed(code: number, bits: number): number {
  let r = 0;
  for (let i = 0; i < bits; i++) {
    r = (r << 1) | (code & 1);
    code >>= 1;
  }
  return r;
}

/** The fixed literal/length code (RFC 1951 §3.2.6): each symbol's code, reversed, and its length. */
const LIT_CODE = new Uint16Array(288);
const LIT_BITS = new Uint8Array(288);
for (let s = 0; s < 288; s++) {
  const [code, bits] = s < 144 ? [0x30 + s, 8] : s < 256 ? [0x190 + s - 144, 9] : s < 280 ? [s - 256, 7] : [0xc0 + s - 280, 8];
  LIT_CODE[s] = reversed(code, bits);
  LIT_BITS[s] = bits;
}

const LEN_BASE = Uint16Array.of(3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258);
const LEN_EXTRA = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0);
const DIST_BASE = Uint16Array.of(1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577);
const DIST_EXTRA = Uint8Array.of(0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13);

/** For each match length: its length code's index (symbol 257 + index). */
const LEN_INDEX = new Uint8Array(MAX_MATCH + 1);
for (let i = 0; i < LEN_BASE.length; i++) {
  const top = i + 1 < LEN_BASE.length ? LEN_BASE[i + 1]! : MAX_MATCH + 1;
  for (let len = LEN_BASE[i]!; len < top; len++) LEN_INDEX[len] = i;
}
/** For each distance less one: its distance code. */
const DIST_INDEX = new Uint8Array(WINDOW);
for (let i = 0; i < DIST_BASE.length; i++) {
  const top = i + 1 < DIST_BASE.length ? DIST_BASE[i + 1]! : WINDOW + 1;
  for (let d = DIST_BASE[i]!; d < top; d++) DIST_INDEX[d - 1] = i;
}
/** The distance codes, five bits each, reversed. */
const DIST_CODE = Uint8Array.from(DIST_BASE, (_, i) => reversed(i, 5));

/**
 * A compressor for one dictionary. Not reentrant (one shared window), which a synchronous
 * caller on one thread never needs.
 */
export class DictionaryDeflater {
  /** The dictionary, then the text being packed. */
  private readonly window: Uint8Array;
  private readonly start: number;
  /** For each place in the window, the previous place whose first three bytes hash the same (-1: none). */
  private readonly prev: Int32Array;
  /** The dictionary's newest place for each hash. */
  private readonly head = new Int32Array(HASH_SIZE).fill(-1);
  /** The text's newest place for each hash, valid where `textMark` holds this text's mark. */
  private readonly textHead = new Int32Array(HASH_SIZE);
  private readonly textMark = new Uint32Array(HASH_SIZE);
  private mark = 0;
  private readonly encoder = new TextEncoder();
  /** The bytes being written (a text's packed bytes are at most 9 bits a byte, and a few more). */
  private out = new Uint8Array(4096);

  /** `maxText`: the longest text (in bytes) it packs; a longer one is refused (`deflate` gives null). */
  constructor(dictionary: Uint8Array, readonly maxText = WINDOW - dictionary.length) {
    if (dictionary.length + maxText > WINDOW) throw new Error('the dictionary and the longest text must fit DEFLATE\'s 32 KB window');
    this.start = dictionary.length;
    this.window = new Uint8Array(this.start + maxText + 2);
    this.window.set(dictionary);
    this.prev = new Int32Array(this.start + maxText).fill(-1);
    const w = this.window;
    for (let p = 0; p + MIN_MATCH <= this.start; p++) {
      const h = ((w[p]! << 10) ^ (w[p + 1]! << 5) ^ w[p + 2]!) & (HASH_SIZE - 1);
      this.prev[p] = this.head[h]!;
      this.head[h] = p;
    }
  }

  /** `text` packed as raw DEFLATE against the dictionary, or null where its UTF-8 is longer than `maxText`. */
  deflate(text: string): Uint8Array | null {
    const w = this.window;
    const start = this.start;
    const { read, written } = this.encoder.encodeInto(text, w.subarray(start, start + this.maxText));
    if (read < text.length) return null;
    const end = start + written;
    if (this.mark === 0xffffffff) {
      this.textMark.fill(0);
      this.mark = 0;
    }
    const mark = ++this.mark;
    const { prev, head, textHead, textMark } = this;
    const need = ((written * 9) >> 3) + 16;
    const out = this.out.length >= need ? this.out : (this.out = new Uint8Array(2 * need));

    // The bit stream, filled from each byte's low bit: `acc` holds `nbits` bits not yet written.
    let o = 0;
    let acc = 3; // the last block (1), of fixed Huffman codes (01)
    let nbits = 3;
    // Lazy matching, as zlib's best levels: a match found at p is held while the next
    // place is tried; where that one is longer, p goes as a literal instead.
    let held = 0;
    let heldDist = 0;
    let pending = false;
    let p = start;
    for (;;) {
      // The longest match at p worth its bits (len 0: none).
      let len = 0;
      let dist = 0;
      if (end - p >= MIN_MATCH) {
        const h = ((w[p]! << 10) ^ (w[p + 1]! << 5) ^ w[p + 2]!) & (HASH_SIZE - 1);
        prev[p] = textMark[h] === mark ? textHead[h]! : head[h]!;
        textHead[h] = p;
        textMark[h] = mark;
        const limit = end - p < MAX_MATCH ? end - p : MAX_MATCH;
        let best = MIN_MATCH - 1;
        let chain = MAX_CHAIN;
        const b0 = w[p]!;
        const b1 = w[p + 1]!;
        const b2 = w[p + 2]!;
        for (let c = prev[p]!; c >= 0 && chain-- > 0; c = prev[c]!) {
          if (p - c > WINDOW) break;
          if (w[c + best] !== w[p + best] || w[c] !== b0 || w[c + 1] !== b1 || w[c + 2] !== b2) continue;
          let k = MIN_MATCH;
          while (k < limit && w[c + k] === w[p + k]) k++;
          if (k > best) {
            best = k;
            dist = p - c;
            if (k >= limit || k >= NICE_MATCH) break;
          }
        }
        if (best >= MIN_MATCH) {
          len = best;
          // A short match far back can cost more bits than its bytes as literals.
          if (best <= 4) {
            let bits = 0;
            for (let k = 0; k < best; k++) bits += LIT_BITS[w[p + k]!]!;
            const l = LEN_INDEX[best]!;
            if (LIT_BITS[257 + l]! + LEN_EXTRA[l]! + 5 + DIST_EXTRA[DIST_INDEX[dist - 1]!]! >= bits) len = 0;
          }
        }
      }
      if (pending && held >= MIN_MATCH && (len <= held || p >= end)) {
        // The held match, from p - 1: its length code and extra bits, then its distance's.
        const l = LEN_INDEX[held]!;
        acc |= LIT_CODE[257 + l]! << nbits;
        nbits += LIT_BITS[257 + l]!;
        if (LEN_EXTRA[l]! > 0) {
          acc |= (held - LEN_BASE[l]!) << nbits;
          nbits += LEN_EXTRA[l]!;
        }
        while (nbits >= 8) {
          out[o++] = acc & 0xff;
          acc >>>= 8;
          nbits -= 8;
        }
        const d = DIST_INDEX[heldDist - 1]!;
        acc |= DIST_CODE[d]! << nbits;
        nbits += 5;
        if (DIST_EXTRA[d]! > 0) {
          acc |= (heldDist - DIST_BASE[d]!) << nbits;
          nbits += DIST_EXTRA[d]!;
        }
        while (nbits >= 8) {
          out[o++] = acc & 0xff;
          acc >>>= 8;
          nbits -= 8;
        }
        // The places the match covers join the chains (p joined above).
        const stop = p - 1 + held;
        for (let q = p + 1; q < stop && end - q >= MIN_MATCH; q++) {
          const h = ((w[q]! << 10) ^ (w[q + 1]! << 5) ^ w[q + 2]!) & (HASH_SIZE - 1);
          prev[q] = textMark[h] === mark ? textHead[h]! : head[h]!;
          textHead[h] = q;
          textMark[h] = mark;
        }
        p = stop;
        pending = false;
        held = 0;
        if (p >= end) break;
        continue;
      }
      if (pending) {
        const byte = w[p - 1]!;
        acc |= LIT_CODE[byte]! << nbits;
        nbits += LIT_BITS[byte]!;
        while (nbits >= 8) {
          out[o++] = acc & 0xff;
          acc >>>= 8;
          nbits -= 8;
        }
      }
      if (p >= end) break;
      pending = true;
      held = len;
      heldDist = dist;
      p++;
    }
    // The end of the block, and the last bits.
    acc |= LIT_CODE[256]! << nbits;
    nbits += LIT_BITS[256]!;
    while (nbits > 0) {
      out[o++] = acc & 0xff;
      acc >>>= 8;
      nbits -= 8;
    }
    return out.slice(0, o);
  }
}
