/** Texts of the error pages (SPEC §2, §8). */
export const exception = {
  '403': '抱歉，你无权访问该页面',
  '404': '抱歉，你访问的页面不存在',
  '500': '抱歉，服务器出错了',
  genericTitle: '出错了',
  genericDesc: '抱歉，页面出现了错误',
  backHome: '返回首页',
  reload: '刷新页面',
} as const;
