/** Messages of the request client (SPEC §7–8). */
export const requestMessages = {
  /** HTTP status → what the user reads when the server's reply carries no message of its own. */
  codeMessage: {
    200: '服务器成功返回请求的数据',
    201: '新建或修改数据成功',
    202: '一个请求已经进入后台排队（异步任务）',
    204: '删除数据成功',
    400: '发出的请求有错误，服务器没有进行新建或修改数据的操作',
    403: '用户得到授权，但是访问是被禁止的',
    404: '发出的请求针对的是不存在的记录，服务器没有进行操作',
    406: '请求的格式不可得',
    410: '请求的资源被永久删除，且不会再得到的',
    422: '当创建一个对象时，发生一个验证错误',
    500: '服务器发生错误，请检查服务器',
    502: '网关错误',
    503: '服务不可用，服务器暂时过载或维护',
    504: '网关超时',
  } as Record<number, string>,
  fallback: '请求错误，请重试。',
  network: '网络异常，无法连接服务器',
  timeout: '请求超时，请稍后重试',
  parse: '服务器返回的数据无法解析',
  operationFailed: '操作失败',
  loginFailed: '登录失败，请重试',
} as const;
