/** Strings of the config template pages (features/room): /device/template and its form. */
export const templateText = {
  // list
  intro: '模板是一组设备运行配置。应用到机房后，机房里的设备会按模板拨号、限速和缓存。',
  add: '新建模板',
  empty: '还没有模板',
  emptyHint: '新建一个模板，设好拨号方式、线路数和限速，再应用到机房',
  loadFailed: '模板加载失败',
  retry: '重新加载',
  total: (n: number) => `共 ${n} 个模板`,
  roomCount: (n: number) => (n > 0 ? `${n} 个机房使用` : '未应用到机房'),
  owner: (mobile: string) => `归属 ${mobile}`,
  edit: '编辑',
  delete: '删除',
  cancel: '取消',
  deleteConfirm: {
    title: '删除模板',
    content: (name: string, rooms: number) =>
      rooms > 0
        ? `确定删除模板「${name}」吗？有 ${rooms} 个机房正在使用它，删除后这些机房不再关联模板，设备保持当前配置。`
        : `确定删除模板「${name}」吗？`,
    ok: '删除',
  },
  deleted: '模板已删除',

  // settings, as the list and the form show them
  fields: {
    name: '模板名称',
    dialMode: '拨号方式',
    lineCount: '线路数',
    upLimit: '上行带宽上限',
    downLimit: '下行带宽上限',
    businessType: '业务类型',
    cachePolicy: '缓存盘策略',
    rooms: '应用到机房',
  },
  dialMode: { pppoe: 'PPPoE 拨号', static: '静态 IP', dhcp: 'DHCP' },
  businessType: { pcdn: 'PCDN 通用', vod: '点播加速', live: '直播加速', download: '下载加速' },
  cachePolicy: { auto: '自动选择', all: '全部磁盘', ssd: '仅 SSD', none: '不缓存' },
  cachePolicyHint: {
    auto: '按磁盘类型自动决定',
    all: '所有磁盘都用来缓存',
    ssd: '只用固态硬盘缓存',
    none: '不缓存内容，只做转发',
  },
  lines: (n: number) => `${n} 条线路`,
  upDown: (up: string, down: string) => `上行 ${up} · 下行 ${down}`,
  unlimited: '不限',
  mbps: (n: number) => `${n} Mbps`,

  // form
  formIntro: '保存后，模板应用到的机房里的设备会在下次上报时领取新配置。',
  namePlaceholder: '例如：电信 PPPoE 四线',
  lineCountHint: '1–64 条',
  limitPlaceholder: '0 表示不限',
  limitHint: '单位 Mbps，填 0 表示不限速',
  unit: 'Mbps',
  required: {
    name: '请输入模板名称',
    lineCount: '请输入线路数',
  },
  nameMax: (n: number) => `模板名称最多 ${n} 个字`,
  lineCountRange: (max: number) => `线路数为 1–${max} 的整数`,
  limitInvalid: (max: number) => `请输入 0–${max} 的整数（0 表示不限）`,
  rooms: {
    note: '所选机房里的设备会收到新的配置（设备下次上报时领取，通常 5 分钟内）。',
    noteInUse: '已在使用此模板的机房会一并收到修改后的配置。',
    switchHint: '机房原来用的是其他模板时，选中它就会改用本模板。',
    inUse: '使用中',
    current: (name: string) => `当前模板：${name}`,
    noTemplate: '未设置模板',
    devices: (n: number) => `${n} 台设备`,
    none: '还没有机房。',
    noneLink: '去新建机房',
    loadFailed: '机房列表加载失败',
    selected: (n: number) => `已选 ${n} 个机房`,
  },
  save: '保存',
  create: '创建模板',
  saved: '模板已保存',
  savedQueued: (n: number) => `模板已保存，已向 ${n} 台设备下发新配置`,
  notFound: '模板不存在或已删除',
  notFoundHint: '它可能已被删除，回到模板列表看看',
  backToList: '返回模板列表',
} as const;

export type TemplateText = typeof templateText;
