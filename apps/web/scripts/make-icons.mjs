#!/usr/bin/env node
// Draws the PNG app icons of the manifest from the same geometry as public/icons/icon.svg (a blue
// rounded square with three linked nodes), with node built-ins only: a tiny rasteriser with 4×4
// supersampling and a PNG encoder over zlib. Run after changing the mark:
//   node apps/web/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const out = new URL('../public/icons/', import.meta.url);
const NODES = [
  [24, 15],
  [15, 31],
  [33, 31],
];

function crc32(buf) {
  let c;
  let crc = 0xffffffff;
  for (const byte of buf) {
    c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insideRoundedRect(x, y, size, r) {
  const cx = Math.min(Math.max(x, r), size - r);
  const cy = Math.min(Math.max(y, r), size - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

/** Colour of one point in the 48-unit design space; `full` fills the whole square (maskable). */
function sample(x, y, full) {
  const inShape = full || insideRoundedRect(x, y, 48, 12);
  if (!inShape) return [0, 0, 0, 0];
  // The mark shrinks into the maskable safe zone (inner 80 %).
  const s = full ? 0.72 : 1;
  const ux = (x - 24) / s + 24;
  const uy = (y - 24) / s + 24;
  const t = (x + y) / 96;
  const bg = [0x3c + (0x09 - 0x3c) * t, 0x8c + (0x58 - 0x8c) * t, 0xff + (0xd9 - 0xff) * t];
  if (NODES.some(([nx, ny]) => Math.hypot(ux - nx, uy - ny) <= 4.5)) return [255, 255, 255, 255];
  const edges = [
    [NODES[0], NODES[1]],
    [NODES[1], NODES[2]],
    [NODES[2], NODES[0]],
  ];
  if (edges.some(([a, b]) => segmentDistance(ux, uy, a, b) <= 1)) {
    return [...bg.map((c) => c + (255 - c) * 0.7), 255];
  }
  return [...bg, 255];
}

function draw(size, full = false) {
  const rgba = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const [r, g, b, a] = sample(
            ((px + (sx + 0.5) / n) * 48) / size,
            ((py + (sy + 0.5) / n) * 48) / size,
            full,
          );
          acc[0] += r * a;
          acc[1] += g * a;
          acc[2] += b * a;
          acc[3] += a;
        }
      }
      const o = (py * size + px) * 4;
      const alpha = acc[3] / (n * n);
      rgba[o] = acc[3] ? Math.round(acc[0] / acc[3]) : 0;
      rgba[o + 1] = acc[3] ? Math.round(acc[1] / acc[3]) : 0;
      rgba[o + 2] = acc[3] ? Math.round(acc[2] / acc[3]) : 0;
      rgba[o + 3] = Math.round(alpha);
    }
  }
  return png(size, rgba);
}

const files = {
  'icon-192.png': draw(192),
  'icon-512.png': draw(512),
  'maskable-512.png': draw(512, true),
  // iOS draws its own rounded corners and shows transparency as black: fill the square.
  'apple-touch-icon.png': draw(180, true),
};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(new URL(name, out), data);
  console.log(`${name}: ${data.length} bytes`);
}
