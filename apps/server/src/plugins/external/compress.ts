import compress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(compress, { threshold: 1024 });
  },
  { name: 'compress' },
);
