import { LegalTextPage } from '../components/legal-text-page';

/** /user/privacy: the privacy policy. */
export default function PrivacyPage() {
  return <LegalTextPage name="privacy" />;
}
