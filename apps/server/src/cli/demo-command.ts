import { createCatalogueManagement } from '../db/catalogue-management.ts';
import { EXIT_USAGE, type CliCommand } from './cli-command.ts';

/** `vitrine demo remove`: deletes the demo videos (seeded ones) and nothing else (PRODUCT §10.15). */
export const demoCommand: CliCommand = {
  usage: 'demo remove            delete the demo videos, and only them',
  run: async ({ db, print }, args) => {
    if (args.length !== 1 || args[0] !== 'remove') {
      print('usage: vitrine demo remove');
      return EXIT_USAGE;
    }
    const removed = await createCatalogueManagement(db).removeDemo();
    print(`${removed} demo video${removed === 1 ? '' : 's'} removed.`);
    return 0;
  },
};
