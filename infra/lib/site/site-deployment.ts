import { cacheControl } from '@courier/common/cache-control';
import { BOOTSTRAP_QUALIFIER_CONTEXT, DefaultStackSynthesizer, Stack, Token, Validations } from 'aws-cdk-lib';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { deploymentLogGroup, type LogSettings } from '../log-group';
import type { StaticSite } from './static-site';

/**
 * What a deployment invalidates: everything, as one path (one of the 1,000 free a month, however many pages,
 * and it covers sitemap.xml, robots.txt, security.txt and removed pages). Hashed assets never change, so
 * invalidating them costs nothing but a refetch.
 */
export const invalidationPaths = ['/*'];

export interface SiteDeploymentProps {
  site: StaticSite;
  /** The built site (see site-source.ts). */
  source: ISource;
  /** The deployment's settings: how long the deployment's log is kept. */
  settings: LogSettings;
}

/** Uploads the built site with the right Cache-Control per kind of file, then invalidates the pages. */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const { bucket, distribution } = props.site;
    const logGroup = deploymentLogGroup(this, 'Logs', props.settings);

    // Assets first, never pruned: pages still open in browsers keep finding their old hashed files.
    const assets = new BucketDeployment(this, 'Assets', {
      sources: [props.source],
      destinationBucket: bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString(cacheControl.assets)],
      logGroup,
    });
    // Then everything else (pages, robots.txt, sitemap.xml, ...), pruning removed pages, and invalidate the pages.
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [props.source],
      destinationBucket: bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.fromString(cacheControl.pages)],
      distribution,
      distributionPaths: invalidationPaths,
      logGroup,
    });
    pages.node.addDependency(assets);

    this.acknowledgeHandler(props.site);
  }

  /** CDK's own BucketDeployment handler: a singleton Lambda at stack level whose code and role CDK owns. */
  private acknowledgeHandler(site: StaticSite): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found: aws-cdk-lib changed its construct id');
    // cdk-nag renders unresolved pseudo parameters as <AWS::...>.
    const literal = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const partition = literal(stack.partition, 'Partition');
    const account = literal(stack.account, 'AccountId');
    const region = literal(stack.region, 'Region');
    const qualifier =
      stack.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const bucketId = stack.resolve(stack.getLogicalId(site.bucket.node.defaultChild as CfnBucket));

    const findings: [string, string][] = [
      [
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'CDK attaches the basic execution role to its BucketDeployment handler; it only writes its own logs.',
      ],
      ['IAM5[Action::s3:GetObject*]', 'CDK grants the BucketDeployment handler read of the CDK asset it unpacks.'],
      ['IAM5[Action::s3:GetBucket*]', 'CDK grants the BucketDeployment handler read of the asset and site buckets.'],
      ['IAM5[Action::s3:List*]', 'CDK grants the BucketDeployment handler listing for `aws s3 sync`.'],
      ['IAM5[Action::s3:DeleteObject*]', 'CDK grants the BucketDeployment handler pruning of removed site files.'],
      ['IAM5[Action::s3:Abort*]', 'CDK grants the BucketDeployment handler aborting failed multipart uploads.'],
      [
        `IAM5[Resource::arn:${partition}:s3:::cdk-${qualifier}-assets-${account}-${region}/*]`,
        'The site asset is an object in the CDK bootstrap bucket whose key CDK chooses at synth.',
      ],
      [
        `IAM5[Resource::<${bucketId}.Arn>/*]`,
        'The BucketDeployment handler writes every key of the site bucket: that is its job.',
      ],
      ['IAM5[Resource::*]', 'cloudfront:CreateInvalidation/GetInvalidation as CDK grants them to the handler.'],
      ['L1', 'The BucketDeployment handler runtime is chosen by aws-cdk-lib and upgraded with it.'],
    ];
    for (const [finding, reason] of findings) {
      Validations.of(handler).acknowledge({ id: `AwsSolutions-${finding}`, reason });
    }
  }
}
