import { Input } from 'antd-mobile';
import type { ComponentProps } from 'react';

type MobileInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'maxLength'>;

/** A mobile number's box on phones: the digit keypad, 11 digits, a clear button (a form item's child). */
export function MobileInput(props: MobileInputProps) {
  return <Input type="tel" inputMode="numeric" maxLength={11} clearable {...props} />;
}
