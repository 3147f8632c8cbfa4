/**
 * The claim link's endpoint (API Gateway HTTP API, payload 2.0): `GET /api/leads/claim?q=…&e=…&s=…` shows the lead
 * page (lead-page.ts), changing nothing (mail scanners and link previews open links); a same-site `POST` of the page's
 * form records who took it (lead-owner.ts) and sends the browser back to the link with a 303, the claimer's name
 * remembered in a cookie: the page then knows its own claimer ("It is yours", no takeover from yourself), and a reload
 * re-reads it rather than posting the claim again. A POST that changed nothing answers the page itself, saying why.
 * The page's outcome form posts to the same endpoint (its `intent` says so) and records what became of a claimed lead
 * (lead-outcome.ts), answered the same way.
 */
import { apiPaths } from '@courier/common/api/contract';
import { lambdaMetrics, quoteEnv } from '@courier/common/api/lambda-env';
import { emailSettings } from '@courier/common/settings/email';
import { type EnvValues, pickSettings, readSettings } from '@courier/common/settings/setting-env';
import { companyDetailsOf } from '@courier/common/site-config';
import { readSiteConfig } from '@courier/common/site-config-env';
import type { ClaimKeys } from '../claim-link/claim-keys';
import { type ClaimLinkTarget, checkClaimLink, claimLinkParams } from '../claim-link/claim-link';
import { mailSettings, mailSettingsFromEnv } from '../email/mail-env';
import {
  bodyBytes,
  type HttpEvent,
  type HttpHandler,
  type HttpResult,
  header,
  htmlResponse,
  textResponse,
} from '../http/api-gateway';
import { normaliseOrigin, postedFromSitePage } from '../http/site-origins';
import { errorName } from '../observability/error-name';
import { type Gauge, type Logger, powertoolsObservability } from '../observability/observability';
import type { PageSite } from '../quote/pages/site-page';
import { getQuote } from '../quote/store/quote-record';
import type { QuoteTable } from '../quote/store/quote-table';
import { type ClaimEmailDeps, tellCustomerOfClaim } from './claim-email';
import { claimRefusedPage, type LinkProblem, linkProblemPage } from './claim-page';
import { checkOutcomeForm, outcomeFormFields, outcomeIntent, recordOutcome } from './lead-outcome';
import { checkOwnerName, claimLead } from './lead-owner';
import { leadPage } from './lead-page';
import { claimFormFields } from './lead-page-sections';

export interface LeadClaimDeps {
  table: QuoteTable;
  keys: ClaimKeys;
  site: PageSite;
  /** The site's own origins (normalised): only a browser's POST from one of them claims. */
  siteOrigins: readonly string[];
  logger: Logger;
  /** Publishes each first claim's time to claim; none in tests. */
  gauge?: Gauge;
  /** Set when the customer is told of the first claim (claim-email.ts): acknowledgements and customerClaimEmail on. */
  customerMail?: ClaimEmailDeps;
  now?: () => Date;
}

/** The cookie that remembers a claimer's name, on the claim path only. */
export const claimerCookie = 'lead_claimer';
const cookieMaxAgeSeconds = 365 * 86_400;
/** A claim form is a few hundred bytes: anything far larger is not one. */
const maxBodyBytes = 4_096;

const notFromPage = 'This claim did not come from the claim page in a browser, so nothing was changed.';
const pressInBrowser = 'Open the claim link from the quote email in your browser and press the button there.';
const fixName = 'Go back, fix it and press the button again.';
const notRecorded = 'Not recorded';

/**
 * What a link that cannot be used answers, with a page that says why. Never 404, which CloudFront answers with the
 * site's not-found page instead (`notFoundStatus`), so the person would never read why: a signed link names a quote
 * that was stored, so one the store no longer has (erased on request, or past its retention) is gone, 410.
 */
export const linkProblemStatus: Record<LinkProblem, number> = {
  malformed: 400,
  forged: 403,
  expired: 410,
  missing: 410,
};

/** Cookies as API Gateway gives them (`cookies`), or as a plain header (the local server). */
function cookie(event: HttpEvent, name: string): string {
  const all = event.cookies ?? (header(event, 'cookie') ?? '').split(';');
  for (const pair of all) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        const check = checkOwnerName(decodeURIComponent(pair.slice(at + 1).trim()));
        return check.ok ? check.name : '';
      } catch {
        return '';
      }
    }
  }
  return '';
}

const rememberName = (name: string) =>
  `${claimerCookie}=${encodeURIComponent(name)}; Path=${apiPaths.leadClaim}; Max-Age=${cookieMaxAgeSeconds}; ` +
  'Secure; HttpOnly; SameSite=Strict';

