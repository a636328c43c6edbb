/**
 * deploy/ describes what operators run, so it is checked like code, offline: docker-compose.yml
 * against the Compose Specification's JSON schema (vendored in test/fixtures/schemas), the
 * Kubernetes manifests against the API schemas kubernetes-models ships, and both for the wiring
 * the schemas cannot see (labels that select, names that refer, variables the app reads).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Secret, Service } from 'kubernetes-models/v1';
import { ENV_NAMES } from '../../../server/config.js';

const DEPLOY = path.resolve('deploy');
const knownVariable = (name: string) => ENV_NAMES.includes(name) || name.startsWith('FEATURE_');

describe('deploy/docker-compose.yml', () => {
  const compose = parse(readFileSync(path.join(DEPLOY, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { image?: string; environment?: Record<string, string>; volumes?: string[]; depends_on?: Record<string, unknown> }>;
  };

  // Ajv knows draft-07 by its http:// id; the spec names it with https://, which is the same draft.
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(path.resolve('test/fixtures/schemas/compose-spec.json'), 'utf8')) as Record<string, unknown>;
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

  it('is valid under the Compose Specification schema', () => {
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check does catch a broken file', () => {
    const broken = structuredClone(compose) as { services: Record<string, Record<string, unknown>> };
    broken.services.proxy.ports = '8080:80';
    broken.services.db.healthcheck = { test: ['CMD'], interval: 5 };
    broken.services['app-a'].restart_policy = 'always';
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath).sort()).toEqual(
      expect.arrayContaining(['/services/proxy/ports', '/services/db/healthcheck/interval', '/services/app-a']),
    );
  });

  it('runs two app replicas on PostgreSQL behind a caching nginx whose config is in deploy/', () => {
    const apps = Object.entries(compose.services).filter(([, s]) => s.image === 'colophon:latest');
    expect(apps).toHaveLength(2);
    for (const [, app] of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@db:5432\//);
      expect(app.environment?.TRUST_PROXY).toBe('1');
      for (const name of Object.keys(app.environment ?? {})) expect(knownVariable(name), name).toBe(true);
    }
    expect(compose.services.db.image).toMatch(/^postgres:/);
    const proxy = compose.services.proxy;
    expect(proxy.image).toMatch(/^nginx:/);
    const mounted = proxy.volumes?.find((v) => v.endsWith(':/etc/nginx/nginx.conf:ro'));
    expect(mounted && existsSync(path.join(DEPLOY, mounted.split(':')[0]))).toBe(true);
    expect(Object.keys(proxy.depends_on ?? {}).sort()).toEqual(apps.map(([name]) => name).sort());
  });

  it("nginx sends requests to both replicas and keeps pages as the app's Cache-Control says", () => {
    const conf = readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8');
    for (const [name] of Object.entries(compose.services).filter(([, s]) => s.image === 'colophon:latest')) {
      expect(conf).toContain(`server ${name}:3000`);
    }
    expect(conf).toContain('proxy_cache colophon;');
    // Nothing tells nginx to ignore Cache-Control: s-maxage and stale-while-revalidate rule.
    expect(conf).not.toMatch(/proxy_ignore_headers[^;]*Cache-Control/);
    expect(conf).toContain('proxy_cache_use_stale error timeout updating');
    expect(conf).toContain('proxy_cache_bypass $cookie_colophon_preview;');
  });
});

describe('deploy/k8s', () => {
  const docs = readdirSync(path.join(DEPLOY, 'k8s'))
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((file) => parseAllDocuments(readFileSync(path.join(DEPLOY, 'k8s', file), 'utf8')).map((d) => ({ file, doc: d.toJS() as { apiVersion: string; kind: string } })));
  const MODELS: Record<string, (doc: never) => { validate(): void }> = {
    'apps/v1 Deployment': (d) => new Deployment(d),
    'v1 Service': (d) => new Service(d),
    'v1 Secret': (d) => new Secret(d),
    'autoscaling/v2 HorizontalPodAutoscaler': (d) => new HorizontalPodAutoscaler(d),
    'policy/v1 PodDisruptionBudget': (d) => new PodDisruptionBudget(d),
  };
  const one = <T>(kind: string) => docs.find((d) => d.doc.kind === kind)?.doc as T;

  it('holds a Deployment, Service, HorizontalPodAutoscaler, Secret and PodDisruptionBudget', () => {
    expect(docs.map((d) => d.doc.kind).sort()).toEqual(['Deployment', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Secret', 'Service']);
  });

  it.each(docs.map((d) => [`${d.file} (${d.doc.kind})`, d.doc] as const))('%s is valid under the Kubernetes API schema', (_name, doc) => {
    const model = MODELS[`${doc.apiVersion} ${doc.kind}`];
    expect(model, `no schema for ${doc.apiVersion} ${doc.kind}`).toBeDefined();
    expect(() => model(doc as never).validate()).not.toThrow();
  });

  it('the schema check does catch a broken manifest', () => {
    const broken = structuredClone(one<Record<string, unknown>>('Deployment')) as { spec: { replicas: unknown; template: { spec: { containers: Array<{ ports: Array<{ containerPort: unknown }> }> } } } };
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(() => new Deployment(broken as never).validate()).toThrow('containerPort must be integer');
  });

  it('wires them together: selectors match the pods, probes hit /readyz and /healthz, the Secret feeds the env', () => {
    const deployment = new Deployment(one('Deployment'));
    const labels = deployment.spec!.template.metadata!.labels!;
    const matches = (selector: Record<string, string> | undefined) =>
      Object.entries(selector ?? {}).every(([k, v]) => labels[k] === v) && Object.keys(selector ?? {}).length > 0;
    expect(matches(deployment.spec!.selector.matchLabels)).toBe(true);
    expect(matches(new Service(one('Service')).spec!.selector)).toBe(true);
    expect(matches(new PodDisruptionBudget(one('PodDisruptionBudget')).spec!.selector!.matchLabels)).toBe(true);
    const hpa = new HorizontalPodAutoscaler(one('HorizontalPodAutoscaler'));
    expect(hpa.spec!.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata!.name });
    expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(2);

    const [container] = deployment.spec!.template.spec!.containers;
    expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
    const secret = new Secret(one('Secret'));
    expect(container.envFrom?.[0].secretRef?.name).toBe(secret.metadata!.name);
    for (const name of Object.keys(secret.stringData ?? {})) expect(knownVariable(name), name).toBe(true);
    expect(secret.stringData?.DATABASE_URL).toMatch(/^postgres:\/\//);
  });
});
