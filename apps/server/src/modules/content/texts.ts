import fs from 'node:fs';
import path from 'node:path';
import type { LegalTextName } from '@nodebao/contract';
import { serverRoot } from '../../lib/paths.ts';

/** The Markdown texts shipped with the server: help guides and the legal pages. */
export type MarkdownText = { slug: string; title: string; summary: string; content: string };

function textsDir(): string {
  return path.join(serverRoot(), 'src', 'modules', 'content', 'texts');
}

export function parseMarkdownText(slug: string, raw: string): MarkdownText {
  const lines = raw.replace(/\r\n/g, '\n').split('\n');
  const titleIndex = lines.findIndex((l) => l.startsWith('# '));
  const title = titleIndex >= 0 ? (lines[titleIndex] ?? '').slice(2).trim() : slug;
  const content = lines
    .slice(titleIndex + 1)
    .join('\n')
    .trim();
  // The first prose paragraph, without Markdown marks, as the list summary.
  const firstParagraph =
    content.split(/\n\s*\n/).find((p) => p.trim() && !/^(#|[-*>|]|\d+\.)/.test(p.trim())) ?? '';
  const summary = firstParagraph
    .replace(/[*_`#>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { slug, title, summary: summary.length > 120 ? `${summary.slice(0, 119)}…` : summary, content };
}

export function readArticleTexts(): MarkdownText[] {
  const dir = path.join(textsDir(), 'articles');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseMarkdownText(f.replace(/\.md$/, ''), fs.readFileSync(path.join(dir, f), 'utf8')));
}

const legalCache = new Map<LegalTextName, MarkdownText>();

export function readLegalText(name: LegalTextName): MarkdownText {
  let text = legalCache.get(name);
  if (!text) {
    text = parseMarkdownText(name, fs.readFileSync(path.join(textsDir(), 'legal', `${name}.md`), 'utf8'));
    legalCache.set(name, text);
  }
  return text;
}
