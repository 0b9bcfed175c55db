/**
 * Binding the member's WeChat account (OAuth, snsapi_base): `startWechatBinding` sends the page to
 * WeChat's authorize URL, which comes back to the same address with ?code=&state=;
 * `useWechatOauthReturn` then posts the code once and takes the two parameters out of the address.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getWechatOauthUrl } from './get-wechat-oauth-url';
import { bindWechat } from './bind-wechat';

const OAUTH_PARAMS = ['code', 'state'] as const;

/** This page's absolute address without the OAuth parameters of an earlier return (and no #fragment). */
export function oauthRedirect(href: string): string {
  const url = new URL(href);
  url.hash = '';
  for (const name of OAUTH_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/** Off to WeChat's authorize page; resolves only if getting the URL failed (then it throws). */
export async function startWechatBinding(): Promise<void> {
  const url = await getWechatOauthUrl(oauthRedirect(window.location.href));
  window.location.href = url;
}

/** Codes already posted: WeChat's code is good once, and StrictMode runs effects twice. */
const handledCodes = new Set<string>();

export type OauthReturn = 'none' | 'binding' | 'bound' | 'failed';

/** Binds with the ?code=&state= WeChat came back with, if any; says how it went. */
export function useWechatOauthReturn(): OauthReturn {
  const [search, setSearch] = useSearchParams();
  const bind = bindWechat.use();
  const { mutate } = bind;
  const code = search.get('code');
  const state = search.get('state') ?? '';
  const [status, setStatus] = useState<OauthReturn>(code ? 'binding' : 'none');
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current || handledCodes.has(code)) return;
    started.current = true;
    handledCodes.add(code);
    setStatus('binding');
    mutate(
      { code, state },
      {
        onSuccess: () => setStatus('bound'),
        onError: () => setStatus('failed'),
        onSettled: () =>
          setSearch(
            (prev) => {
              const next = new URLSearchParams(prev);
              for (const name of OAUTH_PARAMS) next.delete(name);
              return next;
            },
            { replace: true },
          ),
      },
    );
  }, [code, state, mutate, setSearch]);

  return status;
}
