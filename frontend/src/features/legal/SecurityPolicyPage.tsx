import { pagePaths } from '@courier/common/site-routes';
import { site } from '../../config/site';
import { LegalDocumentPage } from './LegalDocumentPage';
import { securityPolicyDocument } from './security-policy';

export default function SecurityPolicyPage() {
  return <LegalDocumentPage document={securityPolicyDocument(site)} path={pagePaths.securityPolicy} />;
}
