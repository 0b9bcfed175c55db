import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessError } from '@/lib/request';
import { downloadIncome, exportRangeError } from './download-income';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clicked = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  localStorage.clear();
});

describe('GET /api/money/download', () => {
  it('asks with the token and saves the workbook under the server’s Chinese name', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['xlsx']), {
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="a.xlsx"; filename*=UTF-8''${encodeURIComponent('节点宝收益明细_2026-11.xlsx')}`,
        },
      }),
    );
    await expect(downloadIncome({ month: '2026-11' }, 4)).resolves.toBe('节点宝收益明细_2026-11.xlsx');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/money/download?month=2026-11&member_id=4');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(clicked).toEqual([{ href: 'blob:x', download: '节点宝收益明细_2026-11.xlsx' }]);
  });

  it('sends a range as start and end', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Blob(['x']), { status: 200 }));
    await downloadIncome({ start: '2026-11-01', end: '2026-11-21' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/money/download?start=2026-11-01&end=2026-11-21');
    expect(clicked[0]?.download).toBe('节点宝收益明细_2026-11-01_2026-11-21.xlsx');
  });

  it('throws the server’s refusal (a JSON envelope) and saves nothing', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errorCode: 42200, msg: '一次最多导出 366 天', data: null }), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
    const error = await downloadIncome({ start: '2024-01-01', end: '2026-11-21' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).message).toBe('一次最多导出 366 天');
    expect(clicked).toEqual([]);
  });

  it('forgets the token on a 401', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    await expect(downloadIncome({ month: '2026-11' })).rejects.toMatchObject({
      kind: 'HttpError',
      status: 401,
    });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('exportRangeError', () => {
  it('says what the server would refuse before asking', () => {
    expect(exportRangeError('2026-11-01', '2026-11-30')).toBeNull();
    expect(exportRangeError('2026-11-02', '2026-11-01')).toBe('结束日期不能早于开始日期');
    // 366 days, both ends counted, is the most (the server refuses end − start ≥ 366 days).
    expect(exportRangeError('2025-11-01', '2026-11-01')).toBeNull();
    expect(exportRangeError('2025-11-01', '2026-11-02')).toBe('一次最多导出 366 天');
  });
});
