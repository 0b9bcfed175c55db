import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildQuery,
  BusinessError,
  clearRequestCache,
  configureRequest,
  del,
  ErrorShowType,
  get,
  loginRequestOptions,
  patch,
  post,
  put,
  request,
  RequestError,
  resetRequestConfig,
  unwrap,
  type ToastMessage,
} from './request';

type FetchArgs = [input: string, init: RequestInit];

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
const toast = vi.fn<(m: ToastMessage) => void>();
const navigate = vi.fn<(to: string) => void>();
const onUnauthorized = vi.fn();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
function reply(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(json(body, status));
}
const ok = (data: unknown = null) => ({ errorCode: 0, msg: '', data });

function lastCall() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: init.headers as Record<string, string> };
}

/** A fetch that only settles when its signal aborts, like a server that never answers. */
function hangUntilAborted() {
  fetchMock.mockImplementationOnce(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError);
    return error as RequestError;
  }
  throw new Error('expected the request to reject');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  toast.mockReset();
  navigate.mockReset();
  onUnauthorized.mockReset();
  localStorage.clear();
  resetRequestConfig();
  configureRequest({ toast, navigate, onUnauthorized });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request: what is sent', () => {
  it('sends cookies and the bearer token from localStorage.token', async () => {
    localStorage.setItem('token', 'abc');
    reply(ok());
    await request('/api/member/info');
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/member/info');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers.Accept).toBe('application/json');
  });

  it('always sends the Authorization header, with an empty token when there is none', async () => {
    reply(ok());
    await request('/api/default/param');
    expect(lastCall().headers.Authorization).toBe('Bearer ');
  });

  it('repeats the key of an array query value and leaves out null and undefined', async () => {
    reply(ok());
    await get('/api/device/index', {
      params: { ids: [1, 2], search: 'a b', tag_id: 0, status: null, x: undefined },
    });
    expect(lastCall().url).toBe('/api/device/index?ids=1&ids=2&search=a+b&tag_id=0');
  });

  it('appends params to a url that already has a query string', async () => {
    reply(ok());
    await get('/api/x?a=1', { params: { b: true } });
    expect(lastCall().url).toBe('/api/x?a=1&b=true');
  });

  it('sends write bodies as JSON by default', async () => {
    reply(ok());
    await post('/api/default/login', { mobile: '13800000001', password: 'p' });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json;charset=UTF-8');
    expect(init.body).toBe('{"mobile":"13800000001","password":"p"}');
  });

  it('url-encodes the body with requestType form', async () => {
    reply(ok());
    await post('/api/admin/give-code', { member_id: 3, ids: [1, 2], note: '发放' }, { requestType: 'form' });
    const { init, headers } = lastCall();
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(init.body).toBe('member_id=3&ids=1&ids=2&note=%E5%8F%91%E6%94%BE');
  });

  it('passes FormData through untouched (uploads), letting the browser set the boundary', async () => {
    reply(ok());
    const form = new FormData();
    form.append('remark', 'x');
    await post('/api/pay/offline', form);
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends no body on GET', async () => {
    reply(ok());
    await request('/api/x', { data: { a: 1 } });
    expect(lastCall().init.body).toBeUndefined();
  });

  it('has get, post, put, patch and delete helpers', async () => {
    for (let i = 0; i < 5; i += 1) reply(ok());
    await get('/a');
    await post('/a', { a: 1 });
    await put('/a', { a: 1 });
    await patch('/a', { a: 1 });
    await del('/a');
    expect(fetchMock.mock.calls.map(([, init]) => init.method)).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
  });

  it('adds the configured prefix to absolute paths', async () => {
    configureRequest({ prefix: 'https://api.example.com' });
    reply(ok());
    await get('/api/x');
    expect(lastCall().url).toBe('https://api.example.com/api/x');
  });

  it('buildQuery ignores an absent params object', () => {
    expect(buildQuery(undefined)).toBe('');
  });
});

