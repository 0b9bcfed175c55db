import type { App } from '../app.ts';

/**
 * The API as the OpenAPI document describes it, for the generated suites: every operation with its
 * query and JSON body schemas, sample values that pass the schemas' simple rules, and the few tables
 * the suites read (which replies are not the envelope, which parameters name whose objects, and how
 * far staff reach). A new call is in the suites as soon as it is in the document.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  const?: unknown;
};

export type Operation = {
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  body: JsonSchema | null;
  /** Multipart (file upload) bodies: sent as JSON they are refused whole, which is still checked. */
  multipart: boolean;
};

/**
 * Replies that are not the `{ errorCode, msg, data }` envelope when they succeed: files and redirects.
 * A refusal of these is still the envelope.
 */
export const NOT_ENVELOPE = new Set([
  'GET /api/money/download', // the income export, an xlsx stream
  'GET /api/pay/voucher', // the voucher image
  'GET /api/lottery/ticket-file', // a period's ticket list, text/plain
  'GET /api/audit/export', // the audit trail's export, an xlsx stream
  'GET /api/open/metrics', // the fleet exporter, Prometheus text (issue 50 §2)
]);

/**
 * Operations of the document the suites call: the console API, the device API and the simulators
 * (which must refuse bad bodies as the real services do, with a 4xx).
 */
export async function operations(app: App): Promise<Operation[]> {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, RawOperation>> };
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!['/api/', '/device-api/', '/sim/'].some((prefix) => path.startsWith(prefix))) continue;
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') continue;
      const query: Record<string, JsonSchema> = {};
      const requiredQuery: string[] = [];
      for (const p of op.parameters ?? []) {
        if (p.in !== 'query') continue;
        query[p.name] = p.schema ?? {};
        if (p.required) requiredQuery.push(p.name);
      }
      const content = op.requestBody?.content ?? {};
      found.push({
        method: upper,
        path,
        query,
        requiredQuery,
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return found.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

type RawOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** The first alternative of a union, or the schema itself. */
export function plain(schema: JsonSchema): JsonSchema {
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  return alternative ? plain(alternative) : schema;
}

export function typeOf(schema: JsonSchema): string {
  const s = plain(schema);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') ?? 'string';
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.enum) return typeof s.enum[0];
  return 'string';
}

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
/** Strings tried, in order, against a string schema's pattern and length. */
const STRING_CANDIDATES = [
  'test',
  '测试',
  '张三',
  '13900000099',
  'wrong-password-123',
  today,
  today.slice(0, 7),
  `${today}T00:00:00+08:00`,
  'a@b.cn',
  'NB00000001',
  'https://example.com/',
  '1',
  '110000',
];

/** A value that passes the simple rules of `schema` (type, enum, range, length, pattern). */
export function sample(schema: JsonSchema, name = ''): unknown {
  const s = plain(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = sample(prop, key);
      return out;
    }
    case 'array':
      return s.items ? [sample(s.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    default: {
      const pattern = s.pattern ? new RegExp(s.pattern, 'u') : null;
      const fits = (v: string) =>
        (!pattern || pattern.test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 1e9);
      return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
  }
}

/** Query values are text: numbers and booleans as their digits and words. */
export function queryOf(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[key] = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

export const opKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
