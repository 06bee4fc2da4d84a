import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyInstance } from 'fastify';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toVideoRow } from '../db/video-row.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { fixtureVideo } from '../test/fixture-catalogue.ts';
import { webDistFixture } from '../test/web-dist-fixture.ts';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const HOSTILE_TITLE = '</title><script>alert("t")</script><!-- "quoted" & \'single\'';
const HOSTILE_WORDS = 'Le concert </script><img src=x onerror=alert(1)> &lt;b&gt; ]]> "guillemets" et la suite';
/** Well past the 200 characters a description is shortened to. */
const HOSTILE_DESCRIPTION = `<p>${HOSTILE_WORDS}</p> ${'encore des mots '.repeat(30)}`;
const SHARE_BASE = 'https://culture.example.fr';
const DURATION_SECONDS = 3_723;

function elements(node: Node): Element[] {
  const found: Element[] = [];
  const visit = (current: Node) => {
    if ('tagName' in current) found.push(current);
    const children = 'childNodes' in current ? current.childNodes : [];
    for (const child of children) visit(child);
    if ('content' in current) visit(current.content);
  };
  visit(node);
  return found;
}
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** What makes a head tag one of a kind: `meta property=og:video`, `link rel=alternate application/json+oembed`. */
function tagKey(element: Element): string {
  if (element.tagName === 'meta') return `meta ${attribute(element, 'name') ?? attribute(element, 'property') ?? attribute(element, 'charset') ?? ''}`;
  if (element.tagName === 'link') return `link ${attribute(element, 'rel')} ${attribute(element, 'type') ?? ''}`.trim();
  if (element.tagName === 'script') return `script ${attribute(element, 'type') ?? ''}`;
  return element.tagName;
}

