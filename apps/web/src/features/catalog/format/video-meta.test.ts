import { getTheme } from '@vitrine/catalog/themes/themes';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { describe, expect, it } from 'vitest';
import { apiVideo } from '../../../test/api-videos.ts';
import { dayMonth } from './video-meta.ts';

const publishedAt = (iso: string) => toUiVideo(apiVideo(1, { publishedAt: iso }), getTheme('rock'));

describe('dayMonth', () => {
  it("prints the latest row's day/month in the time zone asked for, each zone with its own formatter", () => {
    // 23:30 UTC on 6 March is already 7 March in Paris.
    const video = publishedAt('2026-03-06T23:30:00.000Z');
    expect(dayMonth(video, 'UTC')).toBe('06/03');
    expect(dayMonth(video, 'Europe/Paris')).toBe('07/03');
    expect(dayMonth(video, 'UTC')).toBe('06/03');
  });

  it('prints nothing for a video without a date', () => {
    expect(dayMonth(publishedAt('not a date'), 'UTC')).toBe('');
  });
});
