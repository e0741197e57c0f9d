// What every check shares: which ruleset (if any) decides a call, the documents rules may read,
// and turning a denial into the PERMISSION_DENIED status clients expect.
import { Code, RpcError, type CallContext } from '../../rpc/contract.js';
import {
  evaluateRequest,
  type EvaluateOptions,
  type RulesAuth,
  type RulesDataAccess,
  type RulesRequest,
  type Ruleset,
} from '../../rules/index.js';
import { parseDatabaseName } from '../paths.js';
import type { EmulatorState } from '../state.js';
import { formatMicros } from '../timestamps.js';
import { callerOf } from './caller.js';

/** A client call that rules decide. */
export interface RulesCall {
  ruleset: Ruleset;
  auth: RulesAuth | null;
  /** The database id rules see (`(default)`). */
  databaseId: string;
}

/**
 * The ruleset and identity deciding a call on `database`, or undefined when rules do not apply:
 * the owner (`Bearer owner`) bypasses them, and a project without rules allows everything.
 */
export function rulesCallFor(
  state: EmulatorState,
  context: CallContext,
  database: string,
): RulesCall | undefined {
  const caller = callerOf(context.authorization);
  if (caller.kind === 'owner') return undefined;
  const { projectId, databaseId } = parseDatabaseName(database);
  const ruleset = state.rules.rulesetFor(projectId);
  if (!ruleset) return undefined;
  return { ruleset, auth: caller.auth, databaseId };
}

/** `get()` and `exists()` from rules: the documents as stored now. */
export function storedDocuments(state: EmulatorState, database: string): RulesDataAccess {
  return { get: (path) => state.store.get(database, path)?.fields ?? null };
}

/** What Storage rules' firestore.get() and exists() read: a project's (default) database now. */
export function defaultDatabaseDocuments(state: EmulatorState, projectId: string): RulesDataAccess {
  return storedDocuments(state, `projects/${projectId}/databases/(default)`);
}

/** request.time for reads: now, never earlier than the last commit. */
export function readRequestTime(state: EmulatorState): string {
  return formatMicros(Math.max(Date.now() * 1000, state.clock.latest()));
}

/**
 * Production's emulator starts the message with a newline (`\nfalse for 'get' @ L5`); the rest
 * names each failed allow statement and its line, as the interpreter words it.
 */
function permissionDenied(message: string): RpcError {
  return new RpcError(Code.PERMISSION_DENIED, `\n${message}`);
}

export function decideOrThrow(
  call: RulesCall,
  request: Omit<RulesRequest, 'auth' | 'database'>,
  data: RulesDataAccess,
  options: EvaluateOptions = {},
): void {
  const decision = evaluateRequest(
    call.ruleset,
    { ...request, auth: call.auth, database: call.databaseId },
    data,
    options,
  );
  if (!decision.allowed) throw permissionDenied(decision.message);
}
