import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { isRunning } from './databases.js';

const BFF = path.resolve(import.meta.dirname, '..', '..');
const TSC = path.resolve(BFF, '..', 'node_modules', 'typescript7', 'bin', 'tsc');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's compiled copy of bff/src (compileBff in global-setup). */
    compiledSrc: string;
  }
}

/**
 * Compiles bff/src once for the run, as the product's build does (the same compiler and settings; the type check is
 * `npm run typecheck`'s), into a directory of its own under bff/.tmp, with the migrations beside it as the build copies
 * them. The tests that start the product, the association server or a command as processes run this copy: with tsx as
 * the loader every such process compiled a thousand source files again (about 2 s of a core each, two processes for
 * every product start), and it is how an operator runs them.
 */
export async function compileBff(): Promise<{ src: string; remove: () => Promise<void> }> {
  const parent = path.join(BFF, '.tmp');
  // Copies of runs interrupted before their teardown (their process is gone) go first.
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const pid = /^test-build-(\d+)$/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) await rm(path.join(parent, name), { recursive: true, force: true });
  }
  const out = path.join(parent, `test-build-${process.pid}`);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [TSC, '-p', path.join(BFF, 'tsconfig.build.json'), '--noCheck', '--outDir', out], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`compiling bff/src for the tests failed (exit ${code}):\n${output}`))));
  });
  await cp(path.join(BFF, 'src', 'association', 'db', 'migrations'), path.join(out, 'src', 'association', 'db', 'migrations'), { recursive: true });
  return { src: path.join(out, 'src'), remove: () => rm(out, { recursive: true, force: true }) };
}

/** The compiled file of a source file under bff/src (`'server.ts'`, `'association/server.ts'`), to run with node. */
export function compiledEntry(sourceFile: string): string {
  return path.join(inject('compiledSrc'), sourceFile.replace(/\.ts$/, '.js'));
}
