import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { stackOutputs } from '../stack-outputs';

export interface QuoteReadersPolicyProps {
  table: ITableV2;
  sweeper: IFunction;
}

/**
 * What `npm run quotes -- --stack NAME` needs, and nothing else, as a customer-managed policy to attach to the staff
 * who read leads (DEPLOY.md): find the stack's outputs, read every quote (one scan: the list, `show` and `find`; one
 * item: `erase`'s check), and invoke the sweeper, which runs the commands that write with its own permissions: resends
 * (with its SES permission) and erasures. No write on the table at all: a reader who could update a quote could set its
 * TTL attribute in the past (DynamoDB's TTL then deletes it, deletion protection or not) or clear its pending key (it
 * is never sent). Who is erasing comes from STS GetCallerIdentity, which needs no permission.
 */
export class QuoteReadersPolicy extends Construct {
  readonly policy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: QuoteReadersPolicyProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.policy = new ManagedPolicy(this, 'Policy', {
      description: `Staff who read leads: npm run quotes -- --stack ${stack.stackName} (list, show, find, erase, resend)`,
      statements: [
        new PolicyStatement({
          sid: 'ReadTheStackOutputs',
          actions: ['cloudformation:DescribeStacks'],
          resources: [stack.stackId],
        }),
        new PolicyStatement({
          sid: 'ReadQuotes',
          actions: ['dynamodb:Scan', 'dynamodb:GetItem'],
          resources: [props.table.tableArn],
        }),
        new PolicyStatement({
          sid: 'ResendAndEraseThroughTheSweeper',
          actions: ['lambda:InvokeFunction'],
          resources: [props.sweeper.functionArn],
        }),
      ],
    });
    new CfnOutput(stack, stackOutputs.quoteReadersPolicyArn, {
      description: 'Attach to the IAM users or roles of the staff who run npm run quotes -- --stack',
      value: this.policy.managedPolicyArn,
    });
  }
}
