/**
 * What `npm run upgrade-check` guards: the resources that hold data (a new one starts empty, a deleted one takes its
 * data with it), and, for each, the properties whose change CloudFormation cannot apply in place: it replaces the
 * resource (a new one, then the old one deleted or, retained, left behind) or, for a KMS key, fails the update.
 * From the CloudFormation resource reference ("Update requires: Replacement"; AWS::KMS::Key's "the update request
 * fails" for KeySpec, KeyUsage, Origin and MultiRegion), as the CDK CLI's resource database also lists them.
 */
export const replacedWhenChanged: Record<string, readonly string[]> = {
  'AWS::DynamoDB::GlobalTable': ['TableName', 'KeySchema', 'LocalSecondaryIndexes'],
  'AWS::DynamoDB::Table': ['TableName', 'KeySchema', 'LocalSecondaryIndexes', 'ImportSourceSpecification'],
  'AWS::S3::Bucket': ['BucketName', 'BucketNamePrefix', 'ObjectLockEnabled'],
  'AWS::SES::EmailIdentity': ['EmailIdentity'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::KMS::Key': ['KeySpec', 'KeyUsage', 'Origin', 'MultiRegion'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
};

/** Tables, whose global secondary indexes DynamoDB creates or deletes one per update. */
export const tableTypes: readonly string[] = ['AWS::DynamoDB::GlobalTable', 'AWS::DynamoDB::Table'];

/** What CloudFormation keeps when a resource leaves the stack or is replaced. */
export const retainedPolicies: readonly string[] = ['Retain', 'RetainExceptOnCreate'];

export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

/** Whether losing or replacing `resource` loses data: a table, bucket, SES identity, secret, KMS key, kept log group. */
export function isStateful(resource: Resource): boolean {
  if (resource.Type === 'AWS::Logs::LogGroup') return retainedPolicies.includes(resource.DeletionPolicy ?? 'Delete');
  return resource.Type in replacedWhenChanged;
}
