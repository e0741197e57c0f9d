// @vitest-environment node
// The lint rule of eslint.config.js that keeps features apart ("Feature boundaries" in
// docs/decisions.md), run through ESLint's Node API on source text under chosen file names:
// an import must fail exactly where it crosses from one feature into another.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The no-restricted-imports messages ESLint reports for `source` saved as `file`. */
async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('feature boundaries in lint', () => {
  it.each([
    ['web/src/features/salon/Example.ts', "import { x } from '../polls/api/polls-api';"],
    ['web/src/features/salon/components/Example.tsx', "import { x } from '../../polls/x';"],
    ['web/src/features/polls/components/deep/Example.tsx', "import { x } from '../../../salon';"],
    ['web/src/features/salon/hooks/Example.ts', "export { x } from '../../auth/session/x';"],
    ['web/src/features/salon/components/Example.tsx', "import { x } from '../../../pages/X';"],
    ['web/src/features/salon/api/Example.ts', "import { x } from '../../../features/polls/x';"],
    ['web/src/features/salon/api/Example.ts', "import { x } from '../../../app/firebase';"],
  ])('refuses in %s: %s', async (file, source) => {
    const messages = await restrictedImports(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('A feature imports no other feature');
  });

  it('refuses a feature in an app-wide folder', async () => {
    const messages = await restrictedImports(
      'web/src/components/post/Example.tsx',
      "import { x } from '../../features/salon/api/types';",
    );
    expect(messages).toEqual([expect.stringContaining('App-wide folders know no feature')]);
  });

  it.each([
    ['web/src/features/salon/components/Example.tsx', "import { x } from '../api/salon-api';"],
    ['web/src/features/salon/components/Example.tsx', "import { x } from './ThreadCard';"],
    ['web/src/features/salon/components/Example.tsx', "import { x } from '../../../lib/authors';"],
    ['web/src/features/salon/Example.ts', "import { x } from '../../hooks/use-viewer';"],
    ['web/src/features/polls/components/Example.tsx', "import '../polls.css';"],
    ['web/src/pages/Example.tsx', "import { x } from '../features/salon';"],
    ['web/src/pages/Example.tsx', "import { x } from '../features/polls';"],
  ])('allows in %s: %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });

  it.each([
    [
      'web/src/pages/Example.tsx',
      "import { x } from '../features/admin/components/UserManagement';",
    ],
    ['web/src/app/layout/Example.tsx', "import { x } from '../../features/profiles/hooks/x';"],
    ['web/src/pages/Example.tsx', "export { x } from '../features/social/api/lists';"],
    ['web/src/pages/Example.tsx', "import { x } from '../features/salon/components/ThreadList';"],
    ['web/src/pages/Example.tsx', "import '../features/salon/salon.css';"],
    ['web/src/server/Example.ts', "import { x } from '../features/salon/api/documents';"],
    ['web/src/app/Example.tsx', "import { x } from '../features/auth/components/RequireAuth';"],
    // A feature added later is held to it too: the rule names no list.
    ['web/src/pages/Example.tsx', "import { x } from '../features/concerts/components/Listing';"],
  ])('refuses a feature’s own file in %s: %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([
      expect.stringContaining('Import a feature through its index.ts'),
    ]);
  });

  it.each([
    ['web/src/pages/Example.tsx', "import { x } from '../features/admin';"],
    ['web/src/server/Example.ts', "import { x } from '../features/discussion';"],
    [
      'web/src/pages/Example.tsx',
      "const X = lazy(() => import('../features/games/components/ChordsGame'));",
    ],
    [
      'web/src/pages/Example.test.tsx',
      "import { x } from '../features/admin/testing/fake-admin-api';",
    ],
  ])(
    'allows the index, a lazy import of a later piece, and a test its files, in %s: %s',
    async (file, source) => {
      expect(await restrictedImports(file, source)).toEqual([]);
    },
  );

  it.each([
    'web/src/features/salon/hooks/Example.ts',
    'web/src/hooks/Example.ts',
    'web/src/components/post/Example.tsx',
  ])('refuses reactfire’s instance hooks in %s: one way to Firebase’s handles', async (file) => {
    const messages = await restrictedImports(file, "import { useFirestore } from 'reactfire';");
    expect(messages).toEqual([expect.stringContaining('Use useFirebaseServices()')]);
  });

  it('gives the handles from lib/firebase-services.ts, and sign-in state from reactfire', async () => {
    const source = "import { useAuth, useFirestore } from 'reactfire';";
    expect(await restrictedImports('web/src/lib/firebase-services.ts', source)).toEqual([]);
    expect(
      await restrictedImports(
        'web/src/features/auth/session/Example.tsx',
        "import { useSigninCheck } from 'reactfire';",
      ),
    ).toEqual([]);
  });
});
