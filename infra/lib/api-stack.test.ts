import { activeAreas, areas, type RouteDef, routes, usesOf } from '@gradina/shared';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ApiStack, prefixIsARoute } from './api-stack';
import { DataStack } from './data-stack';
import { STUB_CODE_CONTEXT } from './functions';
import { secretEnvNames } from './grants';
import { RealtimeStack } from './realtime-stack';
import { SecurityStack } from './security-stack';
import { cdkJson, resourcesOf, synthesizedOnce } from './stacks-test-kit';

/** The REST API stack: one Lambda per active area, the authorizer, prefixes and public routes. */
const synthesized = synthesizedOnce();

describe('ApiStack', () => {
  it('has exactly one Lambda per active area plus the authorizer', () => {
    const fns = resourcesOf(synthesized().api, 'AWS::Lambda::Function');
    expect(fns).toHaveLength(activeAreas.length + 1);
    for (const area of activeAreas) {
      const matching = fns.filter(([, fn]) =>
        String(fn.Properties.Description).includes(`(functions/src/areas/${area}/handler.ts)`),
      );
      expect(matching, area).toHaveLength(1);
      const props = matching[0]![1].Properties as {
        MemorySize: number;
        Timeout: number;
        Environment: { Variables: object };
      };
      expect(props.MemorySize).toBe(1024);
      expect(props.Timeout).toBe(29);
      // Names only what the area is granted (grants.test.ts checks the grants themselves).
      const uses = usesOf(area);
      expect(Object.keys(props.Environment.Variables).sort(), area).toEqual(
        [
          'TABLE_NAME',
          'PUBLIC_URL',
          'MAIL_FROM',
          'NODE_OPTIONS',
          ...(uses.filesRead || uses.filesWrite ? ['FILES_BUCKET'] : []),
          ...(uses.exports ? ['EXPORTS_BUCKET'] : []),
          ...(uses.pushes ? ['WEBSOCKET_MANAGEMENT_ENDPOINT'] : []),
          ...(uses.epay ? ['EPAY_BASE_URL', 'SECRETS_KMS_KEY_ID'] : []),
          ...(uses.sendsTo ?? []).map((q) => `QUEUE_URL_${q.toUpperCase()}`),
          ...(uses.signsTokens ? ['JWT_KMS_KEY_ID', 'JWT_KMS_PREVIOUS_KEY_IDS'] : []),
          ...(uses.secrets ?? []).map((x) => secretEnvNames[x]),
        ].sort(),
      );
    }
  });

  it('has a REQUEST authorizer on the Authorization header with caching off', () => {
    synthesized().api.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    synthesized().api.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: 0,
    });
  });

  const resources = () => {
    const all = resourcesOf(synthesized().api, 'AWS::ApiGateway::Resource');
    const byId = new Map(all);
    const pathOf = (id: string): string => {
      const r = byId.get(id)!;
      const parent = r.Properties.ParentId as { Ref?: string };
      const part = r.Properties.PathPart as string;
      return parent.Ref ? `${pathOf(parent.Ref)}/${part}` : `/${part}`;
    };
    // Static segments are lower case already; a path variable keeps its name's case ({providerId}).
    return new Map(all.map(([id]) => [pathOf(id).toLowerCase(), id]));
  };
  const methodsOn = (resourceId: string) =>
    resourcesOf(synthesized().api, 'AWS::ApiGateway::Method')
      .map(([, m]) => m.Properties)
      .filter((m) => (m.ResourceId as { Ref?: string }).Ref === resourceId);

  it('has ANY /api/<prefix>/{proxy+} (and /api/<prefix> where a route is the prefix) behind the authorizer for every active prefix', () => {
    const byPath = resources();
    for (const area of activeAreas) {
      for (const prefix of areas[area].prefixes) {
        const paths = [
          `/api/${prefix}/{proxy+}`,
          ...(prefixIsARoute(prefix, routes) ? [`/api/${prefix}`] : []),
        ];
        for (const p of paths) {
          const id = byPath.get(p);
          expect(id, p).toBeDefined();
          const any = methodsOn(id!).find((m) => m.HttpMethod === 'ANY');
          expect(any, p).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: expect.anything() });
          expect(JSON.stringify(any?.Integration)).toContain(
            `Area${area.charAt(0).toUpperCase()}${area.slice(1)}Function`,
          );
        }
      }
    }
  });

  it('has every public route (e.g. POST /api/identity/login) as its own resource without authorizer', () => {
    const byPath = resources();
    const publicRoutes = routes.filter((r) => r.permission.kind === 'public');
    expect(publicRoutes.map((r) => r.id)).toContain('identity.login');
    for (const route of publicRoutes) {
      const id = byPath.get(route.path.toLowerCase());
      expect(id, route.path).toBeDefined();
      const methods = methodsOn(id!);
      const open = methods.find((m) => m.HttpMethod === route.method);
      expect(open, route.path).toMatchObject({ AuthorizationType: 'NONE' });
      expect(open?.AuthorizerId).toBeUndefined();
      // Other methods and deeper paths still go through the authorizer.
      expect(methods.find((m) => m.HttpMethod === 'ANY')).toMatchObject({ AuthorizationType: 'CUSTOM' });
    }
    const login = methodsOn(byPath.get('/api/identity/login')!).find((m) => m.HttpMethod === 'POST');
    expect(login).toMatchObject({ AuthorizationType: 'NONE' });
  });

  it('grants API Gateway one API-wide invoke permission per function', () => {
    synthesized().api.resourceCountIs('AWS::Lambda::Permission', activeAreas.length + 1);
  });

  it("answers unknown routes 404 instead of API Gateway's 403", () => {
    synthesized().api.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
    });
  });
});

