import { useEffect, useState } from 'react';
import { wechatReady, WechatError } from '@/lib/wechat/wechat';
import { wechatText } from '@/locales/zh-CN/wechat';

export type WechatReadyState = { status: 'loading' | 'ready' | 'failed'; error: string | null };

/** `wx.config` for this page: loading, ready, or failed with a message for people. `attempt` retries. */
export function useWechatReady(enabled: boolean, attempt: number): WechatReadyState {
  const [state, setState] = useState<WechatReadyState>({ status: 'loading', error: null });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setState({ status: 'loading', error: null });
    wechatReady().then(
      () => live && setState({ status: 'ready', error: null }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          error: error instanceof WechatError ? error.message : wechatText.loadFailed,
        }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  return state;
}
