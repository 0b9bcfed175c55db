// Every table of every domain, for Drizzle's client and drizzle-kit's migration generator.
export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/activity/activity.table.ts';
export * from '../modules/content/content.table.ts';
export * from '../modules/devices/devices.table.ts';
export * from '../modules/ledger/ledger.table.ts';
export * from '../modules/messages/messages.table.ts';
export * from '../modules/params/params.table.ts';
export * from '../modules/partner/partner.table.ts';
export * from '../modules/pay/pay.table.ts';
export * from '../modules/rooms/rooms.table.ts';
export * from '../modules/settlement/settlement.table.ts';
export * from '../modules/tags/tags.table.ts';
export * from '../modules/throttle/throttle.table.ts';
export * from '../modules/wechat/wechat.table.ts';
export * from '../modules/withdrawals/withdrawals.table.ts';
export * from '../modules/lottery/lottery.table.ts';
export * from '../modules/services/cooperation.table.ts';
