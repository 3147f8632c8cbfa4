/** Leads: the sender ID the on-call phone's texts come from (the on-call phone itself is checked by its kind). */
import { checkSenderId, defaultSenderId } from '@courier/common/api/on-call-settings';
import type { ContextValues } from '@courier/common/settings/all-settings';
import type { SiteConfig } from '@courier/common/site-config';
import { ContextError } from './context';

/** The sender ID as set, else the company name's first word, checked by its rule (common/src/api/on-call-settings.ts). */
export function readOnCallSenderId(values: ContextValues, site: SiteConfig): Pick<ContextValues, 'onCallSenderId'> {
  const senderId = checkSenderId('onCallSenderId', values.onCallSenderId ?? defaultSenderId(site.companyName));
  if (!senderId.ok) throw new ContextError(`Context ${senderId.message}`);
  return { onCallSenderId: senderId.value };
}
