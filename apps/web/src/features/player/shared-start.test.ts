import { describe, expect, it } from 'vitest';
import { addressWithoutStartTime, parseStartTime, sharedStartSeconds } from './shared-start.ts';

const VIDEO = { pathseo: 'sabaton-the-last-stand', titleSeo: 'the-last-stand-official' };

describe('the start time of a shared link (PRODUCT §12)', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3_723],
  ])('reads t=%s as %d s', (value, seconds) => expect(parseStartTime(value)).toBe(seconds));

  it.each(['', '0', '-5', '1e3', 'abc', '12.5', '999999', 'Infinity'])('ignores t=%s', (value) => expect(parseStartTime(value)).toBeUndefined());

  it('applies to the video the address names, by pathseo or titleSeo, and to no other', () => {
    expect(sharedStartSeconds({ pathname: '/sabaton-the-last-stand', search: '?t=42' }, VIDEO)).toBe(42);
    expect(sharedStartSeconds({ pathname: '/the-last-stand-official', search: '?theme=rock&t=42' }, VIDEO)).toBe(42);
    expect(sharedStartSeconds({ pathname: '/', search: '?t=42' }, VIDEO)).toBeUndefined();
    expect(sharedStartSeconds({ pathname: '/another-video', search: '?t=42' }, VIDEO)).toBeUndefined();
  });

  it('takes ?t= out of the address and keeps the rest, or says there is nothing to take out', () => {
    expect(addressWithoutStartTime({ pathname: '/the-last-stand-official', search: '?theme=rock&t=90', hash: '#x' })).toBe('/the-last-stand-official?theme=rock#x');
    expect(addressWithoutStartTime({ pathname: '/the-last-stand-official', search: '?t=90', hash: '' })).toBe('/the-last-stand-official');
    expect(addressWithoutStartTime({ pathname: '/the-last-stand-official', search: '?theme=rock', hash: '' })).toBeUndefined();
  });
});
