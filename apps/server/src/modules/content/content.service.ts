import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { areaList } from '@vant/area-data';
import chinaGeo from 'china-geojson';
import {
  SMS,
  type AreaNode,
  type Article,
  type ArticleSummary,
  type LegalTextName,
  type Release,
} from '@nodebao/contract';
import rootPackage from '../../../../../package.json' with { type: 'json' };
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { pagesOf, replyRow } from '../../lib/reply.ts';
import { getParams, toConfigInfo } from '../params/params.service.ts';
import { APP_CHANGELOG } from './app-changelog.ts';
import * as repo from './content.repo.ts';
import { readArticleTexts, readLegalText } from './texts.ts';

export async function configInfo(deps: Deps, textName?: LegalTextName) {
  const info = toConfigInfo(await getParams(deps.db), SMS.resendSeconds);
  if (!textName) return info;
  const text = readLegalText(textName);
  return { ...info, text: { name: textName, title: text.title, content: text.content } };
}

// ---- downloads ---------------------------------------------------------------------------------

export function downloadsDir(deps: Deps): string {
  return path.join(deps.config.dataDir, 'downloads');
}

/** A release as the contract writes it: its row renamed, its file as the address it is served at. */
function toRelease({ fileName, ...r }: repo.ReleaseRow): Release {
  return { ...replyRow(r), url: `/downloads/${encodeURIComponent(fileName)}` };
}

/** Flashing tutorial and ROM images, newest first (/user/download). */
export async function flashingDownloads(deps: Deps): Promise<Release[]> {
  return (await repo.listReleases(deps.db, ['tutorial', 'rom'])).map(toRelease);
}

export async function appVersion(deps: Deps) {
  const [android] = await repo.listReleases(deps.db, ['android']);
  const latest = APP_CHANGELOG[0];
  return {
    version: rootPackage.version,
    released_at: latest?.date ?? '',
    changelog: APP_CHANGELOG,
    android: android ? toRelease(android) : null,
  };
}

/**
 * Publishes a file for download: copies it under DATA_DIR/downloads and records its size and SHA-256,
 * computed from the bytes, so what the page shows is what a member will verify.
 */
export async function publishRelease(
  deps: Deps,
  input: { kind: Release['kind']; name: string; version: string; sourcePath: string; notes: string },
): Promise<void> {
  const bytes = fs.readFileSync(input.sourcePath);
  const fileName = path.basename(input.sourcePath);
  fs.mkdirSync(downloadsDir(deps), { recursive: true });
  fs.writeFileSync(path.join(downloadsDir(deps), fileName), bytes);
  await repo.upsertRelease(deps.db, {
    kind: input.kind,
    name: input.name,
    version: input.version,
    fileName,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    notes: input.notes,
  });
}

// ---- China data --------------------------------------------------------------------------------

let districtJson: string | undefined;

/** The administrative divisions of @vant/area-data as a province → city → county tree, serialised once. */
export function districtTreeJson(): string {
  if (districtJson) return districtJson;
  const provinces = Object.entries(areaList.province_list).map(([code, name]): AreaNode => ({
    code,
    name,
    children: [],
  }));
  const cities = new Map<string, AreaNode>();
  for (const [code, name] of Object.entries(areaList.city_list)) {
    const city: AreaNode = { code, name, children: [] };
    cities.set(code.slice(0, 4), city);
    provinces.find((p) => p.code.slice(0, 2) === code.slice(0, 2))?.children?.push(city);
  }
  for (const [code, name] of Object.entries(areaList.county_list)) {
    cities.get(code.slice(0, 4))?.children?.push({ code, name });
  }
  districtJson = JSON.stringify({ errorCode: 0, msg: '操作成功', data: provinces });
  return districtJson;
}

const mapJson = new Map<string, string>();

/** China's provinces map ("China") or one province's cities map ("广东"), for echarts.registerMap. */
export function mapGeoJson(name: string): string {
  const cached = mapJson.get(name);
  if (cached) return cached;
  const maps = chinaGeo as Record<string, unknown>;
  if (!Object.hasOwn(maps, name)) throw new AppError('NOT_FOUND', '没有该地区的地图');
  const json = JSON.stringify({ errorCode: 0, msg: '操作成功', data: maps[name] });
  mapJson.set(name, json);
  return json;
}

// ---- help guides -------------------------------------------------------------------------------

export async function articleList(deps: Deps, page: number, pageSize: number) {
  const { rows, total } = await repo.listPublishedArticles(deps.db, page, pageSize);
  const data: ArticleSummary[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    updated_at: r.updatedAt.toISOString(),
  }));
  return { data, pages: pagesOf(page, pageSize, total) };
}

export async function articleView(deps: Deps, id: number): Promise<Article> {
  const row = await repo.findPublishedArticle(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', '文章不存在或已下线');
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Seeds the shipped help guides; runs at every start and only adds guides that are missing. */
export async function seedArticles(deps: Deps): Promise<void> {
  const texts = readArticleTexts();
  for (const [index, t] of texts.entries()) {
    await repo.insertArticleIfMissing(deps.db, {
      slug: t.slug,
      title: t.title,
      summary: t.summary,
      content: t.content,
      sort: (index + 1) * 10,
    });
  }
}

/**
 * The flashing tutorial is published as a stand-alone HTML page rendered from the flashing guide, so
 * a member can keep it offline next to the ROM. Published at start when missing.
 */
export async function publishFlashingTutorial(deps: Deps): Promise<void> {
  const existing = await repo.listReleases(deps.db, ['tutorial']);
  if (existing.length > 0) return;
  const guide = readArticleTexts().find((t) => t.slug.endsWith('flashing'));
  if (!guide) return;
  const { marked } = await import('marked');
  const body = await marked.parse(guide.content);
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${guide.title} - 节点宝</title>
<style>body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;max-width:760px;margin:0 auto;padding:16px;line-height:1.7;color:#1f1f1f}
code,pre{background:#f5f5f5;border-radius:4px;padding:2px 4px}pre{padding:12px;overflow:auto}h1{font-size:24px}</style></head>
<body><h1>${guide.title}</h1>${body}<hr><p>节点宝 · 刷机教程 v1.0</p></body></html>`;
  const tmp = fs.mkdtempSync(path.join(deps.config.dataDir, 'tmp-'));
  try {
    const file = path.join(tmp, 'nodebao-flashing-guide-v1.0.html');
    fs.writeFileSync(file, html);
    await publishRelease(deps, {
      kind: 'tutorial',
      name: '节点宝刷机教程',
      version: '1.0',
      sourcePath: file,
      notes: '准备硬件、下载并校验 ROM、写入镜像、首次启动与绑定的完整步骤。',
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
