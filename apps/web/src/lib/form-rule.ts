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
 * A form rule that checks a field with a contract schema and shows the schema's Chinese message.
 * An empty field is checked as missing, so the schema answers "请输入…" rather than a format error.
 */
export function zodRule(schema: SafeParser) {
  return {
    validator: (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value === '' || value === null ? undefined : value);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(result.error?.issues[0]?.message ?? ''));
    },
  };
}
