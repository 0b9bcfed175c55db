import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { TagFormPhone } from '../phone/tag-form-phone';

const TagFormDesktop = lazyPage(() => import('../desktop/tag-form-desktop'));

/** /manage/tag/add (new member tag) and /manage/tag/:id (rename, its members, add members). */
export default function MemberTagEditPage() {
  return <ResponsivePage phone={TagFormPhone} desktop={TagFormDesktop} />;
}
