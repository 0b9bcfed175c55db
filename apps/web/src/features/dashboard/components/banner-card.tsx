import { memo } from 'react';
import { Swiper } from 'antd-mobile';
import { Link } from 'react-router';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { useMain2 } from '../api/get-main2';
import type { Main2 } from '../types';
import dashboard from './dashboard.module.css';
import styles from './income.module.css';

type Banner = Main2['banner_data'][number];

/** A console route opens in place; anything else (an https link) in a new tab. */
function BannerLink({ banner }: { banner: Banner }) {
  const content = banner.image ? (
    <img className={styles.bannerImage} src={banner.image} alt={banner.title} />
  ) : (
    <>
      <span className={styles.bannerTag}>{t.banner.label}</span>
      <span className={styles.bannerTitle}>{banner.title}</span>
      <span aria-hidden="true">›</span>
    </>
  );
  if (banner.link.startsWith('/'))
    return (
      <Link className={styles.bannerSlide} to={banner.link} aria-label={t.banner.open(banner.title)}>
        {content}
      </Link>
    );
  return (
    <a
      className={styles.bannerSlide}
      href={banner.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.banner.open(banner.title)}
    >
      {content}
    </a>
  );
}

const selectBanners = (home: Main2) => home.banner_data;

/** main2's banners, one line each, turning every 4 s (none: nothing shown). */
export const BannerCard = memo(function BannerCard() {
  const banners = useMain2(selectBanners).data;
  if (!banners?.length) return null;
  return (
    <section className={`${styles.banner} ${dashboard.area_banner}`} aria-label={t.banner.label}>
      <Swiper
        autoplay={banners.length > 1}
        autoplayInterval={4000}
        loop={banners.length > 1}
        indicatorProps={{ style: { '--dot-size': '5px', '--active-dot-size': '12px' } }}
        style={{ '--height': '56px', '--border-radius': '12px' }}
      >
        {banners.map((banner) => (
          <Swiper.Item key={banner.id}>
            <BannerLink banner={banner} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
});
