import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's defaults break the YouTube embed: its Referrer-Policy (no-referrer) makes the
 * player fail with error 153 and its CSP blocks the IFrame API, so both are set here.
 */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
    });
  },
  { name: 'helmet' },
);