describe('request: replies with errorCode (SPEC §8)', () => {
  it('resolves with the whole envelope on success, siblings included, and shows nothing', async () => {
    const body = {
      errorCode: 0,
      msg: '成功',
      data: [1],
      pages: { page: 1, pageSize: 20, totalCount: 1, pageCount: 1 },
    };
    reply(body);
    await expect(request('/api/x')).resolves.toEqual(body);
    expect(toast).not.toHaveBeenCalled();
  });

  it('resolves with the reply when errorCode ≠ 0 and toasts its msg for 2 s', async () => {
    const body = { errorCode: 30001, msg: '可用余额不足', data: null };
    reply(body);
    await expect(post('/api/member/tixian', { money: 1 })).resolves.toEqual(body);
    expect(toast).toHaveBeenCalledExactlyOnceWith({ type: 'error', content: '可用余额不足', duration: 2000 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("toasts '操作失败' when the failed reply has no msg", async () => {
    reply({ errorCode: 1, msg: '', data: null });
    await request('/api/x');
    expect(toast).toHaveBeenCalledWith({ type: 'error', content: '操作失败', duration: 2000 });
  });

  it('shows nothing with skipErrorHandler', async () => {
    reply({ errorCode: 1, msg: '不行', data: null });
    await request('/api/x', { skipErrorHandler: true });
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps the login failure toast for 3 s, with its own default text', async () => {
    reply({ errorCode: 10001, msg: '手机号或密码错误', data: null });
    await post('/api/default/login', {}, loginRequestOptions);
    expect(toast).toHaveBeenLastCalledWith({ type: 'error', content: '手机号或密码错误', duration: 3000 });
    reply({ errorCode: 10001, msg: '', data: null });
    await post('/api/default/login', {}, loginRequestOptions);
    expect(toast).toHaveBeenLastCalledWith({ type: 'error', content: '登录失败，请重试', duration: 3000 });
  });

  describe('error display types', () => {
    const failed = { errorCode: 42, msg: '出错了', data: null };

    it('silent shows nothing', async () => {
      reply(failed);
      await request('/api/x', { showType: ErrorShowType.SILENT });
      expect(toast).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    });

    it('warning shows a warning toast', async () => {
      reply(failed);
      await request('/api/x', { showType: ErrorShowType.WARNING });
      expect(toast).toHaveBeenCalledWith({ type: 'warning', content: '出错了', duration: 2000 });
    });

    it('error (the default) shows an error toast', async () => {
      reply(failed);
      await request('/api/x', { showType: ErrorShowType.ERROR });
      expect(toast).toHaveBeenCalledWith({ type: 'error', content: '出错了', duration: 2000 });
    });

    it('notification shows a notice for 3 s', async () => {
      reply(failed);
      await request('/api/x', { showType: ErrorShowType.NOTIFICATION });
      expect(toast).toHaveBeenCalledWith({ type: 'notification', content: '出错了', duration: 3000 });
    });

    it('redirect goes to /exception with errorCode and errorMessage', async () => {
      reply(failed);
      await request('/api/x', { showType: ErrorShowType.REDIRECT });
      expect(toast).not.toHaveBeenCalled();
      expect(navigate).toHaveBeenCalledWith(
        '/exception?errorCode=42&errorMessage=%E5%87%BA%E9%94%99%E4%BA%86',
      );
    });

    it('honours a showType the reply carries when the caller sets none', async () => {
      reply({ ...failed, showType: 'warning' });
      await request('/api/x');
      expect(toast).toHaveBeenCalledWith({ type: 'warning', content: '出错了', duration: 2000 });
    });
  });
});

describe('request: replies with success and message (SPEC §7)', () => {
  it('shows a success toast when success is true', async () => {
    reply({ success: true, message: '保存成功' });
    await expect(request('/api/x')).resolves.toEqual({ success: true, message: '保存成功' });
    expect(toast).toHaveBeenCalledWith({ type: 'success', content: '保存成功', duration: 2000 });
  });

  it('shows a failure toast when success is false', async () => {
    reply({ success: false, message: '保存失败' });
    await request('/api/x');
    expect(toast).toHaveBeenCalledWith({ type: 'error', content: '保存失败', duration: 2000 });
  });

  it("shows '操作失败' when a failure has an empty message", async () => {
    reply({ success: false, message: '' });
    await request('/api/x');
    expect(toast).toHaveBeenCalledWith({ type: 'error', content: '操作失败', duration: 2000 });
  });
});

describe('request: HTTP statuses (SPEC §8)', () => {
  it('401 forgets the token, goes to /user/login and rejects with an HttpError', async () => {
    localStorage.setItem('token', 'expired');
    reply({ errorCode: 10010, msg: '请先登录', data: null }, 401);
    const error = await rejection(get('/api/member/info'));
    expect(error.kind).toBe('HttpError');
    expect(error.message).toBe('http error');
    expect(error.status).toBe(401);
    expect(error.info).toEqual({ errorCode: 10010, msg: '请先登录', data: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/user/login');
    expect(toast).not.toHaveBeenCalled();
  });

  it('401 with skipErrorHandler still forgets the token but stays on the page', async () => {
    localStorage.setItem('token', 'expired');
    reply({ errorCode: 10010, msg: '请先登录', data: null }, 401);
    await rejection(get('/api/member/info', { skipErrorHandler: true }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('403 goes to /exception/403', async () => {
    reply({ errorCode: 10011, msg: '没有权限访问', data: null }, 403);
    const error = await rejection(get('/api/user/index'));
    expect(error.status).toBe(403);
    expect(navigate).toHaveBeenCalledWith('/exception/403');
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([500, 501, 502, 503, 504])('%i goes to /exception/500', async (status) => {
    reply({ errorCode: 50000, msg: 'x', data: null }, status);
    await rejection(get('/api/x'));
    expect(navigate).toHaveBeenCalledWith('/exception/500');
  });

  it.each([404, 405, 410, 418, 421])('%i goes to /exception/404', async (status) => {
    reply({ errorCode: 40400, msg: '接口不存在', data: null }, status);
    await rejection(get('/api/x'));
    expect(navigate).toHaveBeenCalledWith('/exception/404');
  });

  it("toasts the server's msg for other statuses (422) for 2 s", async () => {
    reply({ errorCode: 42200, msg: '参数错误：mobile 手机号格式不正确', data: null }, 422);
    const error = await rejection(post('/api/default/login', {}));
    expect(error.kind).toBe('HttpError');
    expect(error.status).toBe(422);
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      content: '参数错误：mobile 手机号格式不正确',
      duration: 2000,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('toasts the mapped message when the body has none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 400 }));
    await rejection(post('/api/x', {}));
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      content: '发出的请求有错误，服务器没有进行新建或修改数据的操作',
      duration: 2000,
    });
  });

  it.each([
    [422, '当创建一个对象时，发生一个验证错误'],
    [400, '发出的请求有错误，服务器没有进行新建或修改数据的操作'],
  ])(
    'maps %i without a message to its text (404–421, 403 and 5xx redirect instead)',
    async (status, text) => {
      reply({}, status);
      await rejection(get('/api/x'));
      expect(toast).toHaveBeenCalledWith({ type: 'error', content: text, duration: 2000 });
    },
  );

  it("falls back to '请求错误，请重试。' for an unmapped status (429 without a body)", async () => {
    fetchMock.mockResolvedValueOnce(new Response('Too Many Requests', { status: 429 }));
    const error = await rejection(get('/api/x'));
    expect(error.info).toBe('Too Many Requests');
    expect(toast).toHaveBeenCalledWith({ type: 'error', content: '请求错误，请重试。', duration: 2000 });
  });

  it('uses the msg of a 429 that has one', async () => {
    reply({ errorCode: 42900, msg: '请求过于频繁，请稍后再试', data: null }, 429);
    await rejection(post('/api/default/send-code', {}));
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      content: '请求过于频繁，请稍后再试',
      duration: 2000,
    });
  });

  it('shows nothing for a failed status with skipErrorHandler', async () => {
    reply({ errorCode: 42200, msg: '参数错误', data: null }, 422);
    await rejection(get('/api/x', { skipErrorHandler: true }));
    reply({}, 500);
    await rejection(get('/api/x', { skipErrorHandler: true }));
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats an empty 2xx answer (204) as a success without data', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(del('/api/x')).resolves.toEqual({ errorCode: 0, msg: '', data: null });
  });
});

describe('request: no answer, timeout, cancel, unreadable body', () => {
  it("toasts '网络异常，无法连接服务器' and rejects with kind Network when nothing answers", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(get('/api/x'));
    expect(error.kind).toBe('Network');
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      content: '网络异常，无法连接服务器',
      duration: 2000,
    });
  });

  it('rejects with kind Timeout and "timeout of {n}ms exceeded" when the timeout passes', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    const pending = rejection(get('/api/x', { timeout: 1500 }));
    await vi.advanceTimersByTimeAsync(1500);
    const error = await pending;
    expect(error.kind).toBe('Timeout');
    expect(error.message).toBe('timeout of 1500ms exceeded');
    expect(toast).toHaveBeenCalledWith({ type: 'error', content: '请求超时，请稍后重试', duration: 2000 });
  });

  it('has no timeout by default', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    const settled = vi.fn();
    void get('/api/x').then(settled, settled);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(settled).not.toHaveBeenCalled();
    expect(lastCall().init.signal?.aborted).toBe(false);
  });

  it('clears the timer when the answer comes in time', async () => {
    vi.useFakeTimers();
    reply(ok('x'));
    await expect(get('/api/x', { timeout: 1000 })).resolves.toEqual(ok('x'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with kind Cancel and shows nothing when the caller aborts', async () => {
    hangUntilAborted();
    const controller = new AbortController();
    const pending = rejection(get('/api/x', { signal: controller.signal, timeout: 5000 }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('Cancel');
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not even call fetch for an already-aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(get('/api/x', { signal: controller.signal }));
    expect(error.kind).toBe('Cancel');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects with kind ParseError when a 2xx body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 200 }));
    const error = await rejection(get('/api/x'));
    expect(error.kind).toBe('ParseError');
    expect(error.info).toBe('<html>oops</html>');
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      content: '服务器返回的数据无法解析',
      duration: 2000,
    });
  });

  it('treats a non-JSON error page (502 from a proxy) by its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await rejection(get('/api/x'));
    expect(error.kind).toBe('HttpError');
    expect(navigate).toHaveBeenCalledWith('/exception/500');
  });
});

describe('request: GET cache (useCache, 60 s, only 200)', () => {
  it('answers a repeated GET from the cache, keyed by url and params', async () => {
    reply(ok('first'));
    reply(ok('other'));
    await expect(get('/api/x', { useCache: true, params: { a: 1 } })).resolves.toEqual(ok('first'));
    await expect(get('/api/x', { useCache: true, params: { a: 1 } })).resolves.toEqual(ok('first'));
    await expect(get('/api/x', { useCache: true, params: { a: 2 } })).resolves.toEqual(ok('other'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('returns a copy, so a caller cannot change what the next one gets', async () => {
    reply(ok({ n: 1 }));
    await get('/api/x', { useCache: true });
    const first = await get<{ n: number }>('/api/x', { useCache: true });
    first.data.n = 2;
    const second = await get<{ n: number }>('/api/x', { useCache: true });
    expect(second.data.n).toBe(1);
  });

  it('forgets an answer after 60 000 ms', async () => {
    vi.useFakeTimers();
    reply(ok('old'));
    reply(ok('new'));
    await get('/api/x', { useCache: true });
    await vi.advanceTimersByTimeAsync(59_999);
    await expect(get('/api/x', { useCache: true })).resolves.toEqual(ok('old'));
    await vi.advanceTimersByTimeAsync(2);
    await expect(get('/api/x', { useCache: true })).resolves.toEqual(ok('new'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps only HTTP 200 answers', async () => {
    reply(ok('created'), 201);
    reply(ok('again'), 201);
    await get('/api/x', { useCache: true });
    await get('/api/x', { useCache: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not keep a business failure (errorCode ≠ 0)', async () => {
    reply({ errorCode: 1, msg: 'no', data: null });
    reply(ok('yes'));
    await get('/api/x', { useCache: true });
    await expect(get('/api/x', { useCache: true })).resolves.toEqual(ok('yes'));
  });

  it('does not cache without useCache, nor other methods', async () => {
    for (let i = 0; i < 4; i += 1) reply(ok());
    await get('/api/x');
    await get('/api/x');
    await request('/api/x', { method: 'POST', useCache: true });
    await request('/api/x', { method: 'POST', useCache: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('can be cleared (on login and logout)', async () => {
    reply(ok('a'));
    reply(ok('b'));
    await get('/api/x', { useCache: true });
    clearRequestCache();
    await expect(get('/api/x', { useCache: true })).resolves.toEqual(ok('b'));
  });
});

describe('unwrap', () => {
  it('gives the data of a successful reply', async () => {
    reply(ok({ id: 1 }));
    await expect(unwrap(get('/api/x'))).resolves.toEqual({ id: 1 });
  });

  it('throws a BusinessError carrying the reply when errorCode ≠ 0', async () => {
    reply({ errorCode: 40401, msg: '记录不存在', data: null });
    const error = await unwrap(get('/api/x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ errorCode: 40401, message: '记录不存在' });
  });
});

describe('a fresh authenticator code (issue 49)', () => {
  const stepUp = { errorCode: 10103, msg: '该操作需要再次验证身份，请输入身份验证器中的动态码', data: null };

  it('asks for the code and sends the same call again once it is taken', async () => {
    const askSecondFactor = vi.fn(() => Promise.resolve(true));
    configureRequest({ toast, navigate, onUnauthorized, askSecondFactor });
    reply(stepUp);
    reply(ok({ id: 7 }));
    const answer = await post('/api/admin/withdraw-approve', { id: 7 });
    expect(answer).toEqual(ok({ id: 7 }));
    expect(askSecondFactor).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastCall().init.body).toBe(JSON.stringify({ id: 7 }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the refusal when the member gives up, and never asks twice for one call', async () => {
    const askSecondFactor = vi.fn(() => Promise.resolve(false));
    configureRequest({ toast, navigate, onUnauthorized, askSecondFactor });
    reply(stepUp);
    expect((await post('/api/admin/withdraw-approve', { id: 7 })).errorCode).toBe(10103);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: stepUp.msg }));

    askSecondFactor.mockResolvedValue(true);
    reply(stepUp);
    reply(stepUp);
    expect((await post('/api/admin/withdraw-approve', { id: 7 })).errorCode).toBe(10103);
    expect(askSecondFactor).toHaveBeenCalledTimes(2);
  });

  it('sends an account that must set up its authenticator to 账号安全', async () => {
    configureRequest({ toast, navigate, onUnauthorized });
    reply({ errorCode: 10104, msg: '管理账号须先开启两步验证', data: null }, 403);
    await rejection(get('/api/default/main2'));
    expect(navigate).toHaveBeenCalledWith('/account/security');
  });
});
