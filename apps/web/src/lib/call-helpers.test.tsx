import { call } from '@nodebao/contract/calls';
import { envelope, listEnvelope } from '@nodebao/contract/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { hookHarness } from '@/testing/hook-harness';
import { queryCall } from './query-call';
import { BusinessError, configureRequest } from './request';
import { writeCall } from './write-call';

const boxSchema = z.object({ id: z.number(), name: z.string() });
const test = { auth: 'member', tags: ['测试'], summary: '测试' } as const;
const boxInfoCall = call({ ...test, method: 'GET', path: '/api/box/info', reply: envelope(boxSchema) });
const boxIndexCall = call({ ...test, method: 'GET', path: '/api/box/index', reply: listEnvelope(boxSchema) });
const renameBody = z.object({ id: z.number(), name: z.string() });
const renameCall = (to: 'a' | 'b') =>
  call({
    ...test,
    method: 'POST',
    path: `/api/box/rename-${to}`,
    body: renameBody,
    reply: envelope(boxSchema),
  });

const box = queryCall({
  call: boxInfoCall,
  prefix: ['box', 'info'],
  params: (id: number) => ({ id }),
});

const boxPage = queryCall({
  call: boxIndexCall,
  prefix: ['box', 'first'],
  params: (limit: number) => ({ page: 1, pageSize: limit }),
  read: (reply) => ({ names: reply.data.map((b) => b.name), total: reply.pages?.totalCount ?? 0 }),
});

const after = vi.fn();
const renameBox = writeCall({
  call: ({ to }: { id: number; name: string; to: 'a' | 'b' }) => renameCall(to),
  data: ({ id, name }) => ({ id, name }),
  after,
});

function useCalls() {
  return { idle: box.use(null), rename: renameBox.use(), queryClient: useQueryClient() };
}

const { fetchMock, hooks, queryClient, answer } = hookHarness(useCalls);

const sent = (i = 0) => ({
  url: fetchMock.mock.calls[i]?.[0],
  method: fetchMock.mock.calls[i]?.[1].method,
  body: fetchMock.mock.calls[i]?.[1].body,
});

describe('queryCall', () => {
  it('asks the URL with the params of its args and keeps the answer under prefix and args', async () => {
    answer({ errorCode: 0, msg: '', data: { id: 7, name: '一号' } });
    await expect(queryClient().fetchQuery(box.options(7))).resolves.toEqual({ id: 7, name: '一号' });
    expect(sent().url).toBe('/api/box/info?id=7');
    expect(box.key(7)).toEqual(['box', 'info', 7]);
    expect(queryClient().getQueryData(['box', 'info', 7])).toEqual({ id: 7, name: '一号' });
  });

  it('hands the whole reply to read, for what stands beside data', async () => {
    answer({
      errorCode: 0,
      msg: '',
      data: [{ id: 1, name: '甲' }],
      pages: { page: 1, pageSize: 1, totalCount: 9, pageCount: 9 },
    });
    await expect(boxPage.fetch(1)).resolves.toEqual({ names: ['甲'], total: 9 });
    expect(sent().url).toBe('/api/box/index?page=1&pageSize=1');
  });

  it('throws a refusal without a toast: the screen draws it', async () => {
    const toast = vi.fn();
    configureRequest({ toast });
    answer({ errorCode: 40401, msg: '记录不存在', data: null });
    const error: unknown = await box.fetch(8).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ errorCode: 40401, message: '记录不存在' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('asks nothing while its args are null', () => {
    expect(hooks().idle.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('writeCall', () => {
  it('posts what data makes of the body, to the URL of the body, and runs after with the result', async () => {
    after.mockReset();
    answer({ errorCode: 0, msg: '', data: { id: 3, name: '三号' } });
    const body = { id: 3, name: '三号', to: 'b' as const };
    await expect(hooks().rename.mutateAsync(body)).resolves.toEqual({ id: 3, name: '三号' });
    expect(sent()).toEqual({ url: '/api/box/rename-b', method: 'POST', body: '{"id":3,"name":"三号"}' });
    expect(after).toHaveBeenCalledWith(queryClient(), { id: 3, name: '三号' }, body);
  });

  it('toasts a refusal, throws it, and leaves the caches alone', async () => {
    after.mockReset();
    const toast = vi.fn();
    configureRequest({ toast });
    answer({ errorCode: 22007, msg: '名称已存在', data: null });
    await expect(hooks().rename.mutateAsync({ id: 3, name: '重名', to: 'a' })).rejects.toMatchObject({
      errorCode: 22007,
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', content: '名称已存在' }));
    expect(after).not.toHaveBeenCalled();
  });

  it('sends without the hook too, and then touches no cache', async () => {
    after.mockReset();
    answer({ errorCode: 0, msg: '', data: { id: 4, name: '四号' } });
    await expect(renameBox.send({ id: 4, name: '四号', to: 'a' })).resolves.toEqual({ id: 4, name: '四号' });
    expect(after).not.toHaveBeenCalled();
  });
});
