/**
 * Where the player's code and embed come from. A module of its own: the Play buttons' preconnect
 * (youtube-preconnect.ts) is start-up code and needs these two addresses, not the API's loader
 * (youtube-iframe-api.ts), which only the player's chunk needs (issue 9: start-up JS).
 */
export const IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
/** The privacy-enhanced host the player runs on (PRODUCT §10.11). */
export const PLAYER_HOST = 'https://www.youtube-nocookie.com';
