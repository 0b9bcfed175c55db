import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { BusinessError } from '@/lib/request';
import { suggestText as t } from '@/locales/zh-CN/suggest';
import { useAreaList } from '../api/get-area-list';
import styles from '../components/suggest.module.css';
import { ZhishuExplainer } from '../components/zhishu-explainer';
import { ZhishuCards, ZhishuTableView } from '../components/zhishu-list';
import { provinceParam } from '../lib/zhishu';
import type { AreaScope, ZhishuRow } from '../types';
import { RetryButton } from '@/components/retry-button';
import regions from '@/components/region-list.module.css';
import segmented from '@/components/segmented.module.css';

type View = 'province' | 'city';

/**
 * /manage/suggest (区域部署指数, operators): where one more box is likely to earn most. Provinces or
 * all cities ranked by the index with the figures behind it; a province opens its cities
 * (zhishu-info). `?view=` and `?province=` keep the place for the back button.
 */
export default function SuggestPage() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const province = provinceParam(params.get('province'));
  const view: View = province || params.get('view') === 'city' ? 'city' : 'province';
  const scope: AreaScope = view === 'province' ? { level: 'province' } : { level: 'city', province };
  const list = useAreaList(scope);
  // The province's own row (its name and index) from the provinces' list, cached from the first view.
  const provinces = useAreaList({ level: 'province' });
  const place = province ? (provinces.data?.data.find((r) => r.code === province) ?? null) : null;

  function setView(next: View) {
    setParams(next === 'city' ? { view: 'city' } : {}, { replace: true });
  }
  function openProvince(row: ZhishuRow) {
    setParams({ province: row.code }, { state: { fromList: true } });
  }
  function back() {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else setParams({}, { replace: true });
  }

  const title = province
    ? t.provinceCities(place?.name ?? province)
    : view === 'province'
      ? t.listTitle.province
      : t.listTitle.city;
  const onOpen = view === 'province' ? openProvince : undefined;

  let body;
  if (list.data) {
    const rows = list.data.data;
    if (rows.length === 0) body = <p className={styles.empty}>{province ? t.emptyCities : t.empty}</p>;
    else if (desktop) body = <ZhishuTableView rows={rows} onOpen={onOpen} />;
    else body = <ZhishuCards rows={rows} onOpen={onOpen} />;
  } else if (list.error) {
    const message = list.error instanceof BusinessError ? list.error.message : '';
    body = (
      <ErrorBlock status="disconnected" title={t.loadFailed} description={message}>
        <RetryButton query={list}>{t.retry}</RetryButton>
      </ErrorBlock>
    );
  } else body = <Skeleton.Paragraph lineCount={8} animated />;

  return (
    <main className={styles.page}>
      <ZhishuExplainer table={list.data ?? provinces.data} open={desktop} />
      <section className={regions.card} aria-label={title}>
        <header className={styles.listHead}>
          <div className={styles.listPlace}>
            {province ? (
              <button type="button" className={styles.back} onClick={back} aria-label={t.backLabel}>
                {t.back}
              </button>
            ) : null}
            <h2 className={styles.cardTitle}>{title}</h2>
          </div>
          {province ? null : (
            <div className={segmented.track} role="radiogroup" aria-label={t.views.label}>
              {(['province', 'city'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  role="radio"
                  aria-checked={view === v}
                  className={`${segmented.option} ${view === v ? segmented.selected : ''}`}
                  onClick={() => setView(v)}
                >
                  {t.views[v]}
                </button>
              ))}
            </div>
          )}
        </header>
        {place ? (
          <p className={styles.placeLine}>
            {place.name} {t.columns.zhishu} <b>{place.zhishu}</b> · {t.cityCount(list.data?.data.length ?? 0)}
          </p>
        ) : null}
        {body}
      </section>
    </main>
  );
}
