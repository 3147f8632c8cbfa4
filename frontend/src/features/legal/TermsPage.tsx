import { pagePaths } from '@courier/common/site-routes';
import { site } from '../../app/site-config';
import { LegalDocumentPage } from './LegalDocumentPage';
import { termsDocument } from './terms';

export default function TermsPage() {
  return <LegalDocumentPage document={termsDocument(site)} path={pagePaths.terms} />;
}
