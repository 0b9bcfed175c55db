/** Strings of the application shell: brand, loading states, layouts, offline notice. */
/** The one mark of a value that is missing (no MAC, no type, not reported yet), everywhere (issue 12). */
export const EMPTY_VALUE = '—';

/** Strings of the shared components (components/). */
export const appText = {
  /** The reasons a box is abnormal, as a row's marker says them (DEVICE_ALARMS). */
  alarmsTitle: (reasons: string) => `异常：${reasons}`,
  loadMore: '加载更多',
  /** The end of a phone list (components/infinite-scroll), as antd-mobile's said it. */
  infiniteScroll: { loading: '加载中', failed: '加载失败', retry: '重新加载', noMore: '没有更多了' },
  /** What a list says when the server could not be reached or refused (components/desktop-list). */
  list: {
    loadFailed: '加载失败',
    loadFailedHint: '网络不太稳定，请稍后重试',
    loadMoreFailed: '加载失败，请重试',
    retry: '重新加载',
    total: (n: number) => `共 ${n} 条`,
  },
  /** The province / city / district field (components/area-field). */
  area: {
    areaPlaceholder: '请选择省市区',
    cityPlaceholder: '请选择省份和城市',
    areaTitle: '选择所在地区',
    areaLoading: '地区数据加载中…',
    areaFailed: '地区数据加载失败，点此重试',
    clearArea: '清除',
  },
} as const;

export const app = {
  brand: '节点宝',
  slogan: '节点设备收益管理平台',
  titleSuffix: ' - 节点宝',
  loading: '加载中...',
  checking: '正在验证登录状态',
  loadFailed: '加载失败，请检查网络后重试',
  refreshFailed: '刷新失败，请稍后再试',
  retry: '重试',
  clear: '清除',
  cancel: '取消',
  back: '返回',
  logout: '退出登录',
  logoutConfirm: '确定要退出登录吗？',
  backHome: '返回首页',
  offline: '当前处于离线状态',
  copyright: '节点宝 © 2026',
  sideMenu: '主菜单',
} as const;
