import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './next-cli.mjs';

/**
 * Runs scripts/pglite-template.mjs in its own process and waits for it: making the template
 * loads PGlite and runs initdb (~0.7 GB), which would stay in the memory of a process that
 * goes on living (npm start's, a benchmark's). Prints what the script prints; never fails.
 */
export function makePgliteTemplate() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'pglite-template.mjs')], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk.toString()));
    child.on('error', () => resolve(false));
    child.on('exit', (code) => {
      // The path alone means it was there already; a sentence, that it was made now.
      if (output.startsWith('>')) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}
