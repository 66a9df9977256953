import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { PlatformSecurity } from './platform';

export interface SecurityStackProps extends StackProps {
  stage: string;
}

/** Context `jwtKeyVersions`: `"2,1"` signs with version 2 and still verifies version 1 (docs/security.md). */
export const JWT_KEY_VERSIONS_CONTEXT = 'jwtKeyVersions';

export function jwtKeyVersions(scope: Construct): number[] {
  const raw = String(scope.node.tryGetContext(JWT_KEY_VERSIONS_CONTEXT) ?? '1');
  const versions = raw.split(',').map((v) => Number(v.trim()));
  if (versions.length === 0 || versions.some((v) => !Number.isInteger(v) || v < 1)) {
    throw new Error(
      `${JWT_KEY_VERSIONS_CONTEXT} must be a comma list of key versions (e.g. "2,1"), not "${raw}"`,
    );
  }
  return versions;
}

const rotationReason =
  'Rotated by the documented procedure (docs/security.md, "Keys and rotation"), not by a rotation Lambda: ' +
  'the value is a random string the platform generated, nothing outside AWS knows it, and a new value ' +
  'would have to reach CloudFront, WAF or the issued mail links at the same moment.';

/**
 * Keys and secrets, kept apart from the data and retained: the session-token signing keys (KMS, ECC P-256,
 * the private half never leaves KMS), the key that seals providers' ePay secrets, the reCAPTCHA secret, the secret that seals links in e-mails, the
 * secret header CloudFront adds so the REST API refuses requests that bypass it, and НЕИСПУО's client certificate.
 */
export class SecurityStack extends Stack implements PlatformSecurity {
  readonly signingKey: kms.IKey;
  readonly previousSigningKeys: kms.IKey[];
  readonly recaptchaSecret: secretsmanager.ISecret;
  readonly mailLinkSecret: secretsmanager.ISecret;
  readonly originVerifySecret: secretsmanager.ISecret;
  readonly neispuoCertSecret: secretsmanager.ISecret;
  readonly providerSecretsKey: kms.IKey;

  constructor(scope: Construct, id: string, props: SecurityStackProps) {
    super(scope, id, props);

    const keys = jwtKeyVersions(this).map((version) => {
      const key = new kms.Key(this, `JwtSigningKeyV${version}`, {
        description: `Gradina ${props.stage}: signs session tokens (ES256), version ${version}`,
        keySpec: kms.KeySpec.ECC_NIST_P256,
        keyUsage: kms.KeyUsage.SIGN_VERIFY,
        // A deleted key would sign everybody out and cannot come back: keep it until removed by hand.
        removalPolicy: RemovalPolicy.RETAIN,
      });
      key.addAlias(`alias/gradina-${props.stage}-jwt-v${version}`);
      new CfnOutput(this, `JwtSigningKeyV${version}Arn`, { value: key.keyArn });
      return key;
    });
    this.signingKey = keys[0]!;
    this.previousSigningKeys = keys.slice(1);

    // Providers' ePay secrets are stored sealed with this key (functions/src/platform/secrets); a deleted key
    // would leave them unreadable, so it is retained like the signing keys. KMS rotates it yearly and keeps
    // the earlier versions for what they sealed.
    const providerSecretsKey = new kms.Key(this, 'ProviderSecretsKey', {
      description: `Gradina ${props.stage}: seals the ePay secrets of activity providers in the table`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    providerSecretsKey.addAlias(`alias/gradina-${props.stage}-provider-secrets`);
    this.providerSecretsKey = providerSecretsKey;

    this.recaptchaSecret = new secretsmanager.Secret(this, 'RecaptchaSecret', {
      description:
        `Gradina ${props.stage}: the reCAPTCHA secret key. Put the value from the reCAPTCHA admin console ` +
        'here after the first deployment (aws secretsmanager put-secret-value).',
      generateSecretString: { passwordLength: 40, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.mailLinkSecret = new secretsmanager.Secret(this, 'MailLinkSecret', {
      description: `Gradina ${props.stage}: seals the links in e-mails (unsubscribe)`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: `Gradina ${props.stage}: the x-origin-verify header CloudFront sends to the REST API`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    for (const secret of [this.recaptchaSecret, this.mailLinkSecret, this.originVerifySecret]) {
      NagSuppressions.addResourceSuppressions(secret, [{ id: 'AwsSolutions-SMG4', reason: rotationReason }]);
    }
    // МОН's НЕИСПУО knows the provider by its certificate's thumbprint (registered there), so the value is
    // put by hand and renewed before it expires (the settings screen shows until when), never generated.
    this.neispuoCertSecret = new secretsmanager.Secret(this, 'NeispuoCertSecret', {
      description:
        `Gradina ${props.stage}: the client certificate and key of the НЕИСПУО diary provider, JSON ` +
        '{"cert": "<PEM>", "key": "<PEM>"}. Put it after the first deployment (aws secretsmanager put-secret-value).',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.neispuoCertSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'A certificate issued for НЕИСПУО and registered there by its thumbprint: renewed by hand with the ' +
          'registration (docs/areas/neispuo.md), which a rotation Lambda cannot do.',
      },
    ]);
  }
}
