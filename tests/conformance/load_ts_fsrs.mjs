// Loads the pinned ts-fsrs from tests/conformance/node_modules, found from this file's own
// location so the scripts work from any working directory (the build folder, CI). Exits with
// one clear sentence when it is not installed: the test must fail, not skip.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const conformanceDir = dirname(fileURLToPath(import.meta.url));

export async function loadTsFsrs() {
  const entry = join(conformanceDir, 'node_modules', 'ts-fsrs', 'dist', 'index.mjs');
  if (!existsSync(entry)) {
    console.error(`ts-fsrs is not installed in ${conformanceDir}/node_modules; ` +
      'run scripts/setup (or npm install --no-save in tests/conformance) first.');
    process.exit(1);
  }
  return import(pathToFileURL(entry).href);
}