describe('a video page <head> (PRODUCT §12), for a hostile title and description', () => {
  let app: FastifyInstance;
  let dist: ReturnType<typeof webDistFixture>;
  let html: string;

  beforeAll(async () => {
    dist = webDistFixture();
    const video = fixtureVideo({ id: 'v-hostile-head', title: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION, publishedDaysAgo: 3, createdDaysAgo: 3, views: 4_242 }, new Date());
    video.metadata.snippet.thumbnails = {
      maxres: { url: 'https://i.ytimg.com/vi/hostile/maxresdefault.jpg' },
      medium: { url: 'https://i.ytimg.com/vi/hostile/mqdefault.jpg', width: 320, height: 180 },
    };
    app = await buildTestApp({
      webDist: dist.dir,
      entries: [],
      env: { SITE_HOSTS: JSON.stringify({ culture_fr: { hosts: ['culture.example.fr'], shareBaseUrl: SHARE_BASE } }) },
    });
    await app.videosRepository.upsert({ ...toVideoRow(THEME_CODES.culture_fr, video, new Date()), durationSeconds: DURATION_SECONDS });
    const response = await app.inject({ method: 'GET', url: '/hostile-head', headers: { host: 'culture.example.fr' } });
    expect(response.statusCode).toBe(200);
    html = response.body;
  });
  afterAll(async () => {
    await app?.close();
    dist?.remove();
  });

  const documentElements = () => elements(parse(html));
  const head = () => documentElements().find((element) => element.tagName === 'head')!;
  const headTags = () => elements(head()).filter((element) => element !== head());
  const meta = (key: string) => headTags().find((element) => tagKey(element) === `meta ${key}`);
  const structuredData = () => {
    const script = headTags().find((element) => tagKey(element) === 'script application/ld+json');
    return JSON.parse(textOf(script!)) as { '@context': string; '@graph': Record<string, unknown>[] };
  };

  it('has every tag once, in the theme language', () => {
    const keys = headTags().map(tagKey);
    const expected = [
      'title',
      'meta description',
      'link canonical',
      'meta og:type',
      'meta og:video',
      'meta og:video:secure_url',
      'meta og:video:type',
      'meta og:video:width',
      'meta og:video:height',
      'meta og:image',
      'meta og:image:width',
      'meta og:image:height',
      'meta twitter:card',
      'meta twitter:player',
      'meta twitter:player:width',
      'meta twitter:player:height',
      'link alternate application/json+oembed',
      'link alternate application/rss+xml',
      'script application/ld+json',
    ];
    for (const key of expected) expect(keys.filter((other) => other === key), key).toHaveLength(1);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(attribute(documentElements().find((element) => element.tagName === 'html')!, 'lang')).toBe(THEMES.culture_fr.lang);
  });

  it('previews the privacy-enhanced player, with sizes, on the configured share base', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/v-hostile-h';
    expect(attribute(meta('og:type')!, 'content')).toBe('video.other');
    expect(attribute(meta('og:video')!, 'content')).toBe(embed);
    expect(attribute(meta('og:video:secure_url')!, 'content')).toBe(embed);
    expect(attribute(meta('og:video:type')!, 'content')).toBe('text/html');
    expect(attribute(meta('twitter:card')!, 'content')).toBe('player');
    expect(attribute(meta('twitter:player')!, 'content')).toBe(embed);
    expect([attribute(meta('og:image')!, 'content'), attribute(meta('og:image:width')!, 'content'), attribute(meta('og:image:height')!, 'content')]).toEqual([
      'https://i.ytimg.com/vi/hostile/maxresdefault.jpg',
      '1280',
      '720',
    ]);
    const canonical = headTags().find((element) => tagKey(element) === 'link canonical');
    expect(attribute(canonical!, 'href')).toBe(`${SHARE_BASE}/hostile-head`);
    const oembed = headTags().find((element) => tagKey(element) === 'link alternate application/json+oembed');
    expect(attribute(oembed!, 'href')).toBe(`${SHARE_BASE}/oembed?url=${encodeURIComponent(`${SHARE_BASE}/hostile-head`)}&format=json`);
  });

  it('keeps the hostile title and description as text: no element, attribute or comment comes from them', () => {
    const title = headTags().find((element) => element.tagName === 'title');
    expect(textOf(title!)).toBe(`${HOSTILE_TITLE} | ${THEMES.culture_fr.name}`);
    expect(attribute(meta('og:title')!, 'content')).toBe(`${HOSTILE_TITLE} | ${THEMES.culture_fr.name}`);
    const all = documentElements();
    expect(all.filter((element) => element.tagName === 'img')).toEqual([]);
    expect(all.filter((element) => element.tagName === 'script').map((element) => attribute(element, 'type'))).toEqual([
      'application/ld+json',
      'application/json',
      'module',
    ]);
    expect(all.flatMap((element) => element.attrs).filter((attr) => attr.name.startsWith('on'))).toEqual([]);
    expect(html).not.toMatch(/<script>alert|<img src=x/);
  });

  it('shortens the description on a word boundary', () => {
    const description = attribute(meta('description')!, 'content')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    const kept = description.slice(0, -1);
    // Tags are dropped and entities read: the text a reader sees, escaped once in the attribute.
    expect(kept.startsWith('Le concert <b> ]]> "guillemets" et la suite encore des mots')).toBe(true);
    expect(`${kept} `).toMatch(/ (encore|des|mots) $/);
  });

  it('describes the video in JSON-LD with the fields Google requires, its duration and a breadcrumb', () => {
    const data = structuredData();
    expect(data['@context']).toBe('https://schema.org');
    const video = data['@graph'].find((item) => item['@type'] === 'VideoObject')!;
    expect(video).toMatchObject({
      name: HOSTILE_TITLE,
      embedUrl: 'https://www.youtube-nocookie.com/embed/v-hostile-h',
      contentUrl: 'https://www.youtube.com/watch?v=v-hostile-h',
      duration: 'PT1H2M3S',
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: 4_242 },
      publisher: { '@type': 'Organization', name: THEMES.culture_fr.name },
    });
    expect(video['thumbnailUrl']).toEqual(['https://i.ytimg.com/vi/hostile/maxresdefault.jpg', 'https://i.ytimg.com/vi/hostile/mqdefault.jpg']);
    expect(Number.isNaN(Date.parse(String(video['uploadDate'])))).toBe(false);
    expect(String(video['uploadDate'])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
    expect(video['description']).toBe(attribute(meta('description')!, 'content'));
    const breadcrumbs = data['@graph'].find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] };
    expect(breadcrumbs.itemListElement.map(({ position, name }) => [position, name])).toEqual([
      [1, THEMES.culture_fr.name],
      [2, 'Metal Blade Records'],
      [3, HOSTILE_TITLE],
    ]);
    expect(breadcrumbs.itemListElement.at(-1)?.item).toBe(`${SHARE_BASE}/hostile-head`);
  });
});
