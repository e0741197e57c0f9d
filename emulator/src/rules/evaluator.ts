// Evaluates expressions. Errors are thrown as RulesEvalError and turned into a denial by the
// caller; the logical operators absorb them the way production (and CEL) does: `error || true`
// is true and `error && false` is false, while `error || false` and `error && true` stay errors.

import type { Expr, FunctionDecl } from './ast.js';
import type { DocumentReader } from './documents.js';
import { RulesEvalError, evalErrors } from './errors.js';
import { applyBinary, applyUnary } from './operators.js';
import { Scope } from './scope.js';
import {
  CONVERSIONS,
  callMethod,
  callNamespace,
  convert,
  isNamespace,
  listIndex,
  listRange,
  pathIndex,
  stringIndex,
  stringRange,
} from './stdlib/index.js';
import {
  bool,
  display,
  float,
  int,
  isOfType,
  list,
  map,
  str,
  typeName,
  NULL,
  type RulesValue,
} from './values.js';

/** Production's bound on nested function calls; it also stops (forbidden) recursion. */
const MAX_CALL_DEPTH = 20;

export interface EvaluatorOptions {
  /** get() and exists() of Firestore rules; Storage rules have none. */
  documents?: DocumentReader;
  /** firestore.get() and firestore.exists() of Storage rules (cross-service reads). */
  firestore?: DocumentReader;
  /** Receives every value passed to debug(), as production writes them to its log. */
  debugSink?: (value: RulesValue) => void;
}

export class Evaluator {
  private depth = 0;

  constructor(private readonly options: EvaluatorOptions) {}

  /** An allow condition: must evaluate to a bool; anything else is an error. */
  condition(expr: Expr, scope: Scope): boolean {
    const value = this.evaluate(expr, scope);
    if (value.type !== 'bool') {
      throw new RulesEvalError(`Condition must be a boolean, got ${typeName(value)}.`);
    }
    return value.value;
  }

  evaluate(expr: Expr, scope: Scope): RulesValue {
    switch (expr.kind) {
      case 'null':
        return NULL;
      case 'bool':
        return bool(expr.value);
      case 'int':
        return int(expr.value);
      case 'float':
        return float(expr.value);
      case 'string':
        return str(expr.value);
      case 'bytes':
        return { type: 'bytes', value: expr.value };
      case 'list':
        return list(expr.items.map((item) => this.evaluate(item, scope)));
      case 'map': {
        const entries = new Map<string, RulesValue>();
        for (const entry of expr.entries) {
          const key = this.evaluate(entry.key, scope);
          if (key.type !== 'string')
            throw new RulesEvalError(`Map keys must be strings, got ${typeName(key)}.`);
          entries.set(key.value, this.evaluate(entry.value, scope));
        }
        return map(entries);
      }
      case 'ident':
        return scope.lookup(expr.name);
      case 'member':
        return member(this.evaluate(expr.object, scope), expr.name);
      case 'index':
        return index(this.evaluate(expr.object, scope), this.evaluate(expr.index, scope));
      case 'range':
        return range(
          this.evaluate(expr.object, scope),
          this.evaluate(expr.start, scope),
          this.evaluate(expr.end, scope),
        );
      case 'call':
        return this.call(expr, scope);
      case 'unary':
        return applyUnary(expr.op, this.evaluate(expr.operand, scope));
      case 'binary':
        if (expr.op === '&&' || expr.op === '||')
          return bool(this.logical(expr.op, expr.left, expr.right, scope));
        return applyBinary(
          expr.op,
          this.evaluate(expr.left, scope),
          this.evaluate(expr.right, scope),
        );
      case 'is':
        return bool(isOfType(this.evaluate(expr.operand, scope), expr.typeName));
      case 'ternary':
        return this.boolean(expr.test, scope, '?:')
          ? this.evaluate(expr.then, scope)
          : this.evaluate(expr.otherwise, scope);
      case 'path':
        return this.path(expr.segments, scope);
    }
  }

  private boolean(expr: Expr, scope: Scope, operator: string): boolean {
    const value = this.evaluate(expr, scope);
    if (value.type !== 'bool') {
      throw evalErrors.unsupported(`Received: ${typeName(value)} as an operand of ${operator}.`);
    }
    return value.value;
  }

  private logical(op: '&&' | '||', left: Expr, right: Expr, scope: Scope): boolean {
    const decisive = op === '||';
    let leftError: unknown;
    try {
      if (this.boolean(left, scope, op) === decisive) return decisive;
    } catch (error) {
      if (!(error instanceof RulesEvalError)) throw error;
      leftError = error;
    }
    const rightValue = this.boolean(right, scope, op);
    if (rightValue === decisive) return decisive;
    if (leftError) throw leftError;
    return !decisive;
  }

  private path(segments: Extract<Expr, { kind: 'path' }>['segments'], scope: Scope): RulesValue {
    const out: string[] = [];
    for (const pieces of segments) {
      let text = '';
      for (const piece of pieces) {
        if (piece.kind === 'text') {
          text += piece.text;
          continue;
        }
        const value = this.evaluate(piece.expr, scope);
        if (value.type === 'path' && pieces.length === 1) {
          // $(wildcard=**) splices the captured segments into the path.
          out.push(...value.segments);
          text = '';
          continue;
        }
        if (value.type !== 'string' && value.type !== 'int') {
          throw evalErrors.unsupported(`Received: ${typeName(value)} in a path interpolation.`);
        }
        text += display(value);
      }
      if (text !== '') out.push(text);
    }
    return { type: 'path', segments: out };
  }

