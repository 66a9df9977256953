import { App } from 'aws-cdk-lib';
import { MissingEntryError } from '../lib/functions';
import { buildGradinaApp } from '../lib/gradina-app';

// Account-agnostic, region-pinned: synthesizes offline without credentials; deploy with the target account's
// credentials (and CDK_DEFAULT_REGION to pick another region).
const app = new App();
try {
  buildGradinaApp(app, {
    env: {
      account: process.env.CDK_DEFAULT_ACCOUNT,
      region: process.env.CDK_DEFAULT_REGION ?? 'eu-central-1',
    },
  });
  app.synth();
} catch (error) {
  if (error instanceof MissingEntryError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
