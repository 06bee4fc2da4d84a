import { isVideoId } from '@vitrine/catalog/youtube-url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isChannelId } from './youtube-ids.ts';

/** One video as YouTube's Atom feed describes it. */
export interface FeedEntry {
  videoId: string;
  title: string;
  /** Plain text, as the feed gives it (URLs and timestamps included). */
  description: string;
  publishedAt: Date;
  /** The feed's author name: the channel's title. */
  channelTitle: string;
  channelId: string | undefined;
  /** `media:statistics@views`; undefined when the feed has none. */
  views: number | undefined;
  /** `media:starRating@count`; undefined when the feed has none. */
  likes: number | undefined;
}

export interface SkippedEntry {
  /** The entry's video id as written, or its position when it has none. */
  entry: string;
  reason: string;
}

export interface Feed {
  /** The channel's `UC…` id (the feed level writes it without `UC`). */
  channelId: string | undefined;
  title: string;
  entries: FeedEntry[];
  skipped: SkippedEntry[];
}

/** Not an Atom feed: truncated, malformed or another document. The source keeps its videos. */
export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

type Node = Record<string, unknown>;

// Namespace prefixes are dropped: a feed may bind yt: and media: to other prefixes, and no two
// elements the reader uses share a local name under one parent.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  isArray: (name) => name === 'entry',
});

/** Reads a feed document; throws FeedFormatError when it is not a well-formed Atom feed. */
export function readFeed(xml: string): Feed {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) throw new FeedFormatError(`malformed XML at line ${validation.err.line}: ${validation.err.msg}`);
  const document = parser.parse(xml) as Node;
  const feed = document['feed'];
  if (!isNode(feed)) throw new FeedFormatError('not an Atom feed (no <feed> element)');

  const entries: FeedEntry[] = [];
  const skipped: SkippedEntry[] = [];
  const rawEntries = Array.isArray(feed['entry']) ? (feed['entry'] as unknown[]) : [];
  rawEntries.forEach((raw, position) => {
    const entry = readEntry(isNode(raw) ? raw : {});
    if ('reason' in entry) skipped.push({ entry: entry.videoId || `#${position + 1}`, reason: entry.reason });
    else entries.push(entry);
  });
  return { channelId: feedChannelId(text(feed['channelId'])), title: text(feed['title']), entries, skipped };
}

function readEntry(entry: Node): FeedEntry | { videoId: string; reason: string } {
  const videoId = text(entry['videoId']);
  if (!isVideoId(videoId)) return { videoId, reason: videoId === '' ? 'no video id' : `invalid video id "${videoId}"` };
  const group = node(entry['group']);
  const title = text(entry['title']) || text(group['title']);
  if (title === '') return { videoId, reason: 'no title' };
  const publishedAt = new Date(text(entry['published']));
  if (Number.isNaN(publishedAt.getTime())) return { videoId, reason: 'no valid publication date' };
  const community = node(group['community']);
  const channelId = text(entry['channelId']);
  return {
    videoId,
    title,
    description: text(group['description']),
    publishedAt,
    channelTitle: text(node(entry['author'])['name']),
    channelId: isChannelId(channelId) ? channelId : undefined,
    views: count(node(community['statistics'])['@views']),
    likes: count(node(community['starRating'])['@count']),
  };
}

/** The feed level writes the channel id without its `UC`; the entries write it whole. */
function feedChannelId(raw: string): string | undefined {
  const id = raw.startsWith('UC') && raw.length === 24 ? raw : `UC${raw}`;
  return isChannelId(id) ? id : undefined;
}

function count(value: unknown): number | undefined {
  const raw = text(value);
  return /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/** An element's text, whether it has attributes (`#text`) or not; '' when absent. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isNode(value)) return text(value['#text']);
  return '';
}

function node(value: unknown): Node {
  return isNode(value) ? value : {};
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
