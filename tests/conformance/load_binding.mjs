// Loads the pinned fsrs-rs binding (@open-spaced-repetition/binding) from
// tests/conformance/node_modules, wherever the script runs from. Exits with one clear sentence
// when it is not installed: the test must fail, not skip.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { conformanceDir } from './load_ts_fsrs.mjs';

export function loadBinding() {
  const dir = join(conformanceDir, 'node_modules', '@open-spaced-repetition', 'binding');
  if (!existsSync(dir)) {
    console.error(`@open-spaced-repetition/binding is not installed in ${conformanceDir}/` +
      'node_modules; run scripts/setup (or npm install --no-save in tests/conformance) first.');
    process.exit(1);
  }
  return createRequire(join(conformanceDir, 'package.json'))('@open-spaced-repetition/binding');
}
