import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILES, generateContract, repoPath } from '../scripts/contract.js';

describe('generated contract', () => {
  it('matches what `npm run gen` writes from the current route schemas', async () => {
    const generated = await generateContract();
    const stale: string[] = [];
    for (const [relative, content] of generated) {
      const onDisk = await readFile(repoPath(relative), 'utf8').catch(() => undefined);
      if (onDisk !== content) stale.push(relative);
    }
    for (const name of await readdir(repoPath(CONTRACT_FILES.generatedDir))) {
      const relative = `${CONTRACT_FILES.generatedDir}/${name}`;
      if (!generated.has(relative)) stale.push(`${relative} (no longer generated)`);
    }
    expect(stale, 'run `npm run gen` and commit the result').toEqual([]);
  }, 60_000);
});
