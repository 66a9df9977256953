import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** The repository root: every entry in `shared/src/runtime.ts` is relative to it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Context flag for assertion tests: functions get a one-line inline stub instead of bundling their entry,
 * so infra tests neither depend on other folders' files nor spend seconds in esbuild.
 */
export const STUB_CODE_CONTEXT = 'gradina:stubCode';

export function usesStubCode(scope: Construct): boolean {
  const value = scope.node.tryGetContext(STUB_CODE_CONTEXT);
  return value === true || value === 'true';
}

/** Raised at synth when a Lambda entry named in `shared/` does not exist yet. */
export class MissingEntryError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `Lambda entry file(s) missing, so they cannot be bundled:\n${missing.map((m) => `  - ${m}`).join('\n')}\n` +
        'They are named in shared/src/runtime.ts (entries, queues, jobs) or derive from the active areas of the ' +
        'route manifest. Write them, or synthesize with stub code: npx cdk synth -c gradina:stubCode=true',
    );
    this.name = 'MissingEntryError';
  }
}

/** Entries (repository-relative) that do not exist on disk. */
export function missingEntries(entries: readonly string[]): string[] {
  return [...new Set(entries)].filter((e) => !existsSync(path.join(repoRoot, e)));
}

/**
 * The Lambda's code, bundled by infra/lib/lambda-bundle.ts (esbuild with code splitting and plugins) in a
 * child process: CDK's local bundling is synchronous and esbuild's synchronous API takes no plugins.
 * NodejsFunction cannot split code (it writes one output file), so exports would load at every cold start.
 */
function bundledCode(entry: string): lambda.Code {
  const bundler = path.join(repoRoot, 'infra/lib/lambda-bundle.ts');
  return lambda.Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling always succeeds or throws.
      image: DockerImage.fromRegistry('gradina-local-bundling'),
      // Part of CDK's asset cache key (functions are not): without it every function would get one bundle.
      environment: { GRADINA_LAMBDA_ENTRY: entry },
      local: {
        tryBundle(outputDir, { environment }) {
          const bundled = environment!.GRADINA_LAMBDA_ENTRY!;
          execFileSync(process.execPath, ['--import', 'tsx', bundler, bundled, outputDir], {
            cwd: repoRoot,
            stdio: ['ignore', 'inherit', 'inherit'],
          });
          return true;
        },
      },
    },
  });
}

export interface GradinaFunctionProps {
  /** Repository-relative entry file exporting `handler`. */
  entry: string;
  description: string;
  memorySize?: number;
  timeout?: Duration;
  environment?: Record<string, string>;
}

/**
 * One Lambda of the platform: Node.js 24 on arm64, bundled from its TypeScript entry as minified, split ESM
 * with source maps (infra/lib/lambda-bundle.ts), its own log group. With the stub-code context flag it
 * carries an inline stub instead. Its role starts empty, not with AWSLambdaBasicExecutionRole (logs on every log group of the account):
 * it may write its own log group only, and infra/lib/grants.ts adds what the function uses.
 */
export function gradinaFunction(scope: Construct, id: string, props: GradinaFunctionProps): lambda.Function {
  const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
    retention: logs.RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new iam.Role(scope, `${id}Role`, {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: `Gradina ${id}: its own log group and what grants.ts adds`,
  });
  logGroup.grantWrite(role);
  const common = {
    role,
    runtime: lambda.Runtime.NODEJS_24_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: props.memorySize ?? 1024,
    timeout: props.timeout ?? Duration.seconds(29),
    description: `${props.description} (${props.entry})`.slice(0, 256),
    environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    logGroup,
  };
  if (usesStubCode(scope)) {
    return new lambda.Function(scope, id, {
      ...common,
      handler: 'index.handler',
      code: lambda.Code.fromInline('exports.handler = async () => ({ statusCode: 200, body: "stub" });'),
    });
  }
  const missing = missingEntries([props.entry]);
  if (missing.length > 0) throw new MissingEntryError(missing);
  return new lambda.Function(scope, id, {
    ...common,
    handler: 'index.handler',
    code: bundledCode(props.entry),
  });
}
