/**
 * A vector's column bytes: float32 values, little-endian, 4 bytes each, nothing else (a 512-d
 * vector is 2,048 bytes). Every platform Node runs the server on is little-endian, where both
 * directions are views, not copies; the DataView paths keep the format right anywhere else.
 */
const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function encodeVector(vector: Float32Array): Uint8Array {
  if (LITTLE_ENDIAN_HOST)
    return new Uint8Array(vector.buffer, vector.byteOffset, vector.byteLength);
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  vector.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return bytes;
}

/**
 * The vector in a column's bytes. A view over them when they sit 4-byte aligned (as pg's Buffers
 * do); otherwise one copy of the whole run, never a float at a time.
 */
export function decodeVector(bytes: Uint8Array): Float32Array {
  if (bytes.byteLength % 4 !== 0) {
    throw new Error(`an embedding of ${bytes.byteLength} bytes is not a run of float32 values`);
  }
  if (!LITTLE_ENDIAN_HOST) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return Float32Array.from({ length: bytes.byteLength / 4 }, (_, index) =>
      view.getFloat32(index * 4, true),
    );
  }
  if (bytes.byteOffset % 4 === 0) {
    return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  }
  return new Float32Array(bytes.slice().buffer);
}

/** A chunk's vectors (all of one width) as one run of bytes, in order. */
export function encodeVectors(vectors: readonly Float32Array[]): Uint8Array {
  if (vectors.length === 1 && vectors[0]) return encodeVector(vectors[0]);
  const run = new Float32Array(vectors.reduce((sum, vector) => sum + vector.length, 0));
  let offset = 0;
  for (const vector of vectors) {
    run.set(vector, offset);
    offset += vector.length;
  }
  return encodeVector(run);
}

/** The vectors of `dimensions` values each in a column's bytes, as views over one decoded run. */
export function decodeVectors(bytes: Uint8Array, dimensions: number): Float32Array[] {
  const run = decodeVector(bytes);
  if (dimensions <= 0 || run.length % dimensions !== 0) {
    throw new Error(`an embedding of ${run.length} values is not a run of ${dimensions}-d vectors`);
  }
  return Array.from({ length: run.length / dimensions }, (_, index) =>
    run.subarray(index * dimensions, (index + 1) * dimensions),
  );
}
