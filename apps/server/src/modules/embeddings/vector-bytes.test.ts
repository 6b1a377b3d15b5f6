import { describe, expect, it } from 'vitest';
import { decodeVector, decodeVectors, encodeVector, encodeVectors } from './vector-bytes.js';

describe('vector bytes', () => {
  it('stores float32 values little-endian, 4 bytes each', () => {
    const bytes = encodeVector(new Float32Array([1, -2]));
    expect([...bytes]).toEqual([0x00, 0x00, 0x80, 0x3f, 0x00, 0x00, 0x00, 0xc0]);
  });

  it('reads back exactly what it wrote, as a view over aligned bytes', () => {
    const vector = Float32Array.from({ length: 512 }, (_, index) => Math.sin(index) / 7);
    const bytes = Buffer.from(encodeVector(vector)); // a copy, as a driver hands it back
    const decoded = decodeVector(bytes);
    expect(decoded).toEqual(vector);
    expect(decoded.buffer).toBe(bytes.buffer);
  });

  it('copies bytes that do not start on a 4-byte boundary once', () => {
    const vector = new Float32Array([0.25, 0.5, -0.75]);
    const padded = new Uint8Array(13);
    padded.set(encodeVector(vector), 1);
    const decoded = decodeVector(padded.subarray(1));
    expect(decoded).toEqual(vector);
    expect(decoded.buffer).not.toBe(padded.buffer);
  });

  it('refuses bytes that are not a run of float32 values', () => {
    expect(() => decodeVector(new Uint8Array(7))).toThrow('7 bytes');
  });
});

describe('a chunk’s vectors', () => {
  it('are stored as one run and read back in order', () => {
    const first = new Float32Array([0.6, 0.8, 0]);
    const second = new Float32Array([0, 0.6, -0.8]);
    const bytes = Buffer.from(encodeVectors([first, second]));
    expect(bytes.byteLength).toBe(24);
    expect(decodeVectors(bytes, 3)).toEqual([first, second]);
  });

  it('refuse bytes that are not whole vectors of the width', () => {
    expect(() => decodeVectors(new Uint8Array(20), 3)).toThrow('3-d vectors');
  });
});
