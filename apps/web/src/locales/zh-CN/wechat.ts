/** Strings of the WeChat JS-SDK layer (lib/wechat) and the WeChat account binding. */
export const wechatText = {
  /** SPEC §5: the one validation message of the JS-SDK config answer, kept verbatim. */
  appIdMissing: 'appId not exist',
  notInWechat: '请在微信中打开本页',
  signFailed: '获取微信签名失败，请刷新页面后重试',
  configFailed: (reason: string) => `微信接口初始化失败：${reason || '未知原因'}`,
  loadFailed: '微信组件加载失败，请检查网络后重试',
  payFailed: (reason: string) => `微信支付未完成：${reason || '未知原因'}`,
  scanFailed: '微信扫一扫不可用',

  /** The invite link shared to Moments and chats. */
  share: {
    title: '节点宝：闲置带宽也能赚收益',
    desc: (nickname: string) => `${nickname || '好友'}邀请你加入节点宝，注册后绑定设备即可开始赚取收益。`,
  },

  bind: {
    row: '微信绑定',
    bound: '已绑定',
    unbound: '未绑定',
    bind: '绑定',
    unbind: '解绑',
    openInWechat: '请在微信中打开本页绑定',
    redirecting: '正在跳转到微信授权…',
    binding: '正在绑定微信…',
    bindDone: '微信已绑定',
    bindFailed: '微信绑定失败，请重试',
    unbindTitle: '解绑微信',
    unbindConfirm: '解绑后将不能在微信内使用微信支付，确定解绑吗？',
    unbindOk: '解绑',
    cancel: '取消',
    unbindDone: '微信已解绑',
    hint: '绑定后可在微信内直接使用微信支付',
  },
} as const;
