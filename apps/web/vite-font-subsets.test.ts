// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { build, type Plugin, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { codePointsOf, fontSubsets } from './vite-font-subsets.ts';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
const FONTS_CSS = `${WEB_ROOT}src/styles/fonts.css`;

async function faceOf(woff2: Buffer): Promise<Face> {
  return new Face(new Blob(new Uint8Array(await convert(woff2, 'sfnt'))));
}

function unicodesOf(face: Face): Set<string> {
  return new Set([...face.collectUnicodes()].map((codePoint) => String.fromCodePoint(codePoint)));
}

describe('codePointsOf', () => {
  it('lists the characters of single code points and ranges', () => {
    expect(codePointsOf('U+0041-0043, U+00e9,U+20AC')).toBe('ABCé€');
  });

  it('leaves out surrogates, which are not characters', () => {
    expect([...codePointsOf('U+D7FF-E000')].map((character) => character.codePointAt(0))).toEqual([0xd7ff, 0xe000]);
  });

  it('refuses a form it does not read', () => {
    expect(() => codePointsOf('U+0041, U+4??')).toThrow('unicode-range: "U+4??" is not U+XXXX or U+XXXX-YYYY');
  });
});

/** A production build of a stylesheet with the plugin; its files by name, without the hash. */
async function buildStylesheet(file: string, css?: string): Promise<Map<string, Uint8Array>> {
  // A stylesheet given as text is served under its path, so that its imports resolve from there.
  const given: Plugin = { name: 'given-stylesheet', resolveId: (id) => (id === file ? id : null), load: (id) => (id === file ? css : null) };
  const output = (await build({
    root: WEB_ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [fontSubsets(), ...(css === undefined ? [] : [given])],
    build: { write: false, rollupOptions: { input: file } },
  })) as Rollup.RollupOutput;
  return new Map(output.output.filter((file) => file.type === 'asset').map((asset) => [asset.fileName.replace(/^assets\/(.+)-[\w-]{8}\.(\w+)$/, '$1.$2'), asset.source as Uint8Array]));
}

describe('the site faces cut by the build', () => {
  let files: Map<string, Uint8Array>;
  const cut = (name: string) => Buffer.from(files.get(name)!);

  beforeAll(async () => {
    files = await buildStylesheet(FONTS_CSS);
  }, 30_000);

  it('builds the three faces of fonts.css', () => {
    expect([...files.keys()].filter((name) => name.endsWith('.woff2')).sort()).toEqual(['bebas-neue-latin-400-normal.woff2', 'inter-latin-ext-wght-normal.woff2', 'inter-latin-wght-normal.woff2']);
  });

  it("keeps the characters of the face's unicode-range and no other", async () => {
    const source = readFileSync(`${WEB_ROOT}../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2`);
    const unicodes = unicodesOf(await faceOf(cut('inter-latin-wght-normal.woff2')));
    for (const character of 'Aaé€’…Œ') expect(unicodes).toContain(character);
    const declared = new Set(codePointsOf(/unicode-range:\s*([^;]+);/.exec(readFileSync(FONTS_CSS, 'utf8').split('Inter Variable')[1]!)![1]!));
    const expected = [...unicodesOf(await faceOf(source))].filter((character) => declared.has(character));
    expect([...unicodes].sort()).toEqual(expected.sort());
  });

  it("keeps Inter's weights from 400 to 700, as its font-weight says", async () => {
    const axes = (await faceOf(cut('inter-latin-wght-normal.woff2'))).getAxisInfos();
    expect(axes['wght']).toMatchObject({ min: 400, max: 700 });
  });

  it('keeps the layout features text is drawn with, tabular figures among them, and drops the rest', async () => {
    const face = await faceOf(cut('inter-latin-wght-normal.woff2'));
    const features = [...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')];
    for (const feature of ['kern', 'calt', 'tnum', 'mark']) expect(features).toContain(feature);
    for (const feature of ['frac', 'numr', 'dnom', 'pnum']) expect(features).not.toContain(feature);
  });

  it("makes the first screen's two files smaller", () => {
    const sourceSize = (file: string) => readFileSync(`${WEB_ROOT}../../node_modules/${file}`).length;
    expect(cut('inter-latin-wght-normal.woff2').length).toBeLessThan(0.7 * sourceSize('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
    expect(cut('bebas-neue-latin-400-normal.woff2').length).toBeLessThan(sourceSize('@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2'));
  });

  it('refuses a face that does not say which characters it covers', async () => {
    const css = "@font-face { font-family: X; src: url('@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2') format('woff2'); }";
    await expect(buildStylesheet(`${WEB_ROOT}src/styles/no-range.css`, css)).rejects.toThrow('a font-face needs a unicode-range, the characters its cut keeps');
  });
});
