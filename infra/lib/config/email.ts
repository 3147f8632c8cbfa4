/**
 * The quote emails: who sends them and who gets them, the site's email unless set. What the SES sandbox allows is a
 * rule between settings (common/src/settings/settings-checks.ts).
 */
import type { ContextValues } from '@courier/common/settings/all-settings';
import type { SiteConfig } from '@courier/common/site-config';
import type { ContextReader } from './context';

/** The sender and the staff, each the site's public email when not set. */
export function readEmailAddresses(
  context: ContextReader,
  values: ContextValues,
  site: SiteConfig,
): Pick<ContextValues, 'senderEmail' | 'staffEmails'> {
  return {
    senderEmail: context.email('senderEmail', values.senderEmail ?? site.publicEmail),
    staffEmails: (values.staffEmails ?? [site.publicEmail]).map((value) => context.email('staffEmails', value)),
  };
}
