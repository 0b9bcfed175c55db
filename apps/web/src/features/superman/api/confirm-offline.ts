// POST /api/admin/offline-confirm {id} — 确认线下转账已到账：订单变为已支付并向会员发放激活码；已被他人处理 31007
import { adminOfflineConfirmCall } from '@nodebao/contract/calls';
import { offlineAction } from './offline-action';

export const confirmOffline = offlineAction(adminOfflineConfirmCall, (id: number) => ({ id }));
