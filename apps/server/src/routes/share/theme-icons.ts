import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { PNG } from 'pngjs';

/**
 * The theme's app icons, drawn in its colours (PRODUCT §12): a play sign in the accent colour on
 * the primary colour. The sign stays inside the central 40% of the square, within the safe zone
 * of a maskable icon (a circle of 80%), so one drawing serves every purpose and size. Pure
 * JavaScript (pngjs), drawn once per theme and size.
 */

/** Samples per pixel side: edges are anti-aliased from 4 × 4 samples. */
const SUPERSAMPLING = 4;
/** Half the play sign's height, as a share of the icon's side. */
const SIGN_HALF_HEIGHT = 0.2;
/** Colours closer than this (sum of channel differences) are too alike to tell the sign apart. */
const MIN_COLOUR_DISTANCE = 96;

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const distance = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

/** A triangle pointing right, centred: is (x, y), in units of the side, inside it? */
function isInSign(x: number, y: number): boolean {
  const left = 0.5 - SIGN_HALF_HEIGHT * 0.8;
  const right = 0.5 + SIGN_HALF_HEIGHT * 1.0;
  if (x < left || x > right) return false;
  const halfHeightAtX = SIGN_HALF_HEIGHT * (1 - (x - left) / (right - left));
  return Math.abs(y - 0.5) <= halfHeightAtX;
}

/** A square PNG of `sizePx` pixels. */
export function themeIconPng(theme: ThemeConfig, sizePx: number): Buffer {
  const background = rgb(theme.primary_color);
  const candidates = [rgb(theme.accent_color), rgb(theme.secondary_color), [255, 255, 255] as Rgb, [0, 0, 0] as Rgb];
  const sign = candidates.find((colour) => distance(colour, background) >= MIN_COLOUR_DISTANCE) ?? candidates[2]!;
  const png = new PNG({ width: sizePx, height: sizePx });
  const samples = SUPERSAMPLING * SUPERSAMPLING;
  for (let py = 0; py < sizePx; py += 1) {
    for (let px = 0; px < sizePx; px += 1) {
      let inside = 0;
      for (let sy = 0; sy < SUPERSAMPLING; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLING; sx += 1) {
          if (isInSign((px + (sx + 0.5) / SUPERSAMPLING) / sizePx, (py + (sy + 0.5) / SUPERSAMPLING) / sizePx)) inside += 1;
        }
      }
      const share = inside / samples;
      const offset = (py * sizePx + px) * 4;
      for (let channel = 0; channel < 3; channel += 1) png.data[offset + channel] = Math.round(background[channel]! * (1 - share) + sign[channel]! * share);
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const ICO_HEADER_BYTES = 6;
const ICO_ENTRY_BYTES = 16;

/** A `.ico` holding PNG images (every browser reads PNG inside ICO), one per size. */
export function icoFromPngs(images: readonly { sizePx: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(ICO_HEADER_BYTES);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = ICO_HEADER_BYTES + ICO_ENTRY_BYTES * images.length;
  const entries = images.map(({ sizePx, png }) => {
    const entry = Buffer.alloc(ICO_ENTRY_BYTES);
    // 0 stands for 256 pixels.
    entry.writeUInt8(sizePx >= 256 ? 0 : sizePx, 0);
    entry.writeUInt8(sizePx >= 256 ? 0 : sizePx, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}
