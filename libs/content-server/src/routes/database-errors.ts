/**
 * PostgreSQL's SQLSTATE class 22 ("data exception": integer out of range, invalid text
 * representation, untranslatable character...) and 54 ("program limit exceeded": a statement
 * too complex) are raised by a value the request sent, not by a fault of the server. Bad input:
 * such a request answers 400 (its transaction rolled back), never a 500. The schemas bound
 * every field so that this is a last line, not the rule.
 */
export function isBadValueError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code);
}
