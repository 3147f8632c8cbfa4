import { pagePaths } from '@courier/common/site-routes';
import { site } from '../../config/site';
import { LegalDocumentPage } from './LegalDocumentPage';
import { termsDocument } from './terms';

export default function TermsPage() {
  return <LegalDocumentPage document={termsDocument(site)} path={pagePaths.terms} />;
}
