import { z } from 'zod';
import { envelope, listEnvelope, pageQuery } from './envelope.ts';

export const legalTextNames = ['about', 'agreement', 'privacy'] as const;
export type LegalTextName = (typeof legalTextNames)[number];

/** configInfo of SPEC §3: invoice parameters and the public business parameters. */
export const configInfoSchema = z.object({
  site_name: z.string(),
  service_phone: z.string(),
  service_email: z.string(),
  service_hours: z.string(),
  fapiao_param: z.object({
    enabled: z.boolean(),
    kinds: z.array(z.object({ value: z.string(), label: z.string() })),
    min_amount_fen: z.number().int(),
    note: z.string(),
  }),
  withdraw: z.object({ min_fen: z.number().int(), max_fen: z.number().int(), fee_rate_bp: z.number().int() }),
  isp_price_fen: z.object({ telecom: z.number().int(), unicom: z.number().int(), mobile: z.number().int() }),
  referral_rate_bp: z.number().int(),
  sms_resend_seconds: z.number().int(),
});
export type ConfigInfo = z.infer<typeof configInfoSchema>;

export const paramQuery = z.object({ name: z.enum(legalTextNames).optional() });
export const paramReply = envelope(
  configInfoSchema.extend({
    text: z.object({ name: z.enum(legalTextNames), title: z.string(), content: z.string() }).optional(),
  }),
);

export const releaseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['tutorial', 'rom', 'android']),
  name: z.string(),
  version: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  url: z.string(),
  notes: z.string(),
  published_at: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;
export const downloadReply = envelope(z.array(releaseSchema));

export const appVerReply = envelope(
  z.object({
    version: z.string(),
    released_at: z.string(),
    changelog: z.array(z.object({ version: z.string(), date: z.string(), notes: z.array(z.string()) })),
    android: releaseSchema.nullable(),
  }),
);

export type AreaNode = { code: string; name: string; children?: AreaNode[] };
export const areaNodeSchema: z.ZodType<AreaNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(areaNodeSchema).optional() }),
);
export const districtReply = envelope(z.array(areaNodeSchema));

export const mapQuery = z.object({ name: z.string().max(16).default('China') });
export const mapReply = envelope(
  z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) }).loose(),
);

export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  updated_at: z.string(),
});
export const articleSchema = articleSummarySchema.extend({ content: z.string() });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Article = z.infer<typeof articleSchema>;
export const articleListQuery = pageQuery(20, 100);
export const articleListReply = listEnvelope(articleSummarySchema);
export const articleViewQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const articleViewReply = envelope(articleSchema);
