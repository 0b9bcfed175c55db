// POST /api/admin/offline-reject {id, reason（2–200 字）} — 驳回转账凭证，会员可重新上传；已被他人处理 31007
import { adminOfflineRejectCall } from '@nodebao/contract/calls';
import { offlineAction } from './offline-action';

export const rejectOffline = offlineAction(adminOfflineRejectCall);
