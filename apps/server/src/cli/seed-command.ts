import { buildDemoCatalogue } from '../demo/demo-catalogue.ts';
import { replaceCatalogue } from '../db/seed-catalogue.ts';
import { createVideosRepository } from '../db/videos-repository.ts';
import { EXIT_USAGE, type CliCommand } from './cli-command.ts';

export const SEED_USAGE = 'usage: vitrine seed --demo [--yes]';

const videos = (count: number) => `${count} video${count === 1 ? '' : 's'}`;

/** `vitrine seed --demo [--yes]`: seeds the demo catalogue; replacing a non-empty one takes --yes. */
export const seedCommand: CliCommand = {
  usage: 'seed --demo [--yes]    replace every video with the demo catalogue (--yes when videos exist)',
  run: async ({ db, print }, args) => {
    const isConfirmed = args.includes('--yes');
    if (!args.includes('--demo') || args.length !== (isConfirmed ? 2 : 1)) {
      print(SEED_USAGE);
      return EXIT_USAGE;
    }
    const repository = createVideosRepository(db);
    const existing = await repository.countAll();
    if (existing > 0 && !isConfirmed) {
      print(`refused: the catalogue holds ${videos(existing)} and seed --demo would delete them all; run it again with --yes to confirm.`);
      return EXIT_USAGE;
    }
    const count = await replaceCatalogue(repository, buildDemoCatalogue(new Date()), new Date(), { isDemo: true });
    print(`Demo catalogue seeded: ${videos(count)}${existing > 0 ? ` (${videos(existing)} removed)` : ''}.`);
    return 0;
  },
};
