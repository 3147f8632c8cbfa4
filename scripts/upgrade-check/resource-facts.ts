/**
 * What CloudFormation does with each resource type, from the CDK CLI's resource database: the aws-service-spec
 * database that `cdk diff` reads to say "requires replacement", shipped in the aws-cdk package as db.json.gz
 * (Apache-2.0, as the CLI; decision 050). It is built from CloudFormation's registry schemas, so it is as current as
 * the installed CLI. Of its 15 MB this keeps, per type, only what upgrade-check asks:
 * - which properties replace the resource when they change (`causesReplacement`: "yes", or "maybe" for a change that
 *   replaces it only sometimes). Like `cdk diff`, the top-level properties only: the nested types' flags are merged
 *   across every place a type is used (a table's KeySchema and an index's are one type), so they are not its own;
 * - which properties name it (its primary identifier when that is all properties the template sets, e.g.
 *   CalculatorName, TableName, or a Record's Name, Type and zone; else a `Name` or `<Type>Name` that replaces it);
 * - whether it holds data (`isStateful`: tables, buckets, keys, secrets, queues, log groups…).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export type Replaces = 'yes' | 'maybe';

export interface TypeFacts {
  /** The properties whose change replaces the resource: always (`yes`) or depending on the change (`maybe`). */
  replacedBy: Readonly<Record<string, Replaces>>;
  /** The properties that name it: set in a template, its physical name is fixed. Empty: CloudFormation names it. */
  nameProperties: readonly string[];
  /** Whether it holds data. */
  stateful: boolean;
}

/** Facts by CloudFormation type, e.g. `AWS::DynamoDB::GlobalTable`. A type not listed is one the CLI does not know. */
export type ResourceFacts = ReadonlyMap<string, TypeFacts>;

/** The database cannot be read, or not where this reads it: one line for the operator. */
export class ResourceFactsError extends Error {
  override name = 'ResourceFactsError';
}

interface DbProperty {
  causesReplacement?: string;
}
interface DbResource {
  cloudFormationType: string;
  /** The type's last part, e.g. `RouteCalculator`. */
  name: string;
  primaryIdentifier?: string[];
  properties: Record<string, DbProperty>;
  isStateful?: boolean;
}

function nameProperties(resource: DbResource): string[] {
  const identifier = resource.primaryIdentifier ?? [];
  if (identifier.length > 0 && identifier.every((p) => p in resource.properties)) return identifier;
  // Identified by something CloudFormation returns (an ARN, an ID): a name the template may still fix.
  return ['Name', `${resource.name}Name`].filter((p) => resource.properties[p]?.causesReplacement === 'yes');
}

function factsOf(resource: DbResource): TypeFacts {
  const replacedBy: Record<string, Replaces> = {};
  for (const [property, { causesReplacement }] of Object.entries(resource.properties)) {
    if (causesReplacement === 'yes' || causesReplacement === 'maybe') replacedBy[property] = causesReplacement;
  }
  return { replacedBy, nameProperties: nameProperties(resource), stateful: resource.isStateful === true };
}

/** Reads the database at `path`: the CLI's gzipped aws-service-spec database. */
export function readResourceFacts(path: string): ResourceFacts {
  let entities: unknown;
  try {
    const db = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as {
      schema?: { resource?: { entities?: unknown } };
    };
    entities = db.schema?.resource?.entities;
  } catch (error) {
    throw new ResourceFactsError(`Cannot read the CDK CLI's resource database ${path}: ${(error as Error).message}`);
  }
  const resources = Array.isArray(entities) ? (entities as DbResource[]) : [];
  const facts = new Map(
    resources
      .filter((r) => typeof r?.cloudFormationType === 'string' && typeof r.properties === 'object')
      .map((r) => [r.cloudFormationType, factsOf(r)]),
  );
  // A database of another shape would otherwise read as "nothing is ever replaced": say so instead.
  if (![...facts.values()].some((f) => Object.keys(f.replacedBy).length > 0)) {
    throw new ResourceFactsError(
      `The CDK CLI's resource database ${path} lists no property that replaces a resource (schema.resource.entities[].properties[].causesReplacement): its format changed, so upgrade-check cannot tell what CloudFormation replaces.`,
    );
  }
  return facts;
}

/** Where the installed CDK CLI keeps its database. */
export const cliDatabasePath = () =>
  join(dirname(createRequire(import.meta.url).resolve('aws-cdk/package.json')), 'db.json.gz');

let installed: ResourceFacts | undefined;

/** The installed CDK CLI's facts, read once per process (about two seconds). */
export function resourceFacts(): ResourceFacts {
  installed ??= readResourceFacts(cliDatabasePath());
  return installed;
}
