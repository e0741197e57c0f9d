// Every document a function writes is typed by its collection's stored schema (functions/src/
// shared/stored.ts): this suite compiles functions/src and finds each create, set and update (on
// a batch, a transaction, a bulk writer or a reference) whose reference is still the admin SDK's
// untyped `DocumentReference<DocumentData>`, where any field would compile. It needs no stack.
// One file of the program is made up here with such writes, so the search is shown to find them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const functionsDir = path.resolve(fileURLToPath(import.meta.url), '../../../functions');
const untypedFixture = path.join(functionsDir, 'src', '__untyped-write-fixture.ts');
const FIXTURE = `import { db } from './shared/admin.js';
export const write = () => db.doc('threads/t1').update({ anything: 1 });
export const inBatch = () => db.batch().set(db.doc('threads/t1'), { anything: 1 });
`;

const WRITES = new Set(['create', 'set', 'update']);
const WRITERS = /^(WriteBatch|Transaction|BulkWriter|Writes)\b/;

/** The functions program, with the made-up file beside the real ones. */
function functionsProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(functionsDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (problem) => console.error(problem) },
  );
  if (!config) throw new Error('functions/tsconfig.json does not parse');
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (file, ...rest) =>
    file === untypedFixture
      ? ts.createSourceFile(file, FIXTURE, ts.ScriptTarget.ES2022)
      : getSourceFile.call(host, file, ...rest);
  host.fileExists = (file) => file === untypedFixture || fileExists.call(host, file);
  host.readFile = (file) => (file === untypedFixture ? FIXTURE : readFile.call(host, file));
  return ts.createProgram([...config.fileNames, untypedFixture], config.options, host);
}

/** True when a reference's data type is DocumentData (or any): nothing checks what is written. */
function isUntyped(checker: ts.TypeChecker, reference: ts.Type): boolean {
  const [data] = checker.getTypeArguments(reference as ts.TypeReference);
  if (!data) return true;
  if (data.flags & ts.TypeFlags.Any) return true;
  // A generic helper's (a type parameter, or a type of one) is checked where it is called.
  if (data.flags & ts.TypeFlags.Instantiable) return false;
  return data.getStringIndexType() !== undefined;
}

interface WriteSite {
  readonly at: string;
  readonly typed: boolean;
}

function writeSites(program: ts.Program): WriteSite[] {
  const checker = program.getTypeChecker();
  const sites: WriteSite[] = [];
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(path.join(functionsDir, 'src'))) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        WRITES.has(node.expression.name.text)
      ) {
        const receiver = checker.getTypeAtLocation(node.expression.expression);
        const receiverName = checker.typeToString(receiver);
        const reference = WRITERS.test(receiverName)
          ? node.arguments[0] && checker.getTypeAtLocation(node.arguments[0])
          : receiver.getSymbol()?.getName() === 'DocumentReference'
            ? receiver
            : undefined;
        if (reference) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          sites.push({
            at: `${path.relative(functionsDir, file.fileName)}:${line + 1}`,
            typed: !isUntyped(checker, reference),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return sites;
}

describe('functions write documents typed by their domain schemas', () => {
  const sites = writeSites(functionsProgram());
  const fixture = path.relative(functionsDir, untypedFixture);

  it('finds untyped writes (the made-up ones, on a reference and in a batch)', () => {
    expect(sites.filter((site) => site.at.startsWith(fixture))).toEqual([
      { at: `${fixture}:2`, typed: false },
      { at: `${fixture}:3`, typed: false },
    ]);
  });

  it('every write of functions/src is typed', () => {
    const real = sites.filter((site) => !site.at.startsWith(fixture));
    // Dozens of writes, so the search itself cannot silently find none.
    expect(real.length).toBeGreaterThan(40);
    expect(real.filter((site) => !site.typed).map((site) => site.at)).toEqual([]);
  });
});
