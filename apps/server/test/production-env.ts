/**
 * The least a production configuration starts with (a secret, a real SMS provider): what the tests
 * of one more production setting add theirs to.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(32),
  SMS_PROVIDER: 'aliyun',
  SMS_ALIYUN_ACCESS_KEY_ID: 'LTAI-test',
  SMS_ALIYUN_ACCESS_KEY_SECRET: 'aliyun-test-secret',
};
