import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkZipArchive, readZipDirectory, readZipEntry } from './zip-archive.js';

interface TestEntry {
  name: string;
  data: Buffer;
  /** What the directory claims the entry unpacks to; the truth when left out. */
  declaredSize?: number;
}

/** A minimal zip writer (deflate only), so tests can state sizes that lie. */
function buildZip(entries: TestEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const DAMAGED = 'The file is damaged or not a valid DOCX';
const MB = 1024 * 1024;
const check =
  (zip: Buffer, maxBytes = 50 * MB) =>
  () =>
    checkZipArchive(zip, maxBytes, DAMAGED);

describe('readZipDirectory', () => {
  it('lists the entries of a real docx without unpacking it', () => {
    const docx = readFileSync(new URL('../fixtures/sample.docx', import.meta.url));
    const names = readZipDirectory(docx)?.map((entry) => entry.name);
    expect(names).toContain('word/document.xml');
    expect(names).toContain('[Content_Types].xml');
    expect(readZipEntry(docx, 'docProps/core.xml')?.toString()).toContain('<dc:title>');
  });

  it('returns null for a truncated zip or something else', () => {
    const docx = readFileSync(new URL('../fixtures/sample.docx', import.meta.url));
    expect(readZipDirectory(docx.subarray(0, docx.length - 10))).toBeNull();
    expect(readZipDirectory(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});

describe('checkZipArchive', () => {
  it('accepts an ordinary archive', () => {
    const zip = buildZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expect(check(zip)).not.toThrow();
  });

  it('refuses more than 5,000 entries', () => {
    const entries = Array.from({ length: 5_001 }, (_, i) => ({
      name: `p${i}`,
      data: Buffer.from('x'),
    }));
    expect(check(buildZip(entries))).toThrow('The document is made of more than 5,000 parts');
  });

  it('refuses an archive whose parts add up to more than the limit', () => {
    const zip = buildZip([
      { name: 'a', data: Buffer.alloc(700_000, 'a') },
      { name: 'b', data: Buffer.alloc(700_000, 'b') },
    ]);
    expect(check(zip, MB)).toThrow('The document expands to more than 1 MB when unpacked');
    expect(check(zip, 2 * MB)).not.toThrow();
  });

  it('refuses a single part with an absurd compression ratio', () => {
    const zip = buildZip([{ name: 'word/media/zeros.bin', data: Buffer.alloc(6 * MB) }]);
    expect(check(zip)).toThrow('a possible zip bomb');
  });

  it('catches a directory that understates what a part unpacks to', () => {
    const zip = buildZip([
      { name: 'word/document.xml', data: Buffer.alloc(200_000, 'x'), declaredSize: 100 },
    ]);
    expect(check(zip)).toThrow(DAMAGED);
  });
});
