import { describe, expect, it } from 'vitest';
import { packedCount, packedText, TextPacker } from './packed-texts';

describe('TextPacker (decision 205)', () => {
  it('keeps each text whole through growth, in any script', () => {
    const packer = new TextPacker();
    const texts = Array.from({ length: 50_000 }, (_, index) => `["Žluťoučký kůň ${index}","${'x'.repeat(index % 7)}"]`);
    texts.push('', '😀 emoji', 'ř'.repeat(100_000));
    for (const text of texts) packer.push(text);
    const packed = packer.done();
    expect(packedCount(packed)).toBe(texts.length);
    for (const index of [0, 1, 999, 49_999, 50_000, 50_001, 50_002])
      expect(packedText(packed, index)).toBe(texts[index]);
    expect(packed.bytes.byteLength).toBe(packed.bytes.buffer.byteLength);
    expect(packed.ends.byteLength).toBe(packed.ends.buffer.byteLength);
  });

  it('gives nothing past either end or for a broken index, and takes the last text off', () => {
    const packer = new TextPacker();
    packer.push('a');
    packer.push('bč');
    expect(packer.pop()).toBe('bč');
    packer.push('d');
    const packed = packer.done();
    expect([0, 1].map((index) => packedText(packed, index))).toEqual(['a', 'd']);
    for (const index of [-1, 2, Number.NaN, 1.5]) expect(packedText(packed, index)).toBe('');
    packer.push('again');
    expect(packedText(packer.view(), 0)).toBe('again');
  });
});
