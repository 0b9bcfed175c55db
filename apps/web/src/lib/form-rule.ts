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
