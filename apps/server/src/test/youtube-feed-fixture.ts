/**
 * Atom feeds in YouTube's format, written for the project's tests (never a recorded feed):
 * the feed level names the channel without `UC`, each entry with it.
 */

export interface FixtureVideo {
  videoId: string;
  title: string;
  description?: string;
  publishedAt: string;
  views?: number;
  likes?: number;
}

export interface FixtureFeed {
  /** With its `UC`. */
  channelId: string;
  channelTitle: string;
  videos: FixtureVideo[];
  /** Written as is instead of the feed's own text (e.g. CDATA sections). */
  rawDescription?: (video: FixtureVideo) => string;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function feedXml({ channelId, channelTitle, videos, rawDescription }: FixtureFeed): string {
  const channelUrl = `https://www.youtube.com/channel/${channelId}`;
  const entries = videos.map((video) => {
    const community = [
      video.likes === undefined ? '' : `<media:starRating count="${video.likes}" average="5.00" min="1" max="5"/>`,
      video.views === undefined ? '' : `<media:statistics views="${video.views}"/>`,
    ].join('');
    return `
 <entry>
  <id>yt:video:${video.videoId}</id>
  <yt:videoId>${escapeXml(video.videoId)}</yt:videoId>
  <yt:channelId>${channelId}</yt:channelId>
  <title>${escapeXml(video.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${video.videoId}"/>
  <author><name>${escapeXml(channelTitle)}</name><uri>${channelUrl}</uri></author>
  <published>${video.publishedAt}</published>
  <updated>${video.publishedAt}</updated>
  <media:group>
   <media:title>${escapeXml(video.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${video.videoId}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i2.ytimg.com/vi/${video.videoId}/hqdefault.jpg" width="480" height="360"/>
   <media:description>${rawDescription ? rawDescription(video) : escapeXml(video.description ?? '')}</media:description>
   <media:community>${community}</media:community>
  </media:group>
 </entry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channelId}"/>
 <id>yt:channel:${channelId.slice(2)}</id>
 <yt:channelId>${channelId.slice(2)}</yt:channelId>
 <title>${escapeXml(channelTitle)}</title>
 <link rel="alternate" href="${channelUrl}"/>
 <author><name>${escapeXml(channelTitle)}</name><uri>${channelUrl}</uri></author>
 <published>2015-03-02T10:00:00+00:00</published>${entries.join('')}
</feed>
`;
}

/** A test channel's id: `UC` and 22 characters made from a seed. */
export function fixtureChannelId(seed: string): string {
  return `UC${seed.replace(/[^A-Za-z0-9]/g, '').padEnd(22, 'x').slice(0, 22)}`;
}

/** Eleven-character video ids, distinct per prefix and number. */
export function fixtureVideoId(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(11 - prefix.length, '0')}`.slice(0, 11);
}

/** `count` videos, newest first, one day apart before `newest`. */
export function fixtureVideos(prefix: string, count: number, newest = new Date('2026-11-20T12:00:00Z')): FixtureVideo[] {
  return Array.from({ length: count }, (_, i) => ({
    videoId: fixtureVideoId(prefix, i + 1),
    title: `${prefix} episode ${i + 1}`,
    description: `Episode ${i + 1}. More at https://example.org/${prefix}/${i + 1}\n00:00 Intro`,
    publishedAt: new Date(newest.getTime() - i * 86_400_000).toISOString(),
    views: 1_000 * (i + 1),
    likes: 10 * (i + 1),
  }));
}
