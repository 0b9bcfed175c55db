/**
 * The calls the staff form hooks make on a form. antd's and antd-mobile's form instances both have
 * them (both are rc-field-form), so one hook serves the desktop and the phone view.
 */
export type StaffForm<V> = {
  getFieldsValue: (all: true) => V;
  setFields: (fields: { name: Extract<keyof V, string>; errors: string[] }[]) => void;
  setFieldsValue: (values: V) => void;
  setFieldValue: (name: Extract<keyof V, string>, value: unknown) => void;
  resetFields: () => void;
};
