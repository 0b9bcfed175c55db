import { Button, Form, type FormProps } from 'antd-mobile';

type SubmitFormProps = Omit<FormProps, 'footer'> & {
  submitText: string;
  /** The save is under way: the button spins. */
  pending: boolean;
  /** What the form needs is missing (no codes, no rooms): the button waits. */
  disabled?: boolean;
};

/** A phone-first form (antd-mobile) ending in its full-width submit button. */
export function SubmitForm({ submitText, pending, disabled, ...form }: SubmitFormProps) {
  return (
    <Form
      {...form}
      footer={
        <Button block type="submit" color="primary" size="large" loading={pending} disabled={disabled}>
          {submitText}
        </Button>
      }
    />
  );
}
