import type { FormItemProps } from 'antd-mobile';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** The part of a zod schema a form rule needs; the contract's schemas all fit it. */
type SafeParser = {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
};

/**
 * A form rule that checks a field with a contract schema and shows the schema's Chinese message.
 * An empty field is checked as missing, so the schema answers "请输入…" rather than a format error.
 */
export function zodRule(schema: SafeParser): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value === '' || value === null ? undefined : value);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(result.error?.issues[0]?.message ?? ''));
    },
  };
}
