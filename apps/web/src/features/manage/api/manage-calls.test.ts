import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialDeviceState, useDeviceStore } from '@/features/device/store';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import { deviceRow } from '@/testing/device-row';
import type { DeviceInfo, DeviceRow } from '../types';
import { applyFenpei, fenpeiDevices } from './fenpei-devices';
import { getMemberTag } from './get-member-tag';
import { memberDevices, type DeviceListPage } from './get-member-devices';
import { mergeDeviceEverywhere, updateMemberDevice } from './update-member-device';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

/** A box of the partner 13800000003. */
const row = (id: number, over: Partial<DeviceRow> = {}) =>
  deviceRow(id, { member_id: 3, member_name: '杭州合伙人', member_mobile: '13800000003', ...over });

const info = (id: number, over: Partial<DeviceRow> = {}): DeviceInfo => ({
  ...row(id, over),
  status: null,
  pending_commands: 0,
});

const devicePage = (ids: number[]): DeviceListPage => ({
  list: ids.map((id) => row(id)),
  pages: { page: 1, pageSize: 20, totalCount: ids.length, pageCount: 1 },
  count: { total: ids.length, online: ids.length, offline: 0 },
});

function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
}

const filter = { member_id: 3, status: null, search: '' };

beforeEach(() => {
  clearRequestCache();
  resetRequestConfig();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useDeviceStore.setState(initialDeviceState());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('POST /api/member/fenpei-device', () => {
  it('select-all sends the member filter with the target member', async () => {
    answer({ errorCode: 0, msg: '', data: { affected: 40 } });
    const affected = await fenpeiDevices({
      selection: { select_all: true, filter: { member_id: 3 } },
      member: { id: 4, mobile: '13800000004', nickname: '广州合伙人', device_count: 0 },
    });
    expect(affected).toBe(40);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/member/fenpei-device');
    expect(JSON.parse(String(init.body))).toEqual({
      member_id: 4,
      select_all: true,
      filter: { member_id: 3 },
    });
  });

  it('the allocated rows take the new member in every cached list, the others stay', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(memberDevices.pageKey(filter, 1, 20), devicePage([1, 2, 3]));
    const infinite: InfiniteData<DeviceListPage> = { pages: [devicePage([1, 2])], pageParams: [1] };
    queryClient.setQueryData(memberDevices.scrollKey(filter), infinite);
    applyFenpei(queryClient, {
      selection: { ids: [2, 3] },
      member: { id: 4, mobile: '13800000004', nickname: '广州合伙人', device_count: 0 },
    });
    const paged = queryClient.getQueryData<DeviceListPage>(memberDevices.pageKey(filter, 1, 20));
    expect(paged?.list.map((r) => r.member_name)).toEqual(['杭州合伙人', '广州合伙人', '广州合伙人']);
    const appended = queryClient.getQueryData<InfiniteData<DeviceListPage>>(memberDevices.scrollKey(filter));
    expect(appended?.pages[0]?.list.map((r) => r.member_id)).toEqual([3, 4]);
  });
});

describe('POST /api/member/update-device', () => {
  it('saves, fetches the device again through member/device-info, and merges it into the lists', async () => {
    answer({ errorCode: 0, msg: '已保存', data: info(2, { name: '客厅' }) });
    answer({ errorCode: 0, msg: '', data: info(2, { name: '客厅', isp: 'unicom', online: false }) });
    const fresh = await updateMemberDevice({ id: 2, name: '客厅', isp: 'unicom' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/member/update-device',
      '/api/member/device-info?id=2',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      id: 2,
      name: '客厅',
      isp: 'unicom',
    });

    const queryClient = new QueryClient();
    queryClient.setQueryData(memberDevices.pageKey(filter, 1, 20), devicePage([1, 2]));
    useDeviceStore.setState({ list: [row(2)] });
    mergeDeviceEverywhere(queryClient, fresh);
    const merged = queryClient.getQueryData<DeviceListPage>(memberDevices.pageKey(filter, 1, 20))?.list[1];
    expect(merged).toMatchObject({ id: 2, name: '客厅', isp: 'unicom', online: false });
    expect(merged).not.toHaveProperty('pending_commands');
    expect(useDeviceStore.getState().list[0]).toMatchObject({ name: '客厅', isp: 'unicom' });
  });

  it('a refusal changes nothing and asks for nothing more', async () => {
    answer({ errorCode: 40401, msg: '设备不存在', data: null });
    await expect(updateMemberDevice({ id: 9, name: 'x', isp: null })).rejects.toThrow('设备不存在');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('one member tag (no info call)', () => {
  const tag = (id: number) => ({
    id,
    name: `标签${id}`,
    sort: 0,
    member_count: 0,
    operator_id: 2,
    operator_mobile: '13800000002',
    created_at: '2026-01-01T00:00:00.000Z',
  });

  /** A page of member-tag/index (100 a page) holding `tag(id)`, of `pageCount` pages. */
  const tagPage = (id: number, page: number, pageCount: number) =>
    answer({
      errorCode: 0,
      msg: '',
      data: [tag(id)],
      pages: { page, pageSize: 100, totalCount: pageCount, pageCount },
    });

  it('is looked up page by page in member-tag/index', async () => {
    tagPage(1, 1, 2);
    tagPage(7, 2, 2);
    expect(await getMemberTag(7)).toMatchObject({ id: 7, name: '标签7' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/member-tag/index?page=1&pageSize=100',
      '/api/member-tag/index?page=2&pageSize=100',
    ]);
  });

  it("a tag that is not there (or not the operator's) reads as not found", async () => {
    tagPage(1, 1, 1);
    await expect(getMemberTag(99)).rejects.toMatchObject({ errorCode: 40401 });
  });
});
