import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { HezuoListPhone } from '../phone/hezuo-list-phone';

const HezuoListDesktop = lazyPage(() => import('../desktop/hezuo-list-desktop'));

/** /superman/hezuo-list (合作机房): every partner's machine rooms, cards on phones, a table from 992 px. */
export default function HezuoListPage() {
  return <ResponsivePage phone={HezuoListPhone} desktop={HezuoListDesktop} />;
}
