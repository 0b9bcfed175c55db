import { useMemo } from 'react';
import { useFeedback } from '@/lib/feedback';
import { useAddressParams, useListAddress, type AddressPatch } from '@/lib/list/use-list-address';
import { BusinessError } from '@/lib/request';
import { isWechat } from '@/lib/wechat/env';
import { auditText } from '@/locales/zh-CN/audit';
import { useExportAudit } from '../api/export-audit';
import { useAuditActions } from '../api/get-audit-actions';
import { actionOptions } from '../lib/event';
import { filterCount, filterFromParams, NO_FILTER, type AuditFilter } from '../lib/filter';

const t = auditText.export;

/**
 * The audit trail's controller for the phone and desktop views alike: the filters kept in the address
 * (a refresh or a shared link keeps them), the kinds of action to pick from, and 导出 Excel. The views
 * read the list their own way: pages appended on a phone, a paged table on a desktop.
 * `pageSizes`: the desktop table's page sizes.
 */
export function useAuditView(pageSizes?: readonly number[]) {
  const address = useListAddress({ pageSizes });
  const [params, update] = useAddressParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const actions = useAuditActions();
  const options = useMemo(() => actionOptions(actions.data ?? []), [actions.data]);
  const exporter = useExportAudit();
  const feedback = useFeedback();

  /** Writes some filters at once (an empty one is removed); the list starts again at page 1. */
  function setFilter(patch: Partial<AuditFilter>) {
    update({ page: undefined, ...(patch as AddressPatch) });
  }

  async function exportRows() {
    // WeChat's browser cannot save files: say where to export instead.
    if (isWechat()) {
      feedback.tell('warning', t.wechat);
      return;
    }
    try {
      await exporter.mutateAsync(filter);
      feedback.success(t.done);
    } catch (error) {
      feedback.tell('error', error instanceof BusinessError && error.message ? error.message : t.failed);
    }
  }

  return {
    address,
    filter,
    count: filterCount(filter),
    setFilter,
    clearFilters: () => setFilter(NO_FILTER),
    actions,
    actionOptions: options,
    exportRows,
    exporting: exporter.isPending,
  };
}

export type AuditView = ReturnType<typeof useAuditView>;
