type Reply<T> = { errorCode: number; msg: string; data: T } & Record<string, unknown>;

/** A request's headers: the bearer token when there is one, JSON when there is a body, and more. */
export function requestHeaders(
  token: string | undefined,
  body: unknown,
  more: Record<string, string> = {},
): Record<string, string> {
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...more,
  };
}

/** One console API call with a bearer token; throws unless errorCode is 0. */
export async function api<T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<Reply<T>> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: requestHeaders(token, body),
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const reply = (await res.json()) as Reply<T>;
  if (reply.errorCode !== 0)
    throw new Error(`${method} ${url}: ${res.status} ${reply.errorCode} ${reply.msg}`);
  return reply;
}

export async function login(baseUrl: string, mobile: string, password: string): Promise<string> {
  const reply = await api<{ auth_key: string }>(baseUrl, '', 'POST', '/api/default/login', {
    mobile,
    password,
  });
  return reply.data.auth_key;
}
