import { getTheme } from '@vitrine/catalog/themes/themes';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { afterEach, describe, expect, it } from 'vitest';
import { apiVideo } from '../../../test/api-videos.ts';
import { dayMonth } from './video-meta.ts';

const publishedAt = (iso: string) => toUiVideo(apiVideo(1, { publishedAt: iso }), getTheme('rock'));

describe('dayMonth', () => {
  const pageTimeZone = process.env['TZ'];
  afterEach(() => {
    if (pageTimeZone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = pageTimeZone;
  });

  it("prints the latest row's day/month in UTC or in the page's time zone", () => {
    // 23:30 UTC on 6 March is already 7 March in Paris, and still 6 March in New York.
    const video = publishedAt('2026-03-06T23:30:00.000Z');
    expect(dayMonth(video, 'UTC')).toBe('06/03');
    process.env['TZ'] = 'Europe/Paris';
    expect(dayMonth(video, 'local')).toBe('07/03');
    process.env['TZ'] = 'America/New_York';
    expect(dayMonth(video, 'local')).toBe('06/03');
    expect(dayMonth(publishedAt('2026-12-31T23:30:00.000Z'), 'UTC')).toBe('31/12');
  });

  it('prints nothing for a video without a date', () => {
    expect(dayMonth(publishedAt('not a date'), 'UTC')).toBe('');
  });
});
