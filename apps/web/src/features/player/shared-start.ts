/**
 * The start time of a shared link (PRODUCT §12): `/{pathseo}?t=90` plays that video from 1:30.
 * `t` is whole seconds, as the share sheet writes it, or YouTube's `1h2m3s` form. It applies only
 * to the video the address names, once: the player takes it out of the address when it uses it,
 * so the next video played in the visit starts where it should.
 */

const START_TIME_PARAM = 't';
/** Far beyond any video; a bound so that a hostile link asks for no absurd position. */
const START_SECONDS_MAX = 24 * 3_600;
const CLOCK_FORM = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,5})s?)?$/;

export function parseStartTime(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const match = CLOCK_FORM.exec(value.trim().toLowerCase());
  if (match === null) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3_600 + Number(minutes) * 60 + Number(seconds);
  return total >= 1 && total <= START_SECONDS_MAX ? total : undefined;
}

/** `?t=` of the address when its path names this video (by pathseo or titleSeo), else undefined. */
export function sharedStartSeconds(location: Pick<Location, 'pathname' | 'search'>, video: { pathseo: string; titleSeo: string }): number | undefined {
  const segment = safeDecode(location.pathname.replace(/^\//, ''));
  if (segment === undefined || segment === '' || (segment !== video.pathseo && segment !== video.titleSeo)) return undefined;
  return parseStartTime(new URLSearchParams(location.search).get(START_TIME_PARAM));
}

/**
 * The address without `?t=`, as the router navigates (replacing the entry, state kept), or
 * undefined when it has none. The router must make the change: its location is what the next
 * addresses are built from (closing the player, the next video), and a `?t=` left there would
 * start that video at the shared second.
 */
export function addressWithoutStartTime({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string | undefined {
  const params = new URLSearchParams(search);
  if (!params.has(START_TIME_PARAM)) return undefined;
  params.delete(START_TIME_PARAM);
  const query = params.toString();
  return `${pathname}${query === '' ? '' : `?${query}`}${hash}`;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