  private call(expr: Extract<Expr, { kind: 'call' }>, scope: Scope): RulesValue {
    const { callee } = expr;
    const args = (): RulesValue[] => expr.args.map((arg) => this.evaluate(arg, scope));
    if (callee.kind === 'ident') {
      const user = scope.findFunction(callee.name);
      if (user) return this.callUser(user.decl, user.scope, args());
      return this.callGlobal(callee.name, args());
    }
    if (callee.kind === 'member') {
      const { object, name } = callee;
      if (object.kind === 'ident' && object.name === 'firestore' && !scope.has(object.name)) {
        return this.callFirestore(name, args());
      }
      if (object.kind === 'ident' && isNamespace(object.name) && !scope.has(object.name)) {
        return callNamespace(object.name, name, args());
      }
      return callMethod(this.evaluate(object, scope), name, args());
    }
    throw evalErrors.unsupported('Received: a call on an expression that is not a function.');
  }

  /** `firestore.get(path)` and `firestore.exists(path)`: Storage rules reading Firestore. */
  private callFirestore(name: string, args: RulesValue[]): RulesValue {
    const { firestore } = this.options;
    if (!firestore || (name !== 'get' && name !== 'exists')) {
      throw evalErrors.functionNotFound(`firestore.${name}`);
    }
    if (args.length !== 1) {
      throw evalErrors.invalidArgument(`firestore.${name}`, 'Expected 1 argument.');
    }
    return name === 'get' ? firestore.get(args[0], false) : bool(firestore.exists(args[0], false));
  }

  private callGlobal(name: string, args: RulesValue[]): RulesValue {
    const { documents } = this.options;
    switch (name) {
      case 'get':
      case 'getAfter':
        if (!documents) throw evalErrors.functionNotFound(name);
        if (args.length !== 1) throw evalErrors.invalidArgument(name, 'Expected 1 argument.');
        return documents.get(args[0], name === 'getAfter');
      case 'exists':
      case 'existsAfter':
        if (!documents) throw evalErrors.functionNotFound(name);
        if (args.length !== 1) throw evalErrors.invalidArgument(name, 'Expected 1 argument.');
        return bool(documents.exists(args[0], name === 'existsAfter'));
      case 'debug': {
        if (args.length !== 1) throw evalErrors.invalidArgument(name, 'Expected 1 argument.');
        const value = args[0] as RulesValue;
        this.options.debugSink?.(value);
        return value;
      }
      default:
        if (CONVERSIONS.has(name)) return convert(name, args);
        throw evalErrors.functionNotFound(name);
    }
  }

  private callUser(decl: FunctionDecl, closure: Scope, args: RulesValue[]): RulesValue {
    if (args.length !== decl.params.length) {
      throw evalErrors.invalidArgument(
        decl.name,
        `Expected ${decl.params.length} argument(s), received ${args.length}.`,
      );
    }
    if (this.depth >= MAX_CALL_DEPTH) {
      throw new RulesEvalError(
        `Maximum function call depth (${MAX_CALL_DEPTH}) exceeded at ${decl.name}.`,
      );
    }
    const local = new Scope(closure);
    decl.params.forEach((param, i) => local.bindValue(param, args[i] as RulesValue));
    for (const binding of decl.lets) {
      local.bind(binding.name, {
        kind: 'lazy',
        compute: () => this.evaluate(binding.value, local),
      });
    }
    this.depth += 1;
    try {
      return this.evaluate(decl.body, local);
    } finally {
      this.depth -= 1;
    }
  }
}

function member(object: RulesValue, name: string): RulesValue {
  if (object.type === 'null') throw evalErrors.nullValue();
  if (object.type !== 'map') throw evalErrors.undefinedProperty(name);
  const value = object.entries.get(name);
  if (value !== undefined) return value;
  if (object.partial) throw evalErrors.unknownInQuery(name);
  throw evalErrors.undefinedProperty(name);
}

function index(object: RulesValue, key: RulesValue): RulesValue {
  if (object.type === 'null') throw evalErrors.nullValue();
  if (object.type === 'map') {
    if (key.type !== 'string') throw evalErrors.unsupported(`Received: map[${typeName(key)}].`);
    return member(object, key.value);
  }
  if (key.type !== 'int')
    throw evalErrors.unsupported(`Received: ${typeName(object)}[${typeName(key)}].`);
  switch (object.type) {
    case 'list':
      if (object.partial) throw evalErrors.unknownInQuery('list');
      return listIndex(object.items, key.value);
    case 'string':
      return stringIndex(object.value, key.value);
    case 'path':
      return pathIndex(object.segments, key.value);
    default:
      throw evalErrors.unsupported(`Received: ${typeName(object)}[int].`);
  }
}

function range(object: RulesValue, start: RulesValue, end: RulesValue): RulesValue {
  if (start.type !== 'int' || end.type !== 'int') {
    throw evalErrors.unsupported('Received: a range with bounds that are not ints.');
  }
  if (object.type === 'list') {
    if (object.partial) throw evalErrors.unknownInQuery('list');
    return listRange(object.items, start.value, end.value);
  }
  if (object.type === 'string') return stringRange(object.value, start.value, end.value);
  if (object.type === 'null') throw evalErrors.nullValue();
  throw evalErrors.unsupported(`Received: ${typeName(object)}[int:int].`);
}
