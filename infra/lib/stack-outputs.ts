/**
 * The names of the stacks' outputs (DEPLOY.md 4 lists what each holds). The constructs create them by these names,
 * and `npm run quotes`, `npm run smoke` and preflight read them by the same: a name has this one home, and renaming
 * one here renames it for every reader. Plain data: the scripts import it without loading the CDK.
 */
export const stackOutputs = {
  /** The site's public URL: the custom domain's, else the distribution's. */
  siteUrl: 'SiteUrl',
  /** Preflight checks no other distribution holds the domain. */
  distributionId: 'DistributionId',
  /** Preflight tells the stack's own A/AAAA records from a site already there. */
  distributionDomainName: 'DistributionDomainName',
  siteBucketName: 'SiteBucketName',
  senderIdentity: 'SenderIdentity',
  /** `npm run quotes -- --stack` reads and erases quotes here. */
  quoteTableName: 'QuoteTableName',
  /** `npm run quotes -- --stack --resend` invokes it. */
  quoteSweeperFunctionName: 'QuoteSweeperFunctionName',
  /** `npm run quotes -- --stack NAME report --email` invokes it (with weeklyReport on). */
  weeklyReportFunctionName: 'WeeklyReportFunctionName',
  /** The quote table's backup vault (preflight checks it is there) and the role a restore from it runs as (DEPLOY.md 8b). */
  quoteBackupVaultName: 'QuoteBackupVaultName',
  quoteBackupRoleArn: 'QuoteBackupRoleArn',
  /** What the staff who run `npm run quotes -- --stack` are given. */
  quoteReadersPolicyArn: 'QuoteReadersPolicyArn',
  /** The origin secret's ARN (never its value): `npm run smoke -- --with-quote --stack` marks its quote with it. */
  originSecretArn: 'OriginSecretArn',
  /** Each stack's alarm topic (the main one's, the us-east-1 alarm stack's): preflight and smoke read its subscriptions. */
  alarmTopicArn: 'AlarmTopicArn',
  /** The us-east-1 edge stack's certificate and web ACL, when it has them. */
  certificateArn: 'CertificateArn',
  webAclArn: 'WebAclArn',
} as const;
