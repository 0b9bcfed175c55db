import { Dialog, Toast } from 'antd-mobile';
import { BusinessError } from '@/lib/request';
import { incomeText } from '@/locales/zh-CN/income';
import { useDownloadIncome, type ExportRange } from '../api/download-income';
import { inWeChat } from '../lib/wechat';

const t = incomeText.export;

/**
 * 导出 Excel: downloads the workbook and says how it went. WeChat's browser cannot save files, so
 * there the member is told to open the page in the system browser instead.
 */
export function useExport(memberId = 0) {
  const download = useDownloadIncome();

  async function run(range: ExportRange): Promise<boolean> {
    if (inWeChat()) {
      await Dialog.alert({ title: t.wechat, content: t.wechatHint, confirmText: incomeText.common.ok });
      return false;
    }
    try {
      await download.mutateAsync({ range, memberId });
      Toast.show({ icon: 'success', content: t.done });
      return true;
    } catch (error) {
      const message = error instanceof BusinessError && error.message ? error.message : t.failed;
      Toast.show({ icon: 'fail', content: message });
      return false;
    }
  }

  return { run, pending: download.isPending };
}
