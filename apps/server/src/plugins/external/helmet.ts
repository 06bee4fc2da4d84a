import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { YOUTUBE_IMAGE_HOSTS } from '@vitrine/catalog/image-path';
import fp from 'fastify-plugin';
import { API_DOCS_PREFIX } from './swagger.ts';

/**
 * Scripts the page may load besides its own: the YouTube IFrame API at its one address, and
 * the player script it loads in turn (`/s/player/<version>/www-widgetapi.vflset/www-widgetapi.js`,
 * a path that changes with each player version, hence the folder).
 */
const YOUTUBE_SCRIPTS = ['https://www.youtube.com/iframe_api', 'https://www.youtube.com/s/player/'];
const YOUTUBE_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const CSP_REPORT_GROUP = 'csp';

/**
 * What the page may use, and what the YouTube embed may be given (it asks for these in its
 * `allow` attribute); every other powerful feature is off for the page and anything it embeds.
 */
const embedAllowlist = `(self ${YOUTUBE_EMBED_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`;
export const PERMISSIONS_POLICY = [
  `autoplay=${embedAllowlist}`,
  `encrypted-media=${embedAllowlist}`,
  `fullscreen=${embedAllowlist}`,
  `picture-in-picture=${embedAllowlist}`,
  ...['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb'].map(
    (feature) => `${feature}=()`,
  ),
].join(', ');

const STRICT_TRANSPORT_SECURITY = `max-age=${ONE_YEAR_S}; includeSubDomains`;

/**
 * The API answers JSON, never a page: opened as one, it may load and run nothing and be framed
 * by no one (OWASP's advice for REST answers). The page's policies (CSP, Permissions-Policy,
 * COOP …) govern documents only, and were ~1.2 KB of headers on every API answer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Under /api, everything answers JSON (or, for the hub's callback, plain text) except the API's documentation pages. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_DOCS_PREFIX);
}

/** Helmet reports a bad configuration through its callback. */
function rethrow(error?: unknown): void {
  if (error) throw error;
}

/**
 * The headers a helmet middleware sets, recorded once: with no per-request directive (no nonce)
 * they are the same for every request, so each answer gets them from one object instead of
 * running helmet's middlewares (and Node's header checks on the raw response) per request.
 */
export function recordedHeaders(middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let isDone = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    rethrow(error);
    isDone = true;
  });
  if (!isDone) throw new Error('helmet did not set its headers synchronously: they cannot be recorded once');
  return headers;
}

export interface HelmetOptions {
  /** CSP_REPORT_URI: where browsers send CSP violation reports (report-uri and report-to). */
  cspReportUri?: string | undefined;
}

/**
 * Security headers. Helmet's defaults break the YouTube embed: its Referrer-Policy
 * (no-referrer) makes the player fail with error 153 and its CSP blocks the IFrame API, so both
 * are set here. HSTS only over HTTPS (the forwarded protocol under TRUST_PROXY): on plain HTTP
 * it means nothing, and a local test server must not pin localhost to HTTPS.
 */
export default fp<HelmetOptions>(
  async (fastify, { cspReportUri }) => {
    const reportDirectives: Record<string, string[]> = cspReportUri === undefined ? {} : { reportUri: [cspReportUri], reportTo: [CSP_REPORT_GROUP] };
    // Built once: @fastify/helmet builds the middleware (and parses the CSP) again on every request.
    const setSecurityHeaders = helmet({
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...YOUTUBE_SCRIPTS],
          frameSrc: YOUTUBE_EMBED_ORIGINS,
          imgSrc: ["'self'", 'data:', 'blob:', ...YOUTUBE_IMAGE_HOSTS.map((host) => `https://${host}`)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          ...reportDirectives,
        },
      },
    });
    // A page's headers; API answers have their own (API_SECURITY_HEADERS).
    const securityHeaders = recordedHeaders(setSecurityHeaders);
    if (cspReportUri !== undefined) securityHeaders['reporting-endpoints'] = `${CSP_REPORT_GROUP}="${cspReportUri}"`;
    // Sync and through Fastify's own headers: this runs for every request, cached answers included.
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? API_SECURITY_HEADERS : securityHeaders);
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      done();
    });
  },
  { name: 'helmet' },
);
