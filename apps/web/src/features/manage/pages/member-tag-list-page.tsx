import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { TagListPhone } from '../phone/tag-list-phone';

const TagListDesktop = lazyPage(() => import('../desktop/tag-list-desktop'));

/** /manage/tag: member tags with their member counts; add, rename, delete, move members in. */
export default function MemberTagListPage() {
  return <ResponsivePage phone={TagListPhone} desktop={TagListDesktop} />;
}
