/**
 * deploy/ describes what operators run, so it is checked like code, offline: docker-compose.yml
 * against the Compose Specification's JSON schema (vendored in test/fixtures/schemas), the
 * Kubernetes manifests against the API schemas kubernetes-models ships, and both for the wiring
 * the schemas cannot see (labels that select, names that refer, variables the app reads). The VCL
 * each of them runs (deploy/varnish/) is compiled by varnishd when it is installed (.ci/run does).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { ENV_NAMES } from '../../../server/config.js';
import { VARNISH_PARAMS, varnishAvailable } from '../../../bench/varnish.mjs';

const DEPLOY = path.resolve('deploy');
const knownVariable = (name: string) => ENV_NAMES.includes(name) || name.startsWith('FEATURE_');
const VARNISH = varnishAvailable() || process.env.CI === 'true';

/**
 * Compiles `files` (name -> VCL) with `varnishd -C` from a folder of their own, `main` first, the
 * hosts of its backends replaced by 127.0.0.1 (varnishd resolves them as it compiles). The
 * compiler's message when it fails.
 */
function compileVcl(files: Record<string, string>, main: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-vcl-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text.replace(/\.host = "[^"]+"/g, '.host = "127.0.0.1"'));
    const out = spawnSync('varnishd', ['-j', 'none', '-C', '-f', path.join(dir, main)], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 });
    return out.status === 0 ? '' : (out.stderr.split('Message from VCC-compiler:')[1] ?? out.stderr).slice(0, 2000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const VCL_DIR = path.join(DEPLOY, 'varnish');
const vclFile = (name: string) => readFileSync(path.join(VCL_DIR, name), 'utf8');

describe('deploy/docker-compose.yml', () => {
  const compose = parse(readFileSync(path.join(DEPLOY, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { image?: string; command?: string[]; environment?: Record<string, string>; volumes?: string[]; depends_on?: Record<string, unknown> }>;
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
    broken.services.edge.ports = '8080:80';
    broken.services.db.healthcheck = { test: ['CMD'], interval: 5 };
    broken.services['app-a'].restart_policy = 'always';
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath).sort()).toEqual(
      expect.arrayContaining(['/services/edge/ports', '/services/db/healthcheck/interval', '/services/app-a']),
    );
  });

  it('runs two app replicas on PostgreSQL behind Varnish, whose VCL is deploy/varnish/, purged by the replicas', () => {
    const apps = Object.entries(compose.services).filter(([, s]) => s.image === 'colophon:latest');
    expect(apps).toHaveLength(2);
    const edge = compose.services.edge;
    expect(edge.image).toMatch(/^varnish:7\./);
    expect(edge.volumes).toContain('./varnish:/etc/varnish:ro');
    const command = edge.command ?? [];
    const vcl = command[command.indexOf('-f') + 1];
    expect(vcl).toMatch(/^\/etc\/varnish\//);
    expect(existsSync(path.join(VCL_DIR, path.basename(vcl!)))).toBe(true);
    // Purges arrive on a listener of their own, which is not published.
    // Room for a 16 KB Surrogate-Key, as the edge suites run it (bench/varnish.mjs).
    expect(command.join(' ')).toContain(VARNISH_PARAMS.join(' '));
    const purge = command.find((a) => a.startsWith('purge='));
    expect(purge).toMatch(/^purge=:(\d+),HTTP$/);
    const purgePort = /:(\d+)/.exec(purge!)![1];
    expect(JSON.stringify(compose.services.edge)).not.toContain(`"${purgePort}:`);
    for (const [name, app] of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@db:5432\//);
      expect(app.environment?.TRUST_PROXY).toBe('1');
      expect(app.environment?.CACHE_PURGE_URLS).toBe(`http://edge:${purgePort}`);
      for (const key of Object.keys(app.environment ?? {})) expect(knownVariable(key), key).toBe(true);
      expect(readFileSync(path.join(VCL_DIR, path.basename(vcl!)), 'utf8')).toContain(`.host = "${name}"; .port = "3000"`);
    }
    expect(compose.services.db.image).toMatch(/^postgres:/);
    expect(Object.keys(edge.depends_on ?? {}).sort()).toEqual(apps.map(([name]) => name).sort());
  });

  (VARNISH ? it : it.skip)('its VCL compiles (varnishd -C), as does default.vcl for one machine', () => {
    const files = { 'default.vcl': vclFile('default.vcl'), 'compose.vcl': vclFile('compose.vcl'), 'colophon.vcl': vclFile('colophon.vcl') };
    expect(compileVcl(files, 'default.vcl')).toBe('');
    expect(compileVcl(files, 'compose.vcl')).toBe('');
    // The check does fail on a broken rule.
    expect(compileVcl({ ...files, 'colophon.vcl': files['colophon.vcl'].replace('xkey.purge(', 'xkey.purgee(') }, 'default.vcl')).toMatch(/purgee/);
  });

  it('default.vcl has the one backend line an operator changes, on 127.0.0.1:3000', () => {
    expect(vclFile('default.vcl').match(/^backend .*$/gm)).toEqual([expect.stringContaining('.host = "127.0.0.1"; .port = "3000";')]);
  });

  it("deploy/nginx.conf, the front without purges by key, sends requests to both replicas and keeps pages as the app's Cache-Control says", () => {
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
    'v1 ConfigMap': (d) => new ConfigMap(d),
    'autoscaling/v2 HorizontalPodAutoscaler': (d) => new HorizontalPodAutoscaler(d),
    'policy/v1 PodDisruptionBudget': (d) => new PodDisruptionBudget(d),
  };
  const named = <T>(kind: string, name: string) => docs.find((d) => d.doc.kind === kind && (d.doc as { metadata?: { name?: string } }).metadata?.name === name)?.doc as T;
  const one = <T>(kind: string) => named<T>(kind, 'colophon') ?? (docs.find((d) => d.doc.kind === kind)?.doc as T);

  it('holds the app (Deployment, Service, HorizontalPodAutoscaler, Secret, PodDisruptionBudget) and its edge (Varnish: ConfigMap, Deployment, two Services)', () => {
    expect(docs.map((d) => d.doc.kind).sort()).toEqual(['ConfigMap', 'Deployment', 'Deployment', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Secret', 'Service', 'Service', 'Service']);
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

  it('wires the edge: Varnish runs the ConfigMap VCL in front of the colophon Service, the pods purge it on its own port', () => {
    const map = new ConfigMap(named('ConfigMap', 'colophon-varnish'));
    const files = map.data ?? {};
    // The rules are deploy/varnish/colophon.vcl, byte for byte.
    expect(files['colophon.vcl']).toBe(vclFile('colophon.vcl'));
    const edge = new Deployment(named('Deployment', 'colophon-edge'));
    const pod = edge.spec!.template;
    const [varnish] = pod.spec!.containers;
    expect(varnish.image).toMatch(/^varnish:7\./);
    const command = varnish.command ?? [];
    const vcl = command[command.indexOf('-f') + 1]!;
    const mount = varnish.volumeMounts!.find((m) => vcl.startsWith(`${m.mountPath}/`))!;
    expect(pod.spec!.volumes!.find((v) => v.name === mount.name)?.configMap?.name).toBe(map.metadata!.name);
    expect(Object.keys(files)).toContain(path.basename(vcl));
    const app = new Service(one('Service'));
    expect(files[path.basename(vcl)]).toContain(`.host = "${app.metadata!.name}"; .port = "${app.spec!.ports![0].port}"`);

    const selects = (svc: Service) => Object.entries(svc.spec!.selector ?? {}).every(([k, v]) => pod.metadata!.labels![k] === v);
    const readers = new Service(named('Service', 'colophon-edge'));
    const purges = new Service(named('Service', 'colophon-edge-purge'));
    expect(selects(readers) && selects(purges)).toBe(true);
    const portOf = (name: string) => varnish.ports!.find((p) => p.name === name)!.containerPort;
    expect(command).toContain(`purge=:${portOf('purge')},HTTP`);
    expect(command.join(' ')).toContain(VARNISH_PARAMS.join(' '));
    expect(readers.spec!.ports!.map((p) => p.targetPort)).toEqual(['http']);
    expect(purges.spec!.ports!.map((p) => p.targetPort)).toEqual(['purge']);
    const web = new Deployment(one('Deployment')).spec!.template.spec!.containers[0];
    expect(web.env?.find((e) => e.name === 'CACHE_PURGE_URLS')?.value).toBe(`http://${purges.metadata!.name}:${purges.spec!.ports![0].port}`);
  });

  (VARNISH ? it : it.skip)("the ConfigMap's VCL compiles (varnishd -C)", () => {
    const files = new ConfigMap(named('ConfigMap', 'colophon-varnish')).data ?? {};
    expect(compileVcl(files, 'k8s.vcl')).toBe('');
  });
});
