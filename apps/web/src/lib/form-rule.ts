/**
 * A form rule from a check that returns the message to show, or nothing when the value is fine.
 * The antd and the antd-mobile forms both take it (they share rc-field-form).
 */
export function checkRule<V>(check: (value: V | undefined) => string | undefined) {
  return {
    validator: (_rule: unknown, value?: V) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** The part of a zod schema a form rule needs; the contract's schemas all fit it. */
type SafeParser = {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
};

/**
 * A check with a contract schema: the schema's Chinese message, or nothing when the value passes. An
 * empty field is checked as missing, so the schema answers "请输入…" rather than a format error.
 */
export function zodCheck(schema: SafeParser) {
  return (value: unknown): string | undefined => {
    const result = schema.safeParse(value === '' || value === null ? undefined : value);
    return result.success ? undefined : (result.error?.issues[0]?.message ?? '');
  };
}

/** A form rule that checks a field with a contract schema and shows the schema's Chinese message. */
export function zodRule(schema: SafeParser) {
  return checkRule(zodCheck(schema));
}
