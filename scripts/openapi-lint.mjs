// Lints the generated OpenAPI document with Redocly (part of `npm run lint`): the document is
// built from the running app's routes, written to a temporary file and checked with redocly.yaml.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
const file = join(dir, 'openapi.json');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
try {
  let status = run(process.execPath, ['--import', 'tsx', 'apps/server/src/print-openapi.ts', file]);
  if (status === 0) {
    status = run(process.execPath, [
      join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      file,
      '--config',
      join(root, 'redocly.yaml'),
    ]);
  }
  process.exitCode = status;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
