import fp from 'fastify-plugin';
import { seedWhenEmpty, type CatalogueEntry } from '../../db/seed-catalogue.ts';
import { createVideosRepository, type VideosRepository } from '../../db/videos-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    videosRepository: VideosRepository;
  }
}

export interface VideosRepositoryOptions {
  /** Builds the catalogue seeded on first start (empty videos table); none when absent (SEED_DEMO decides, in server.ts). */
  seedWhenEmpty?: (() => CatalogueEntry[]) | undefined;
}

export default fp<VideosRepositoryOptions>(
  async (fastify, options) => {
    const repository = createVideosRepository(fastify.db, fastify.plannedOnceDb);
    fastify.decorate('videosRepository', repository);
    if (options.seedWhenEmpty !== undefined) {
      const seeded = await seedWhenEmpty(repository, options.seedWhenEmpty);
      if (seeded > 0) fastify.log.info({ videos: seeded }, 'empty catalogue: demo catalogue seeded');
    } else if ((await repository.countAll()) === 0) {
      fastify.log.info('empty catalogue, no demo seeded (SEED_DEMO): add videos with `npm run vitrine -- import <file.json>`');
    }
  },
  { name: 'videos-repository', dependencies: ['database'] },
);
