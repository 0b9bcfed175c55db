// POST /api/admin/withdraw-reject {id, reason（2–200 字）} — 驳回提现，金额退回会员余额；已被他人处理 30005
import type { Output, withdrawRejectBody } from '@nodebao/contract';
import { reviewAction } from './review-action';

export const rejectWithdrawal = reviewAction<Output<typeof withdrawRejectBody>>('/api/admin/withdraw-reject');
