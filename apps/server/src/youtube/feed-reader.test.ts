import { describe, expect, it } from 'vitest';
import { feedXml, fixtureChannelId, fixtureVideos } from '../test/youtube-feed-fixture.ts';
import { FeedFormatError, readFeed } from './feed-reader.ts';

const CHANNEL_ID = fixtureChannelId('feedreader');
const [VIDEO] = fixtureVideos('fr', 1);
const one = (overrides: Partial<NonNullable<typeof VIDEO>> = {}) => feedXml({ channelId: CHANNEL_ID, channelTitle: 'Feed Reader Tests', videos: [{ ...VIDEO!, ...overrides }] });

describe('readFeed', () => {
  it('reads every field of an entry', () => {
    const feed = readFeed(one());
    expect(feed.channelId).toBe(CHANNEL_ID);
    expect(feed.title).toBe('Feed Reader Tests');
    expect(feed.entries).toEqual([
      {
        videoId: VIDEO!.videoId,
        title: VIDEO!.title,
        description: VIDEO!.description,
        publishedAt: new Date(VIDEO!.publishedAt),
        channelTitle: 'Feed Reader Tests',
        channelId: CHANNEL_ID,
        views: VIDEO!.views,
        likes: VIDEO!.likes,
      },
    ]);
  });

  it.each([
    ['the feed-level yt:channelId without UC', (xml: string) => xml, CHANNEL_ID],
    ['a feed-level channel id written with UC', (xml: string) => xml.replace(`<yt:channelId>${CHANNEL_ID.slice(2)}<`, `<yt:channelId>${CHANNEL_ID}<`), CHANNEL_ID],
    ['no feed-level channel id (a playlist feed)', (xml: string) => xml.replace(/<yt:channelId>[^<]*<\/yt:channelId>\n <title>/, '<title>'), undefined],
  ])('channel id: %s', (_case, edit, expected) => {
    expect(readFeed(edit(one())).channelId).toBe(expected);
  });

  it('reads namespaces bound to other prefixes', () => {
    const xml = one()
      .replace('xmlns:yt=', 'xmlns:youtube=')
      .replace('xmlns:media=', 'xmlns:m=')
      .replace(/<(\/?)yt:/g, '<$1youtube:')
      .replace(/<(\/?)media:/g, '<$1m:');
    const [entry] = readFeed(xml).entries;
    expect(entry).toMatchObject({ videoId: VIDEO!.videoId, views: VIDEO!.views, likes: VIDEO!.likes, description: VIDEO!.description });
  });

  it.each([
    ['missing statistics', { views: undefined }, { views: undefined, likes: VIDEO!.likes }],
    ['missing starRating', { likes: undefined }, { views: VIDEO!.views, likes: undefined }],
    ['neither', { views: undefined, likes: undefined }, { views: undefined, likes: undefined }],
    ['zero views', { views: 0 }, { views: 0 }],
  ])('%s', (_case, overrides, expected) => {
    expect(readFeed(one(overrides)).entries[0]).toMatchObject(expected);
  });

  it('reads a 15-entry feed in its order', () => {
    const videos = fixtureVideos('fifteen', 15);
    const feed = readFeed(feedXml({ channelId: CHANNEL_ID, channelTitle: 'Fifteen', videos }));
    expect(feed.entries.map((entry) => entry.videoId)).toEqual(videos.map((video) => video.videoId));
    expect(feed.skipped).toEqual([]);
  });

  it('decodes entities: XML, numeric and the ones of HTML', () => {
    const feed = readFeed(one({ title: 'Rock & Roll <live> "Wacken"' }).replace('<media:description>', '<media:description>caf&#233; &#x2014; &amp;lt;b&amp;gt; '));
    const [entry] = feed.entries;
    expect(entry?.title).toBe('Rock & Roll <live> "Wacken"');
    expect(entry?.description.startsWith('café — &lt;b&gt; ')).toBe(true);
  });

  it('reads CDATA sections as text, markup included', () => {
    const xml = feedXml({ channelId: CHANNEL_ID, channelTitle: 'C', videos: [VIDEO!], rawDescription: () => '<![CDATA[<script>alert(1)</script> & more]]>' });
    expect(readFeed(xml).entries[0]?.description).toBe('<script>alert(1)</script> & more');
  });

  it('skips an entry with an invalid video id, with its reason, and keeps the others', () => {
    const [good, bad] = fixtureVideos('skip', 2);
    const feed = readFeed(feedXml({ channelId: CHANNEL_ID, channelTitle: 'S', videos: [good!, { ...bad!, videoId: 'bad-id' }] }));
    expect(feed.entries.map((entry) => entry.videoId)).toEqual([good!.videoId]);
    expect(feed.skipped).toEqual([{ entry: 'bad-id', reason: 'invalid video id "bad-id"' }]);
  });

  it('reads an empty feed as no entries', () => {
    const feed = readFeed(feedXml({ channelId: CHANNEL_ID, channelTitle: 'Empty', videos: [] }));
    expect(feed).toEqual({ channelId: CHANNEL_ID, title: 'Empty', entries: [], skipped: [] });
  });

  it.each([
    ['a truncated document', one().slice(0, one().length / 2)],
    ['an HTML error page', '<!DOCTYPE html><html><body>Error 500</body></html>'],
    ['a document of another kind', '<?xml version="1.0"?><rss><channel/></rss>'],
    ['an empty answer', ''],
  ])('refuses %s', (_case, xml) => {
    expect(() => readFeed(xml)).toThrow(FeedFormatError);
  });
});