describe('ApiStack public routes', () => {
  const route = (
    id: string,
    method: RouteDef['method'],
    path: string,
    kind: 'public' | 'signedIn',
  ): RouteDef =>
    ({
      id,
      method,
      path,
      area: 'identity',
      permission: { kind },
      request: {},
      reply: { kind: 'file', contentTypes: [] },
      summary: id,
    }) as RouteDef;

  function apiTemplate(routeList: RouteDef[]) {
    const app = new App({ context: { ...cdkJson.context, [STUB_CODE_CONTEXT]: true } });
    const data = new DataStack(app, 'D', { stage: 't' });
    const security = new SecurityStack(app, 'S', { stage: 't' });
    const realtime = new RealtimeStack(app, 'R', { stage: 't', data, security });
    const api = new ApiStack(app, 'A', {
      stage: 't',
      data,
      realtime,
      security,
      originVerifySecret: security.originVerifySecret,
      routes: routeList,
    });
    const template = Template.fromStack(api);
    const all = resourcesOf(template, 'AWS::ApiGateway::Resource');
    const byId = new Map(all);
    const pathOf = (id: string): string => {
      const r = byId.get(id)!;
      const parent = r.Properties.ParentId as { Ref?: string };
      return parent.Ref ? `${pathOf(parent.Ref)}/${r.Properties.PathPart}` : `/${r.Properties.PathPart}`;
    };
    const methods = resourcesOf(template, 'AWS::ApiGateway::Method').map(([, m]) => m.Properties);
    const auth = (path: string, method: string) => {
      const id = all.find(([rid]) => pathOf(rid) === path)?.[0];
      return methods.find((m) => (m.ResourceId as { Ref?: string }).Ref === id && m.HttpMethod === method)
        ?.AuthorizationType;
    };
    return { paths: all.map(([id]) => pathOf(id)).sort(), auth };
  }

  it('opens only the public method and keeps deeper paths and other methods behind the authorizer', () => {
    const { paths, auth } = apiTemplate([
      route('identity.login', 'POST', '/api/Identity/Login', 'public'),
      route('identity.activate', 'POST', '/api/identity/activate/{token}', 'public'),
      route('identity.reset', 'POST', '/api/identity/password/reset/{token?}', 'public'),
      route('identity.me', 'GET', '/api/identity/user-data', 'signedIn'),
    ]);
    expect(auth('/api/identity/login', 'POST')).toBe('NONE');
    expect(auth('/api/identity/login', 'ANY')).toBe('CUSTOM');
    expect(auth('/api/identity/login/{proxy+}', 'ANY')).toBe('CUSTOM');
    expect(auth('/api/identity/activate/{token}', 'POST')).toBe('NONE');
    expect(auth('/api/identity/activate', 'ANY')).toBe('CUSTOM');
    expect(paths).not.toContain('/api/identity/activate/{proxy+}');
    expect(auth('/api/identity/activate/{token}/{proxy+}', 'ANY')).toBe('CUSTOM');
    expect(auth('/api/identity/password/reset', 'POST')).toBe('NONE');
    expect(auth('/api/identity/password/reset/{token}', 'POST')).toBe('NONE');
    expect(auth('/api/identity/password', 'ANY')).toBe('CUSTOM');
    expect(auth('/api/identity/{proxy+}', 'ANY')).toBe('CUSTOM');
    expect(paths).not.toContain('/api/identity/user-data');
  });

  it('refuses a public path variable beside a prefix {proxy+}', () => {
    expect(() => apiTemplate([route('identity.odd', 'GET', '/api/identity/{id}', 'public')])).toThrow(
      /one variable per level/,
    );
  });
});
