import { describe, expect, it } from 'vitest';
import { RequestError } from '@/lib/request';
import { sampleAdminParams } from '@/testing/admin-params';
import { hookHarness } from '@/testing/hook-harness';
import { deviceTypesKey, type DeviceType } from '@/lib/device-types';
import { adminParams } from './get-params';
import { saveDeviceType } from './save-device-type';
import { saveParam } from './save-param';

/** The hooks under test, rendered by the harness. */
function useCalls() {
  return { saveParam: saveParam.use(), saveType: saveDeviceType.use() };
}

const { fetchMock, hooks, queryClient, answer } = hookHarness(useCalls);

const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return [url, init.method, JSON.parse(String(init.body))] as const;
};

const params = sampleAdminParams;

const type = (id: number, over: Partial<DeviceType> = {}): DeviceType => ({
  id,
  name: `X${id} 型`,
  code_price_fen: 9_900,
  description: '',
  ...over,
});

describe('GET /api/admin/params and POST /api/admin/param-save', () => {
  it('reads the parameters', async () => {
    answer({ errorCode: 0, msg: '', data: params });
    await expect(adminParams.fetch()).resolves.toEqual(params);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/params');
  });

  it('posts one group whole and keeps every parameter the server answers', async () => {
    queryClient().setQueryData(adminParams.prefix, params);
    const saved = { ...params, withdraw: { min_fen: 10, max_fen: 5_000_000, fee_rate_bp: 125 } };
    answer({ errorCode: 0, msg: '已保存', data: saved });

    await hooks().saveParam.mutateAsync({ key: 'withdraw', value: saved.withdraw });

    expect(sent()).toEqual([
      '/api/admin/param-save',
      'POST',
      { key: 'withdraw', value: { min_fen: 10, max_fen: 5_000_000, fee_rate_bp: 125 } },
    ]);
    expect(queryClient().getQueryData(adminParams.prefix)).toEqual(saved);
  });

  it('throws a 422 with the field it names and keeps the cached parameters', async () => {
    queryClient().setQueryData(adminParams.prefix, params);
    const data = {
      field: 'value.max_fen',
      errors: [{ field: 'value.max_fen', message: '最高提现金额不能低于最低金额' }],
    };
    answer({ errorCode: 42200, msg: '参数错误', data }, 422);

    const failed = hooks().saveParam.mutateAsync({
      key: 'withdraw',
      value: { min_fen: 2, max_fen: 1, fee_rate_bp: 0 },
    });

    await expect(failed).rejects.toBeInstanceOf(RequestError);
    await expect(failed).rejects.toMatchObject({ status: 422, info: { data } });
    expect(queryClient().getQueryData(adminParams.prefix)).toEqual(params);
  });
});

describe('POST /api/admin/device-type-save', () => {
  it('adds a type without an id and appends it to the cached list', async () => {
    queryClient().setQueryData(deviceTypesKey, [type(1)]);
    answer({ errorCode: 0, msg: '已保存', data: type(2, { code_price_fen: 12_990 }) });

    await hooks().saveType.mutateAsync({ name: 'X2 型', code_price_fen: 12_990, description: '' });

    expect(sent()).toEqual([
      '/api/admin/device-type-save',
      'POST',
      { name: 'X2 型', code_price_fen: 12_990, description: '' },
    ]);
    expect(
      queryClient()
        .getQueryData<DeviceType[]>(deviceTypesKey)
        ?.map((d) => d.id),
    ).toEqual([1, 2]);
    expect(queryClient().getQueryState(deviceTypesKey)?.isInvalidated).toBe(true);
  });

  it('edits a type by id and replaces it in place', async () => {
    queryClient().setQueryData(deviceTypesKey, [type(1), type(2)]);
    answer({ errorCode: 0, msg: '已保存', data: type(1, { code_price_fen: 8_800 }) });

    await hooks().saveType.mutateAsync({ id: 1, name: 'X1 型', code_price_fen: 8_800, description: '' });

    expect(sent()[2]).toEqual({ id: 1, name: 'X1 型', code_price_fen: 8_800, description: '' });
    const list = queryClient().getQueryData<DeviceType[]>(deviceTypesKey);
    expect(list?.map((d) => [d.id, d.code_price_fen])).toEqual([
      [1, 8_800],
      [2, 9_900],
    ]);
  });
});
