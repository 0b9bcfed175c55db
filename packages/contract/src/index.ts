import { z } from 'zod';

// Validation messages in Chinese everywhere the contract is used (server replies and web forms).
z.config(z.locales.zhCN());

export * from './accounts.ts';
export * from './activity.ts';
export * from './content.ts';
export * from './cooperation.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './flashing.ts';
export * from './income.ts';
export * from './limits.ts';
export * from './labels.ts';
export * from './field-rules.ts';
export * from './account-rules.ts';
export * from './lottery.ts';
export * from './lottery-draw.ts';
export * from './devices.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './rooms.ts';
export * from './security.ts';
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

// The types both sides read off a call's schemas, so that no request or reply is written by hand in
// the web (decision 0022): `Input` is what a caller sends (before defaults and coercion), `Output`
// what the schema yields, `ReplyData` the `data` of a reply envelope.
export type Input<S extends z.ZodType> = z.input<S>;
export type Output<S extends z.ZodType> = z.output<S>;
export type ReplyData<S extends z.ZodType> = z.output<S> extends { data: infer D } ? D : never;
export * from './call.ts';
export * from './calls/index.ts';
export * from './audit.ts';
export * from './open-api.ts';
export * from './diagnosis.ts';
