/**
 * What must never reach a caller: a stack trace, a source path, or the database's own words
 * (which would tell an attacker the schema and that their input reached SQL).
 */
const leakPatterns: readonly RegExp[] = [
  /\bat .+ \(?(?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)?/,
  /\.(?:ts|js):\d+:\d+/,
  /node_modules/,
  /\b(?:select|insert|update|delete)\b[^"]*\b(?:from|into|set|where)\b/i,
  /syntax error at or near/i,
  /violates (?:check|foreign key|not-null|unique) constraint/i,
  /duplicate key value/i,
  /out of range for type/i,
  /invalid input syntax for type/i,
  /invalid byte sequence for encoding/i,
  /value too long for type/i,
  /date\/time field value out of range/i,
  /current transaction is aborted/i,
  /(?:relation|column) "[^"]+" does not exist/i,
  /Maximum call stack size exceeded/i,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError)\b/,
];

/** The pattern an answer's body matches, or null when it leaks nothing. */
export function leakIn(body: string): string | null {
  return leakPatterns.find((pattern) => pattern.test(body))?.source ?? null;
}
