import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hookHarness } from '@/testing/hook-harness';
import { NO_FILTER } from '../lib/filter';
import { exportAudit } from './export-audit';
import { auditActions } from './get-audit-actions';
import { auditList } from './get-audit-list';

const { fetchMock, answer } = hookHarness(() => null);

describe('GET /api/audit/list and /api/audit/actions', () => {
  it('asks for a page with only the filters that are set', async () => {
    answer({
      errorCode: 0,
      msg: '',
      data: [],
      pages: { page: 2, pageSize: 50, totalCount: 60, pageCount: 2 },
    });
    const result = await auditList.fetchPage(
      { ...NO_FILTER, object: 'withdrawals', actor: '138', start: '2026-12-01', end: '2026-12-01' },
      2,
      50,
    );
    expect(result.pages.totalCount).toBe(60);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/audit/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      pageSize: '50',
      object: 'withdrawals',
      start: '2026-12-01',
      end: '2026-12-01',
    });
  });

  it('throws a refusal for the list’s error block', async () => {
    answer({ errorCode: 10030, msg: '无权访问', data: null });
    await expect(auditList.fetchPage(NO_FILTER, 1, 20)).rejects.toMatchObject({ message: '无权访问' });
  });

  it('reads the kinds of action', async () => {
    const data = [{ call: 'POST /api/admin/withdraw-approve', action: '提现审核通过' }];
    answer({ errorCode: 0, msg: '', data });
    await expect(auditActions.fetch()).resolves.toEqual(data);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/audit/actions');
  });
});

describe('GET /api/audit/export', () => {
  let clicked: string[] = [];
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    clicked = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => localStorage.clear());

  it('sends the filters with the token and saves under the server’s Chinese name', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['xlsx']), {
        status: 200,
        headers: {
          'content-disposition': `attachment; filename="nodebao-audit-2026-12-02.xlsx"; filename*=UTF-8''${encodeURIComponent('节点宝操作审计_2026-12-02.xlsx')}`,
        },
      }),
    );
    await expect(exportAudit({ ...NO_FILTER, member_id: '7', action: 'POST /api/x' })).resolves.toBe(
      '节点宝操作审计_2026-12-02.xlsx',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/audit/export?member_id=7&action=POST+%2Fapi%2Fx');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(clicked).toEqual(['节点宝操作审计_2026-12-02.xlsx']);
  });
});
