// POST /api/member/offline-transfer multipart/form-data: order_no, payer_name, remark, voucher（图片）
// — 提交转账凭证，订单进入“凭证审核中”；图片不符 31006，订单已处理 31007
import { memberOfflineTransferCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { storeOrder } from './get-order';

export type TransferForm = { order_no: string; payer_name: string; remark: string; voucher: File };

export const submitTransfer = writeCall<typeof memberOfflineTransferCall, TransferForm>({
  call: memberOfflineTransferCall,
  data: (form) => {
    const body = new FormData();
    body.append('order_no', form.order_no);
    body.append('payer_name', form.payer_name);
    body.append('remark', form.remark);
    // The file last: a multipart parser then has every field before it streams the image.
    body.append('voucher', form.voucher, form.voucher.name);
    return body;
  },
  after: (queryClient, order) => storeOrder(queryClient, order),
});
