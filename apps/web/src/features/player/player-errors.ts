/**
 * Readable messages for the IFrame API's onError codes
 * (https://developers.google.com/youtube/iframe_api_reference#onError).
 */
const PLAYER_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  2: 'This video link is not valid.',
  5: 'This video cannot be played in your browser.',
  100: 'This video was removed or made private.',
  101: 'The owner of this video does not allow it to be played here.',
  150: 'The owner of this video does not allow it to be played here.',
  153: 'The video player could not identify this site, so the video cannot be played.',
};

export const PLAYER_LOAD_FAILED = 'The video player could not be loaded. Please check your connection.';

export function playerErrorMessage(code: number): string {
  return PLAYER_ERROR_MESSAGES[code] ?? `This video cannot be played (error ${code}).`;
}
