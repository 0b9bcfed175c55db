import { LegalTextPage } from '../components/legal-text-page';

/** /user/agreement: the user agreement. */
export default function AgreementPage() {
  return <LegalTextPage name="agreement" />;
}
