import { z } from 'zod';

// Validation messages in Chinese everywhere the contract is used (server replies and web forms).
z.config(z.locales.zhCN());

export * from './accounts.ts';
export * from './content.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './income.ts';
export * from './limits.ts';
export * from './devices.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './rooms.ts';
export * from './settlement.ts';
export * from './stats.ts';
export * from './tags.ts';
export * from './telemetry.ts';
export * from './members.ts';
export * from './partner.ts';
export * from './params.ts';
export * from './pay.ts';
export * from './tongji.ts';
export * from './wechat.ts';
export * from './withdrawals.ts';
export * from './text.ts';
