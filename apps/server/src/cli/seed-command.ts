import { buildDemoCatalogue } from '../demo/demo-catalogue.ts';
import { replaceCatalogue } from '../db/seed-catalogue.ts';
import { createVideosRepository } from '../db/videos-repository.ts';
import { EXIT_USAGE, type CliCommand } from './cli-command.ts';

/** `vitrine seed --demo`: wipes the videos and seeds the demo catalogue. */
export const seedCommand: CliCommand = {
  usage: 'seed --demo            replace every video with the demo catalogue',
  run: async ({ db, print }, args) => {
    if (args.length !== 1 || args[0] !== '--demo') {
      print('usage: vitrine seed --demo');
      return EXIT_USAGE;
    }
    const count = await replaceCatalogue(createVideosRepository(db), buildDemoCatalogue(new Date()));
    print(`Demo catalogue seeded: ${count} videos (previous videos removed).`);
    return 0;
  },
};
