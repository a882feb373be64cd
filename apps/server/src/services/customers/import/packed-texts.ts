/**
 * Many texts kept as UTF-8 in one buffer, with where each ends (decision 205). Outside the JavaScript heap: the
 * garbage collector neither walks nor copies them, the heap is not sized after them, and a worker thread hands them
 * over by transferring the two buffers instead of cloning a string per text.
 */
export type PackedTexts = { bytes: Uint8Array; ends: Uint32Array };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** How many texts. */
export const packedCount = (packed: PackedTexts) => packed.ends.length;

/** Text `index` (from 0); '' past the end. */
export const packedText = (packed: PackedTexts, index: number) => {
  if (!Number.isInteger(index) || index < 0 || index >= packed.ends.length) return '';
  const start = index === 0 ? 0 : (packed.ends[index - 1] as number);
  return decoder.decode(packed.bytes.subarray(start, packed.ends[index]));
};

/** Appends texts to buffers that grow by half; `done` gives them cut to size. */
export class TextPacker {
  private bytes = new Uint8Array(64 * 1024);
  private ends = new Uint32Array(1024);
  private used = 0;
  count = 0;

  push(text: string) {
    // a UTF-16 unit is at most 3 bytes of UTF-8
    const room = this.used + text.length * 3;
    if (room > this.bytes.length) {
      const grown = new Uint8Array(Math.max(room, Math.ceil(this.bytes.length * 1.5)));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    this.used += encoder.encodeInto(text, this.bytes.subarray(this.used)).written;
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(Math.max(1024, this.ends.length * 2));
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.count] = this.used;
    this.count += 1;
  }

  /** The last text, taken off. */
  pop() {
    const text = packedText(this.view(), this.count - 1);
    this.count = Math.max(0, this.count - 1);
    this.used = this.count === 0 ? 0 : (this.ends[this.count - 1] as number);
    return text;
  }

  /** The texts so far, on the packer's own buffers (they change with the next push). */
  view(): PackedTexts {
    return { bytes: this.bytes.subarray(0, this.used), ends: this.ends.subarray(0, this.count) };
  }

  /** The texts on buffers of their own size; the packer is empty afterwards. */
  done(): PackedTexts {
    const packed = { bytes: this.bytes.slice(0, this.used), ends: this.ends.slice(0, this.count) };
    this.bytes = new Uint8Array(0);
    this.ends = new Uint32Array(0);
    this.used = 0;
    this.count = 0;
    return packed;
  }
}
