/** Strings of the help centre (features/help). */
export const helpText = {
  title: '帮助中心',
  intro: '添加设备、收益结算、提现、刷机等常见问题的使用指南。',
  back: '返回',
  empty: '暂无帮助指南',
  retry: '重新加载',
  loadFailed: '加载失败',
  loadFailedHint: '请检查网络后重试',
  noMore: '没有更多了',
  updatedAt: (date: string) => `更新于 ${date}`,
  notFound: '文章不存在或已下线',
  notFoundHint: '这篇指南可能已被删除或下线，看看其他指南吧。',
  backToList: '返回帮助中心',
  detailTitle: '使用指南',
} as const;
