/** Strings of API 令牌 (我的 → API 令牌, issue 50 §2). */
export const apiTokensText = {
  toPage: 'API 令牌',
  toPageHint: '用 Prometheus、Grafana 或脚本读取设备状态与收益',
  intro:
    '只读 API 令牌可调用开放接口（/api/open/）：设备群的 Prometheus 指标、设备列表与已结算收益。运营商的令牌可读取本人及下级会员的设备，会员的令牌只能读取自己的设备；令牌不能做任何修改。',
  staffRefused:
    '平台管理员不能创建 API 令牌：能读取全平台数据的令牌一旦泄露后果严重。请用运营商或会员账号创建。',
  create: {
    title: '新建令牌',
    name: '名称',
    namePlaceholder: '如：Grafana 监控',
    expiry: '有效期',
    expiryOptions: [
      { value: 30, label: '30 天' },
      { value: 90, label: '90 天' },
      { value: 365, label: '365 天' },
      { value: 0, label: '不过期' },
    ],
    ips: '允许的 IP',
    ipsPlaceholder: '每行一个 IP 或网段，如 203.0.113.10 或 203.0.113.0/24；留空则不限',
    submit: '创建令牌',
  },
  secret: {
    title: '请立即复制保存令牌',
    warning: '令牌只显示这一次，关闭后无法再次查看；泄露后请立即撤销。请像保管密码一样保管它。',
    copy: '复制令牌',
    copied: '令牌已复制',
    saved: '我已保存',
  },
  list: {
    title: '我的令牌',
    empty: '还没有 API 令牌',
    states: { active: '有效', expired: '已过期', revoked: '已撤销' },
    createdAt: (time: string) => `创建于 ${time}`,
    lastUsed: (time: string) => `最近使用 ${time}`,
    neverUsed: '从未使用',
    expires: (time: string) => `有效期至 ${time}`,
    noExpiry: '永不过期',
    ips: (ips: string) => `仅限 IP：${ips}`,
    anyIp: 'IP 不限',
    revoke: '撤销',
    revokeTitle: '撤销该令牌？',
    revokeBody: (name: string) => `令牌「${name}」将立即失效，使用它的监控和脚本将无法再读取数据。`,
    revoked: '令牌已撤销',
    loadFailed: 'API 令牌加载失败',
  },
  usage: {
    title: '接入 Prometheus',
    intro: '在 Prometheus 的抓取配置中加入（把令牌保存在文件里，不要写进配置本身）：',
    docs: '接口说明见 /api/docs 的“开放接口”。每个令牌每个接口每分钟最多 60 次请求。',
  },
} as const;