/** The claim link's path and query, on this site: where a claim sends the browser back to. */
const claimPath = (target: ClaimLinkTarget, signature: string) =>
  `${apiPaths.leadClaim}?${new URLSearchParams({
    [claimLinkParams.quote]: target.quoteId,
    [claimLinkParams.expires]: String(target.expires),
    ...(target.keyVersion ? { [claimLinkParams.keyVersion]: target.keyVersion } : {}),
    [claimLinkParams.signature]: signature,
  })}`;

function withHeaders(result: HttpResult, headers: Record<string, string>): HttpResult {
  return { ...result, headers: { ...result.headers, ...headers } };
}

export function createLeadClaimHandler(deps: LeadClaimDeps): HttpHandler {
  const now = deps.now ?? (() => new Date());
  const { site, logger: log } = deps;
  const problem = (kind: LinkProblem) => {
    log('info', 'claim link refused', { outcome: `link_${kind}` });
    return htmlResponse(linkProblemStatus[kind], linkProblemPage(site, kind));
  };

  const show = async (query: Record<string, string | undefined>, event: HttpEvent): Promise<HttpResult> => {
    const check = checkClaimLink(query, await deps.keys.checking(query[claimLinkParams.keyVersion]), now());
    if (!check.ok) return problem(check.problem);
    const record = await getQuote(deps.table, check.target.quoteId);
    if (!record) return problem('missing');
    const signature = query[claimLinkParams.signature] ?? '';
    log('info', 'claim page shown', { reference: record.reference, owned: Boolean(record.owner) });
    return htmlResponse(
      200,
      leadPage(site, {
        record,
        target: check.target,
        signature,
        rememberedName: cookie(event, claimerCookie),
        now: now(),
      }),
    );
  };

  const claim = async (event: HttpEvent): Promise<HttpResult> => {
    // A claim is a person pressing the page's button in a browser, never a script or a scanner submitting forms.
    if (!postedFromSitePage(event, deps.siteOrigins)) {
      log('info', 'claim not from the claim page', { outcome: 'claim_not_from_page' });
      return htmlResponse(403, claimRefusedPage(site, notFromPage, pressInBrowser));
    }
    const body = bodyBytes(event);
    if (body.length > maxBodyBytes) return textResponse(413, 'Request body too large.');
    const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
    const at = now();
    const check = checkClaimLink(form, await deps.keys.checking(form[claimLinkParams.keyVersion]), at);
    if (!check.ok) return problem(check.problem);
    const marking = form[outcomeFormFields.intent] === outcomeIntent;
    const checked = checkOwnerName(form[claimFormFields.name]);
    if (!checked.ok) {
      return htmlResponse(400, claimRefusedPage(site, checked.message, fixName, marking ? notRecorded : undefined));
    }
    const { name } = checked;
    if (marking) return markOutcome(form, check.target, name, at);
    const from = form[claimFormFields.takeoverFrom];
    const fromAt = form[claimFormFields.takeoverAt];
    const result = await claimLead(deps.table, {
      quoteId: check.target.quoteId,
      name,
      now: at,
      ...(from && fromAt ? { takeover: { from, at: fromAt } } : {}),
    });
    if (result.outcome === 'missing') return problem('missing');
    const signature = form[claimLinkParams.signature] ?? '';
    const { record } = result;
    /** The lead page as this POST leaves it, with what it has to say: nothing was changed, and why. */
    const unchanged = (notice: 'unclaimed' | 'refused' | 'full') =>
      htmlResponse(
        409,
        leadPage(site, { record, target: check.target, signature, rememberedName: name, now: at, notice }),
      );
    if (result.outcome === 'unclaimed') {
      log('info', 'takeover of an unclaimed quote', { reference: record.reference, outcome: 'takeover_unclaimed' });
      return unchanged('unclaimed');
    }
    if (result.outcome === 'owned') {
      log('info', 'quote already claimed', { reference: record.reference, outcome: 'claim_refused' });
      return unchanged('refused');
    }
    if (result.outcome === 'full') {
      log('warn', 'lead history full', { reference: record.reference, outcome: 'history_full' });
      return unchanged('full');
    }
    const secondsToClaim = Math.round((Date.parse(record.owner?.firstAt ?? '') - Date.parse(record.receivedAt)) / 1000);
    if (result.firstClaim && Number.isFinite(secondsToClaim)) {
      deps.gauge?.(lambdaMetrics.leadClaims.timeToClaim.outcome, secondsToClaim, 'Seconds');
    }
    log('info', result.firstClaim ? 'quote claimed' : 'quote taken over', {
      reference: record.reference,
      outcome: result.firstClaim ? 'claimed' : 'taken_over',
      secondsToClaim,
    });
    // The customer hears once, of the first claim: the claim's conditional write says it was the first.
    if (result.firstClaim && deps.customerMail) {
      await tellCustomerOfClaim(
        { ...deps.customerMail, table: deps.table, logger: log, gauge: deps.gauge },
        record,
        name,
        at,
      );
    }
    return backToLink(check.target, signature, name);
  };

  /** An outcome form's POST, its link and name checked: records what became of the lead, if it is claimed. */
  const markOutcome = async (
    form: Record<string, string>,
    target: ClaimLinkTarget,
    by: string,
    at: Date,
  ): Promise<HttpResult> => {
    const parsed = checkOutcomeForm(form);
    if (!parsed.ok) return htmlResponse(400, claimRefusedPage(site, parsed.message, fixName, notRecorded));
    const { outcome } = parsed.choice;
    const result = await recordOutcome(deps.table, { quoteId: target.quoteId, ...parsed.choice, by, now: at });
    if (result.result === 'missing') return problem('missing');
    const signature = form[claimLinkParams.signature] ?? '';
    const { reference } = result.record;
    if (result.result === 'unchanged') {
      // Pressed twice, or posted again: it already says so, and the history has it once.
      log('info', 'lead outcome unchanged', { reference, outcome: 'outcome_unchanged' });
      return backToLink(target, signature, by);
    }
    if (result.result !== 'recorded') {
      log(result.result === 'full' ? 'warn' : 'info', 'outcome not recorded', {
        reference,
        outcome: result.result === 'full' ? 'history_full' : 'outcome_unclaimed',
      });
      const notice = result.result === 'full' ? 'full' : 'claimFirst';
      return htmlResponse(
        409,
        leadPage(site, { record: result.record, target, signature, rememberedName: by, now: at, notice }),
      );
    }
    const metric = lambdaMetrics.leadClaims.outcomeMarked[outcome].outcome;
    deps.gauge?.(metric, 1, 'Count');
    log('info', 'lead outcome recorded', { reference, outcome: metric });
    return backToLink(target, signature, by);
  };

  /** Back to the link: the page shows what was recorded, and a reload reads it again instead of posting again. */
  const backToLink = (target: ClaimLinkTarget, signature: string, name: string) =>
    withHeaders(htmlResponse(303, ''), { location: claimPath(target, signature), 'set-cookie': rememberName(name) });

  return async (event) => {
    try {
      const method = event.requestContext.http.method;
      if (method === 'GET' || method === 'HEAD') return await show(event.queryStringParameters ?? {}, event);
      if (method === 'POST') return await claim(event);
      return textResponse(405, 'Method not allowed. Use GET or POST.', { allow: 'GET, POST' });
    } catch (error) {
      log('error', 'claim handler failed', { outcome: 'failed', errorName: errorName(error) });
      return textResponse(503, 'The quote store did not answer just now. Please try the link again in a moment.');
    }
  };
}

