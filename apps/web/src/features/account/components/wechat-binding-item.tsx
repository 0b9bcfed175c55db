import type { MemberInfo } from '@nodebao/contract';
import { Button, List, Tag, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useFeedback } from '@/lib/feedback';
import { BusinessError } from '@/lib/request';
import { isWechat } from '@/lib/wechat/env';
import { wechatText } from '@/locales/zh-CN/wechat';
import { unbindWechat } from '../api/unbind-wechat';
import { startWechatBinding, useWechatOauthReturn } from '../api/wechat-binding';
import styles from './account.module.css';

const t = wechatText.bind;

/**
 * 微信绑定: 已绑定 / 未绑定. Binding goes through WeChat's authorization (inside WeChat only) and comes
 * back to this page with ?code=&state=, bound here; unbinding asks first, then reloads the page.
 */
export function WechatBindingItem({ member }: { member: MemberInfo }) {
  const oauth = useWechatOauthReturn();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const bound = member.wechat_bound;

  useEffect(() => {
    if (oauth === 'bound') Toast.show({ icon: 'success', content: t.bindDone });
  }, [oauth]);

  async function onBind() {
    if (!isWechat()) {
      Toast.show({ content: t.openInWechat, duration: 3000 });
      return;
    }
    setBusy(true);
    Toast.show({ icon: 'loading', content: t.redirecting, duration: 0 });
    try {
      await startWechatBinding();
    } catch (error) {
      setBusy(false);
      Toast.clear();
      // A refusal has been toasted by the request client; anything else is said here.
      if (!(error instanceof BusinessError)) Toast.show({ content: t.bindFailed });
    }
  }

  async function onUnbind() {
    const confirmed = await feedback.confirm({
      title: t.unbindTitle,
      content: t.unbindConfirm,
      ok: t.unbindOk,
      cancel: t.cancel,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await unbindWechat();
    } catch {
      setBusy(false);
      return;
    }
    Toast.show({ icon: 'success', content: t.unbindDone });
    window.location.reload();
  }

  return (
    <List.Item
      description={bound ? undefined : t.hint}
      extra={
        <span className={styles.wechatExtra}>
          <Tag color={bound ? 'success' : 'default'} fill="outline" round>
            {bound ? t.bound : t.unbound}
          </Tag>
          <Button
            size="mini"
            color={bound ? 'danger' : 'primary'}
            fill="outline"
            loading={busy || oauth === 'binding'}
            onClick={() => void (bound ? onUnbind() : onBind())}
          >
            {bound ? t.unbind : t.bind}
          </Button>
        </span>
      }
    >
      {t.row}
    </List.Item>
  );
}
