// Vitest writes a screenshot as 8-bit RGBA with zlib's run-length strategy, and has no option to
// change that. Shots are opaque, so the same pixels fit in RGB, and zlib's default strategy packs
// text and illustrations tighter: a quarter smaller, and read back as the very same pixels (the
// comparison decodes both images to RGBA). `npm run test:visual:update` ends with this. A small
// PNG codec of its own (8-bit RGB or RGBA, not interlaced: what Vitest and this write), so no
// image library is needed.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, crc32, deflateSync, inflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface Rgba {
  width: number;
  height: number;
  /** Four bytes a pixel, row by row. */
  data: Buffer;
}

/** A byte of a buffer, 0 past its end (the rows before the first and the pixels left of the first). */
const at = (bytes: Uint8Array, index: number): number => bytes[index] ?? 0;

export function decodePng(file: Buffer): Rgba {
  if (!file.subarray(0, 8).equals(signature)) throw new Error('Not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colorType, , , interlace] = body.subarray(8, 13);
      channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`Unsupported PNG (depth ${depth}, colour type ${colorType})`);
      }
    } else if (type === 'IDAT') {
      idat.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = at(raw, y * (stride + 1));
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = rows.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? at(out, x - channels) : 0;
      const b = at(up, x);
      const c = x >= channels ? at(up, x - channels) : 0;
      out[x] = (at(line, x) + predict(filter, a, b, c)) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: rows };
  const data = Buffer.alloc(width * height * 4, 255);
  for (let i = 0, j = 0; i < rows.length; i += 3, j += 4) rows.copy(data, j, i, i + 3);
  return { width, height, data };
}

/** Encodes as RGB when every pixel is opaque, else as RGBA; each row with its best filter. */
export function encodePng({ width, height, data }: Rgba): Buffer {
  let opaque = true;
  for (let i = 3; i < data.length && opaque; i += 4) opaque = data[i] === 255;
  const channels = opaque ? 3 : 4;
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  if (opaque) {
    for (let i = 0, j = 0; i < data.length; i += 4, j += 3) data.copy(rows, j, i, i + 3);
  } else {
    data.copy(rows);
  }
  const raw = Buffer.alloc((stride + 1) * height);
  const none = Buffer.alloc(stride);
  const filtered = Array.from({ length: 5 }, () => Buffer.alloc(stride));
  for (let y = 0; y < height; y++) {
    const line = rows.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : none;
    filterRow(line, up, channels, filtered);
    // The usual heuristic: the filter whose output, read as signed bytes, sums smallest.
    let best = 0;
    let bestCost = Infinity;
    for (let filter = 0; filter < 5; filter++) {
      const bytes = filtered[filter] ?? none;
      let cost = 0;
      for (let x = 0; x < stride; x++) {
        const byte = at(bytes, x);
        cost += byte < 128 ? byte : 256 - byte;
      }
      if (cost < bestCost) {
        bestCost = cost;
        best = filter;
      }
    }
    raw[y * (stride + 1)] = best;
    (filtered[best] ?? none).copy(raw, y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, opaque ? 2 : 6, 0, 0, 0], 8);
  const compressed = deflateSync(raw, { level: 9, strategy: constants.Z_DEFAULT_STRATEGY });
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', compressed),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The row under each of PNG's five filters: none, sub, up, average, Paeth. */
function filterRow(line: Buffer, up: Buffer, channels: number, out: Buffer[]) {
  const [none, sub, upward, average, paeth] = out as [Buffer, Buffer, Buffer, Buffer, Buffer];
  for (let x = 0; x < line.length; x++) {
    const a = x >= channels ? at(line, x - channels) : 0;
    const b = at(up, x);
    const c = x >= channels ? at(up, x - channels) : 0;
    const value = at(line, x);
    none[x] = value;
    sub[x] = value - a;
    upward[x] = value - b;
    average[x] = value - ((a + b) >> 1);
    const p = a + b - c;
    const pa = Math.abs(p - a);
    const pb = Math.abs(p - b);
    const pc = Math.abs(p - c);
    paeth[x] = value - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
  }
}

function predict(filter: number, a: number, b: number, c: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      throw new Error(`Unknown PNG filter ${filter}`);
  }
}

/** A PNG chunk: its length, type, body and CRC. */
export function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** Rewrites each PNG in `dir` smaller when it can be; the pixels stay exactly the same. */
export function compressBaselines(dir: string) {
  let before = 0;
  let after = 0;
  const names = readdirSync(dir).filter((name) => name.endsWith('.png'));
  for (const name of names) {
    const file = path.join(dir, name);
    const original = readFileSync(file);
    const smaller = encodePng(decodePng(original));
    before += original.length;
    if (smaller.length < original.length) {
      writeFileSync(file, smaller);
      after += smaller.length;
    } else {
      after += original.length;
    }
  }
  return { files: names.length, before, after };
}
