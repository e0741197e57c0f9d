// Lexical scopes: the request's variables at the root, each match block's wildcards and
// functions below it, and a function's parameters and `let` bindings below its defining scope.

import type { FunctionDecl } from './ast.js';
import { RulesEvalError, evalErrors } from './errors.js';
import type { RulesValue } from './values.js';

/**
 * A variable's binding. `unknown` stands for a value production cannot know when it checks a
 * query (the document id of a list request); reading it is an error. `lazy` defers a `let`
 * until it is used, so an unused `let get(...)` neither fails nor spends a document read.
 */
export type Binding =
  | { kind: 'value'; value: RulesValue }
  | { kind: 'unknown'; reason: string }
  | { kind: 'lazy'; compute: () => RulesValue; result?: RulesValue; evaluating?: boolean };

export class Scope {
  private readonly bindings = new Map<string, Binding>();
  private readonly functions = new Map<string, FunctionDecl>();

  constructor(readonly parent: Scope | undefined) {}

  bind(name: string, binding: Binding): this {
    this.bindings.set(name, binding);
    return this;
  }

  bindValue(name: string, value: RulesValue): this {
    return this.bind(name, { kind: 'value', value });
  }

  defineFunction(decl: FunctionDecl): this {
    this.functions.set(decl.name, decl);
    return this;
  }

  has(name: string): boolean {
    return this.bindings.has(name) || (this.parent?.has(name) ?? false);
  }

  lookup(name: string): RulesValue {
    const binding = this.bindings.get(name);
    if (!binding) {
      if (this.parent) return this.parent.lookup(name);
      throw evalErrors.unknownVariable(name);
    }
    switch (binding.kind) {
      case 'value':
        return binding.value;
      case 'unknown':
        throw new RulesEvalError(binding.reason);
      case 'lazy':
        if (binding.result) return binding.result;
        if (binding.evaluating) throw new RulesEvalError(`Variable ${name} refers to itself.`);
        binding.evaluating = true;
        try {
          binding.result = binding.compute();
        } finally {
          binding.evaluating = false;
        }
        return binding.result;
    }
  }

  /** The function and the scope it was declared in (its closure). */
  findFunction(name: string): { decl: FunctionDecl; scope: Scope } | undefined {
    const decl = this.functions.get(name);
    if (decl) return { decl, scope: this };
    return this.parent?.findFunction(name);
  }
}