/** The claim function's metrics and logs (service `lead-claim`). */
export const leadClaimObservability = powertoolsObservability('leadClaim');

/**
 * The settings the claim function reads to tell a customer of the first claim (claim-email.ts): whether it does, how
 * many emails one mailbox may get an hour, and who the email comes from.
 */
export const claimEmailSettings = {
  ...pickSettings(emailSettings, ['customerAcknowledgement', 'customerClaimEmail', 'acknowledgementsPerHour']),
  ...mailSettings,
};

type ClaimEmailValues = EnvValues<typeof claimEmailSettings>;

/**
 * Whether the customer hears of the first claim: acknowledgements on, and the claim's email not turned off. The stack
 * gives the claim function its mail settings and SES when it does; the function then sends.
 */
export const tellsCustomerOfClaim = (
  values: Pick<ClaimEmailValues, 'customerAcknowledgement' | 'customerClaimEmail'>,
) => values.customerAcknowledgement && values.customerClaimEmail;

export function leadClaimSettingsFromEnv(env: Record<string, string | undefined>) {
  const values = readSettings(env, claimEmailSettings);
  const customerMail: Pick<ClaimEmailDeps, 'mail' | 'maxPerHour'> | undefined = tellsCustomerOfClaim(values)
    ? { mail: mailSettingsFromEnv(env), maxPerHour: values.acknowledgementsPerHour }
    : undefined;
  return {
    customerMail,
    tableName: env[quoteEnv.quoteTableName]?.trim() || 'quotes',
    site: companyDetailsOf(readSiteConfig(env)),
    siteOrigins: (env[quoteEnv.siteOrigins] ?? '')
      .split(',')
      .filter((o) => o.trim())
      .map(normaliseOrigin),
  };
}
