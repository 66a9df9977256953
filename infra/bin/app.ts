import { App } from 'aws-cdk-lib';
import { MissingEntryError } from '../lib/functions';
import { buildGradinaApp } from '../lib/gradina-app';

const app = new App();

// Account-agnostic (synthesizes offline without credentials), region-pinned. The region comes from context
// (`cdk.json` sets eu-central-1; override with `-c region=...`), not from CDK_DEFAULT_REGION: the CLI always
// fills that in, with us-east-1 on a machine without AWS configuration, which would quietly move the data of
// Bulgarian kindergartens out of the EU. CDK_DEFAULT_REGION is only the fallback when no context is given.
const region: string =
  app.node.tryGetContext('region') ??
  process.env.CDK_DEFAULT_REGION ??
  process.env.AWS_REGION ??
  'eu-central-1';

try {
  buildGradinaApp(app, { env: { account: process.env.CDK_DEFAULT_ACCOUNT, region } });
  app.synth();
} catch (error) {
  if (error instanceof MissingEntryError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
