import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Before the story tests run: removes the actual and diff images a previous run left beside the
 * references, so the ones there afterwards are this run's failures.
 */
export default async function removeOldDiffs(): Promise<void> {
  const files = await readdir('src', { recursive: true });
  await Promise.all(
    files
      .filter((file) => file.includes('__screenshots__') && /\.(actual|diff)\.png$/.test(file))
      .map((file) => rm(join('src', file), { force: true })),
  );
}
