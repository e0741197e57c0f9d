// The two ways rules can fail: a source that does not parse (reported when rules are loaded) and
// an expression that cannot be evaluated (which, as in production, makes the condition false).

/** A rules source that does not parse; line and column are 1-based, as production reports them. */
export class RulesSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly detail: string,
  ) {
    super(`Line ${line}:${column}: ${detail}`);
    this.name = 'RulesSyntaxError';
  }
}

/**
 * An evaluation error. Rules never surface these to clients as crashes: the `allow` condition that
 * raised one is simply not satisfied, and its message is quoted in the denial.
 */
export class RulesEvalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesEvalError';
  }
}

/** Production's wording for the errors rules authors meet most often. */
export const evalErrors = {
  nullValue: () => new RulesEvalError('Null value error.'),
  undefinedProperty: (name: string) =>
    new RulesEvalError(`Property ${name} is undefined on object.`),
  unknownVariable: (name: string) => new RulesEvalError(`Variable ${name} is not defined.`),
  functionNotFound: (name: string) =>
    new RulesEvalError(`Function not found error: Name: [${name}].`),
  unsupported: (what: string) => new RulesEvalError(`Unsupported operation error. ${what}`),
  invalidArgument: (fn: string, detail: string) =>
    new RulesEvalError(`Invalid argument provided to call. Function: [${fn}], ${detail}`),
  overflow: () => new RulesEvalError('Integer overflow error.'),
  divisionByZero: () => new RulesEvalError('Division by zero error.'),
  indexOutOfRange: (index: string) => new RulesEvalError(`Index out of range: ${index}.`),
  accessLimit: (limit: number) =>
    new RulesEvalError(`Maximum of ${limit} document access calls exceeded.`),
  unknownInQuery: (name: string) =>
    new RulesEvalError(
      `Property ${name} is undefined on object. (The query does not constrain this field.)`,
    ),
} as const;
