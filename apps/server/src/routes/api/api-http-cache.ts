import { API_KEY_HEADER } from '@vitrine/catalog/page-config';

/**
 * How /api answers may be cached by a CDN or proxy (PRODUCT §10.14). An answer depends on
 * its URL only: the theme is the `t` parameter, never the host, so one theme's answer cannot be
 * served for another. The key only decides 200 or 401, and the 200 must not reach a client
 * without it: `Vary: x-api-key` makes a shared cache keep answers per key value, so a keyless
 * or wrong-key request misses and reaches the server, which refuses it. (`private` would keep
 * CDNs out altogether; the key is public in every page, it gates, it does not identify.)
 * A CDN that ignores Vary must have x-api-key in its cache key, or bypass /api.
 */
export const API_ANSWER_VARY = `${API_KEY_HEADER}, accept-encoding`;
