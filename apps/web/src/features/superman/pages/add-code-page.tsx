import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { AddCodePhone } from '../phone/add-code-phone';

const AddCodeDesktop = lazyPage(() => import('../desktop/add-code-desktop'));

/** /superman/add-code (发放激活码): staff send activation codes to a member without payment. */
export default function AddCodePage() {
  return <ResponsivePage phone={AddCodePhone} desktop={AddCodeDesktop} />;
}
