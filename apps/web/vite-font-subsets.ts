import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import postcss from 'postcss';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The layout features kept in every face: the ones browsers apply to Latin text by default
 * (HarfBuzz's and CoreText's shaping), and tabular figures, which the cards' durations ask for
 * (`tabular-nums`). Inter's stylistic sets, fractions, small caps … are never asked for.
 */
const KEPT_LAYOUT_FEATURES = ['ccmp', 'locl', 'rvrn', 'rlig', 'rclt', 'calt', 'liga', 'clig', 'kern', 'mark', 'mkmk', 'tnum'];

/** Where the cut faces are kept between builds (under the app's root), named after what makes them. */
const CACHE_DIR = 'node_modules/.cache/font-subsets';

/**
 * The site's faces cut down to what its pages draw (issue 9: on a slow link the fonts share the
 * first screen's bandwidth with the hero's image; Inter 48 → 28 KB). Each `@font-face` of a
 * stylesheet that has some keeps the code points of its `unicode-range`, the weights of its
 * `font-weight` range (a variable face's weight axis: @fontsource ships 100–900) and
 * KEPT_LAYOUT_FEATURES, so the stylesheet stays the one place that says what a face covers.
 * Dev and build serve the same files.
 */
export function fontSubsets(): Plugin {
  let cacheDir = CACHE_DIR;
  return {
    name: 'vitrine-font-subsets',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = resolve(config.root, CACHE_DIR);
    },
    async transform(css, id) {
      const stylesheet = id.split('?')[0]!;
      if (!stylesheet.endsWith('.css') || !css.includes('@font-face')) return null;
      const root = postcss.parse(css);
      const faces: Promise<void>[] = [];
      root.walkAtRules('font-face', (face) => {
        faces.push(
          (async () => {
            const src = face.nodes?.find((node) => node.type === 'decl' && node.prop === 'src');
            const url = src?.type === 'decl' ? /url\(['"]?([^'")]+\.woff2)['"]?\)/.exec(src.value) : null;
            if (src?.type !== 'decl' || !url) return;
            const unicodeRange = declaration(face, 'unicode-range');
            if (unicodeRange === undefined) this.error(`${url[1]} (${stylesheet}): a font-face needs a unicode-range, the characters its cut keeps`);
            const resolved = await this.resolve(url[1]!, id);
            if (!resolved) this.error(`${url[1]} (${stylesheet}): not found`);
            const cut = await cutFace(resolved.id, unicodeRange, declaration(face, 'font-weight'), cacheDir);
            src.value = src.value.replace(url[1]!, relative(dirname(stylesheet), cut));
          })(),
        );
      });
      await Promise.all(faces);
      return { code: root.toString(), map: null };
    },
  };
}

function declaration(face: postcss.AtRule, property: string): string | undefined {
  const node = face.nodes?.find((child) => child.type === 'decl' && child.prop === property);
  return node?.type === 'decl' ? node.value : undefined;
}

/** The face's file cut to its ranges, written once into the cache; its path. */
async function cutFace(file: string, unicodeRange: string, fontWeight: string | undefined, cacheDir: string): Promise<string> {
  const font = readFileSync(file);
  const weights = fontWeight?.trim().split(/\s+/).map(Number);
  const axes = weights?.length === 2 ? { wght: { min: weights[0]!, max: weights[1]! } } : undefined;
  const key = createHash('sha256')
    .update(font)
    .update(JSON.stringify([unicodeRange, axes, KEPT_LAYOUT_FEATURES]))
    .digest('hex')
    .slice(0, 16);
  const cut = resolve(cacheDir, key, basename(file));
  if (existsSync(cut)) return cut;
  const bytes = await subsetFont(font, codePointsOf(unicodeRange), { targetFormat: 'woff2', keepFeatures: KEPT_LAYOUT_FEATURES, variationAxes: axes });
  mkdirSync(dirname(cut), { recursive: true });
  // Written beside, then renamed: two builds at once never read half a file.
  writeFileSync(`${cut}.${process.pid}`, bytes);
  renameSync(`${cut}.${process.pid}`, cut);
  return cut;
}

/** Every code point of a CSS `unicode-range` ("U+0000-00FF, U+0131, …"), as a string. */
export function codePointsOf(unicodeRange: string): string {
  let text = '';
  for (const range of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(range);
    if (!match) throw new Error(`unicode-range: "${range.trim()}" is not U+XXXX or U+XXXX-YYYY`);
    const first = Number.parseInt(match[1]!, 16);
    const last = Number.parseInt(match[2] ?? match[1]!, 16);
    for (let codePoint = first; codePoint <= last; codePoint++) {
      // Surrogates are not characters: String.fromCodePoint would leave half a pair.
      if (codePoint < 0xd800 || codePoint > 0xdfff) text += String.fromCodePoint(codePoint);
    }
  }
  return text;
}
