import { pagePaths } from '@courier/common/site-routes';
import { site } from '../../config/site';
import { LegalDocumentPage } from './LegalDocumentPage';
import { legalNoticeDocument } from './legal-notice';

export default function LegalNoticePage() {
  return <LegalDocumentPage document={legalNoticeDocument(site)} path={pagePaths.legal} />;
}
