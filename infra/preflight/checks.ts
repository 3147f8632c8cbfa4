/**
 * Every check `npm run preflight` runs, one file each in checks/, in the order the report lists them. The stack
 * check comes first: what it finds of the main stack (or that there is none) is given to each check after it. A new
 * check is a file in checks/ (a `Check`, check.ts) and a line here, named as its findings are.
 */
import type { Check } from './check';
import { checkAlarmSubscriptions } from './checks/alarms';
import { checkBackups } from './checks/backups';
import { checkBootstrap } from './checks/bootstrap';
import { checkCloudFrontAlias } from './checks/cloudfront-alias';
import { checkDns } from './checks/dns';
import { checkLambdaConcurrency } from './checks/lambda-concurrency';
import { checkLeftovers } from './checks/leftovers';
import { checkQuoteTableIndexes } from './checks/quote-table';
import { checkSes } from './checks/ses';
import { checkSms } from './checks/sms';
import { checkWafOff } from './checks/waf';

export { checkStacks } from './checks/stacks';

/** The checks after the stack's, each with the name its findings go under when it cannot check. */
export const checks: [string, Check][] = [
  ['Bootstrap', (context) => checkBootstrap(context)],
  ['DNS', checkDns],
  ['CloudFront', checkCloudFrontAlias],
  ['SES', checkSes],
  ['SMS', (context) => checkSms(context)],
  ['Lambda', (context) => checkLambdaConcurrency(context)],
  ['Leftovers', checkLeftovers],
  ['Quotes', checkQuoteTableIndexes],
  ['Backups', checkBackups],
  ['WAF', checkWafOff],
  ['Alarms', (context) => checkAlarmSubscriptions(context)],
];
