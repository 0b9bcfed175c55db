// GET /api/device/install-record?device_id=&action=install|uninstall&page=&pageSize=20 — 上下架记录
import { deviceInstallRecordCall } from '@nodebao/contract/calls';
import { getListPage, listCall } from '@/lib/list/list-call';
import type { InstallRecordFilter } from '../lib/device-filter';

export const installRecords = listCall({
  prefix: ['manage', 'install-records'],
  fetchPage: (filter: InstallRecordFilter, page, pageSize, signal) =>
    getListPage(
      deviceInstallRecordCall,
      { device_id: filter.device_id || undefined, action: filter.action ?? undefined, page, pageSize },
      signal,
    ),
  staleTime: 0,
});

export const installRecordsPrefix = installRecords.prefix;
export const { usePage: useInstallRecords, useScroll: useInfiniteInstallRecords } = installRecords;
