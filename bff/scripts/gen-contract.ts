import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_FILES, generateContract, repoPath } from './contract.js';

const files = await generateContract();
const generatedDir = repoPath(CONTRACT_FILES.generatedDir);
await mkdir(generatedDir, { recursive: true });
// Areas that no longer exist must not leave stale files behind.
for (const name of await readdir(generatedDir)) {
  if (!files.has(`${CONTRACT_FILES.generatedDir}/${name}`)) await rm(path.join(generatedDir, name));
}
for (const [relative, content] of files) {
  await mkdir(path.dirname(repoPath(relative)), { recursive: true });
  await writeFile(repoPath(relative), content);
  process.stdout.write(`wrote ${relative}\n`);
}
