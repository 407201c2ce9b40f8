import { seededPglite } from '@leave/test-kit';
import { openPglite } from '../../src/db/database';
import { migrate } from '../../src/db/migrations';
import { seedDemoData } from '../../src/db/seedDemo';

/** A PGlite database of the suite's own with the demo seeded as on `today` (test-kit's `seededPglite`, the API's steps). */
export const seededDatabase = (today: string) => seededPglite({ open: openPglite, migrate, seed: seedDemoData }, today);
