import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { type HostedZoneConfig, lookUpZone } from '../hosted-zone';
import type { SiteHosts } from '../site/site-hosts';
import { stackOutputs } from '../stack-outputs';
import { SiteWebAcl, type SiteWebAclSettings } from './site-web-acl';

export interface CourierEdgeStackProps extends StackProps {
  /** The custom domain's two names: the certificate covers both. */
  hosts?: SiteHosts;
  hostedZone?: HostedZoneConfig;
  /** The web ACL's settings, its per-IP limits and how long its log is kept; none = no web ACL. */
  waf?: SiteWebAclSettings;
}

/** What CloudFront only accepts from us-east-1: the custom domain's certificate and the WAF web ACL. */
export class CourierEdgeStack extends Stack {
  readonly certificate?: ICertificate;
  readonly webAclArn?: string;

  constructor(scope: Construct, id: string, props: CourierEdgeStackProps) {
    super(scope, id, props);

    if (props.hosts) {
      const zone = lookUpZone(this, props.hostedZone);
      // Without a zone the validation CNAME is added by hand; the deploy waits until ACM sees it.
      this.certificate = new Certificate(this, 'Certificate', {
        domainName: props.hosts.canonical,
        subjectAlternativeNames: [props.hosts.other],
        validation: CertificateValidation.fromDns(zone),
      });
      new CfnOutput(this, stackOutputs.certificateArn, { value: this.certificate.certificateArn });
    }
    if (props.waf) {
      this.webAclArn = new SiteWebAcl(this, 'WebAcl', {
        settings: props.waf,
      }).arn;
      new CfnOutput(this, stackOutputs.webAclArn, { value: this.webAclArn });
    }
  }
}
