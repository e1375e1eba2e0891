import { openDatabase } from '../../../server/db/client';
import { offlineClosingDeps, runTeamPurchaseClosings } from '../../../server/team-purchase/closing';

/**
 * The team purchases' closing job in a process of its own on CLOSING_DATABASE_URL, as of CLOSING_AT, for
 * the test that kills it halfway: it says `running` when it starts and `done` if it is let finish.
 */
const database = await openDatabase({ kind: 'postgres', url: process.env.CLOSING_DATABASE_URL ?? '' });
const at = new Date(process.env.CLOSING_AT ?? '');
process.stdout.write('running\n');
await runTeamPurchaseClosings(offlineClosingDeps(database.db, at));
process.stdout.write('done\n');
await database.close();
