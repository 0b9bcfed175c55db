import { Button, Toast } from 'antd-mobile';
import { publicText } from '@/locales/zh-CN/public';
import { copyText } from './copy-text';

type CopyButtonProps = {
  text: string;
  className?: string;
  /** Toast after a successful copy. */
  doneMessage?: string;
  label?: string;
};

/** A small 复制 button. */
export function CopyButton({
  text,
  className,
  doneMessage = publicText.copied,
  label = publicText.copy,
}: CopyButtonProps) {
  async function onCopy() {
    const ok = await copyText(text);
    Toast.show(ok ? { icon: 'success', content: doneMessage } : { content: publicText.copyFailed });
  }
  return (
    <Button className={className} size="mini" color="primary" fill="outline" onClick={onCopy}>
      {label}
    </Button>
  );
}
