// The lint rule of eslint.config.js that keeps the local stack on its two dependencies
// (docs/architecture.md, "Workspaces"), run through ESLint's Node API on source text saved under a
// local-stack file name: the domain and the emulator by package name pass, anything else fails.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The no-restricted-imports messages ESLint reports for `source` saved in local-stack/src. */
async function restrictedImports(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, {
    filePath: `${repoRoot}/local-stack/src/example.ts`,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('local-stack imports in lint', () => {
  it.each([
    "import { x } from '@salon/functions';",
    "import { x } from '@salon/web';",
    "import { x } from '../../functions/src/index.js';",
    "import { x } from '../../web/src/lib/x.js';",
    "import { x } from '../../tests/support/x.js';",
    "import { x } from '../../domain/src/index.js';",
    "import { x } from '../../emulator/src/server/x.js';",
  ])('refuses %s', async (source) => {
    expect(await restrictedImports(source)).toHaveLength(1);
  });

  it.each([
    "import { paths } from '@salon/domain';",
    "import { x } from '@salon/emulator';",
    "import { x } from '@salon/emulator/storage';",
    "import { x } from './functions-host/index.js';",
    "import { x } from '../test/support/processes.js';",
  ])('allows %s', async (source) => {
    expect(await restrictedImports(source)).toEqual([]);
  });
});
