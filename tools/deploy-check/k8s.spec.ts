import fs from 'node:fs';
import path from 'node:path';
import { K8S_APPS, OVERLAYS, SERVICES } from './apps';
import {
  baseKustomization,
  findKubectl,
  k8sDir,
  kustomize,
  podSpecOf,
  readYamlFile,
  secretKeyRefs,
  validateK8s,
  type K8sDoc,
} from './load-k8s';

const kubectl = findKubectl();
const NO_KUBECTL = ' [SKIPPED: kubectl not found on PATH (or $KUBECTL); install kubectl to render the overlays]';
/** Cases that need kubectl: run them when it is there, skip them (saying why) when it is not. */
const withKubectl = (name: string, fn: () => void) => (kubectl ? it(name, fn, 120_000) : it.skip(`${name}${NO_KUBECTL}`, fn));

const exampleSecret = readYamlFile(path.join(k8sDir, 'base', 'secrets.example.yaml'))[0];
const documentedSecretKeys = new Set(Object.keys({ ...exampleSecret?.stringData, ...exampleSecret?.data }));

const find = (docs: K8sDoc[], kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name);
const named = (docs: K8sDoc[], kind: string) => docs.filter((d) => d.kind === kind);
const envValue = (container: any, name: string) => container.env?.find((e: any) => e.name === name);

/** The container port number a probe's httpGet.port (number or port name) refers to. */
function probePortNumber(container: any, port: number | string): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((p: any) => p.name === port)?.containerPort;
}

/** Everything that must hold for a set of objects, base or rendered overlay. */
function structuralProblems(docs: K8sDoc[]): string[] {
  const problems: string[] = [];
  const add = (cond: unknown, message: string) => {
    if (!cond) problems.push(message);
  };

  // Every workload: limits, non-root, read-only root, no privilege escalation.
  for (const doc of [...named(docs, 'Deployment'), ...named(docs, 'Job')]) {
    const where = `${doc.kind} ${doc.metadata.name}`;
    const pod = podSpecOf(doc);
    for (const c of pod?.containers ?? []) {
      const sc = { ...pod.securityContext, ...c.securityContext };
      add(sc.runAsNonRoot === true, `${where}/${c.name}: runAsNonRoot is not true`);
      add(sc.runAsUser === undefined || sc.runAsUser !== 0, `${where}/${c.name}: runAsUser is 0`);
      add(c.securityContext?.readOnlyRootFilesystem === true, `${where}/${c.name}: readOnlyRootFilesystem is not true`);
      add(c.securityContext?.allowPrivilegeEscalation === false, `${where}/${c.name}: allowPrivilegeEscalation is not false`);
      add(c.resources?.limits?.cpu && c.resources?.limits?.memory, `${where}/${c.name}: resources.limits.cpu and .memory must be set`);
      add(c.resources?.requests?.cpu && c.resources?.requests?.memory, `${where}/${c.name}: resources.requests.cpu and .memory must be set (the HPA needs them)`);
      if (doc.kind === 'Deployment') {
        add(c.livenessProbe?.httpGet, `${where}/${c.name}: no httpGet livenessProbe`);
        add(c.readinessProbe?.httpGet, `${where}/${c.name}: no httpGet readinessProbe`);
      }
    }
    add((pod?.containers ?? []).length > 0, `${where}: no containers`);
  }

  for (const d of named(docs, 'Deployment')) {
    add(d.spec?.replicas === undefined, `Deployment ${d.metadata.name}: spec.replicas is set, but its HPA owns the replica count (kubectl apply would reset it)`);
  }

  // Domain services: Deployment, Service with Prometheus annotations, HPA, migrate Job.
  for (const { app, probePort } of SERVICES) {
    const deploy = find(docs, 'Deployment', app);
    add(deploy, `Deployment ${app} is missing`);
    if (!deploy) continue;
    const c = podSpecOf(deploy).containers[0];
    add(envValue(c, 'MIGRATE_ON_START')?.value === 'false', `Deployment ${app}: env MIGRATE_ON_START must be "false" (migrations run in the Job)`);
    add(envValue(c, 'PROBE_PORT')?.value === String(probePort), `Deployment ${app}: env PROBE_PORT must be "${probePort}"`);
    add(envValue(c, 'DATABASE_URL')?.valueFrom?.secretKeyRef, `Deployment ${app}: DATABASE_URL must come from a Secret`);
    add(c.livenessProbe?.httpGet?.path === '/health/live', `Deployment ${app}: livenessProbe path must be /health/live`);
    add(c.readinessProbe?.httpGet?.path === '/health/ready', `Deployment ${app}: readinessProbe path must be /health/ready`);
    for (const probe of ['livenessProbe', 'readinessProbe'] as const) {
      const port = c[probe]?.httpGet?.port;
      add(probePortNumber(c, port) === probePort, `Deployment ${app}: ${probe} port ${port} is not PROBE_PORT ${probePort}`);
    }

    const svc = find(docs, 'Service', app);
    add(svc, `Service ${app} is missing`);
    if (svc) {
      const a = svc.metadata.annotations ?? {};
      add(a['prometheus.io/scrape'] === 'true', `Service ${app}: annotation prometheus.io/scrape must be "true"`);
      add(a['prometheus.io/port'] === String(probePort), `Service ${app}: annotation prometheus.io/port must be "${probePort}"`);
      add(a['prometheus.io/path'] === '/metrics', `Service ${app}: annotation prometheus.io/path must be /metrics`);
      add(svc.spec.ports?.some((p: any) => p.port === probePort), `Service ${app}: does not expose port ${probePort}`);
    }

    const hpa = named(docs, 'HorizontalPodAutoscaler').find((h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === app);
    add(hpa, `no HorizontalPodAutoscaler targets Deployment ${app}`);

    const jobs = named(docs, 'Job').filter((j) => podSpecOf(j).containers.some((jc: any) => jc.image === c.image && JSON.stringify(jc.args) === '["--migrate"]'));
    add(jobs.length === 1, `${app}: expected one migrate Job running image ${c.image} with args ["--migrate"], found ${jobs.length}`);
    for (const job of jobs) {
      const jc = podSpecOf(job).containers[0];
      add(['Never', 'OnFailure'].includes(podSpecOf(job).restartPolicy), `Job ${job.metadata.name}: restartPolicy must be Never or OnFailure`);
      add(
        JSON.stringify(envValue(jc, 'DATABASE_URL')?.valueFrom) === JSON.stringify(envValue(c, 'DATABASE_URL')?.valueFrom),
        `Job ${job.metadata.name}: DATABASE_URL differs from Deployment ${app}'s`,
      );
    }
  }

  // Gateway: Deployment, Service, HPA, Ingress to the Service.
  const gw = find(docs, 'Deployment', 'gateway');
  add(gw, 'Deployment gateway is missing');
  if (gw) {
    const c = podSpecOf(gw).containers[0];
    add(c.livenessProbe?.httpGet?.path === '/api/health/live', 'Deployment gateway: livenessProbe path must be /api/health/live');
    add(c.readinessProbe?.httpGet?.path === '/api/health/ready', 'Deployment gateway: readinessProbe path must be /api/health/ready');
    add(probePortNumber(c, c.livenessProbe?.httpGet?.port) === 3000, 'Deployment gateway: probes must use port 3000');
    add(envValue(c, 'SESSION_SECRET')?.valueFrom?.secretKeyRef, 'Deployment gateway: SESSION_SECRET must come from a Secret');
  }
  add(named(docs, 'HorizontalPodAutoscaler').some((h) => h.spec?.scaleTargetRef?.name === 'gateway'), 'no HorizontalPodAutoscaler targets Deployment gateway');
  const gwSvc = find(docs, 'Service', 'gateway');
  add(gwSvc, 'Service gateway is missing');
  const ingresses = named(docs, 'Ingress');
  add(ingresses.length > 0, 'no Ingress');
  for (const ing of ingresses) {
    for (const rule of ing.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const backend = p.backend?.service;
        const target = backend && find(docs, 'Service', backend.name);
        add(target, `Ingress ${ing.metadata.name}: backend Service ${backend?.name} does not exist`);
        if (target) {
          const port = backend.port?.name ?? backend.port?.number;
          add(target.spec.ports.some((sp: any) => sp.name === port || sp.port === port), `Ingress ${ing.metadata.name}: Service ${backend.name} has no port ${port}`);
        }
      }
    }
  }

  // Every HPA: autoscaling/v2, CPU at 70 %, a Deployment that exists, sane bounds.
  for (const h of named(docs, 'HorizontalPodAutoscaler')) {
    const where = `HorizontalPodAutoscaler ${h.metadata.name}`;
    add(h.apiVersion === 'autoscaling/v2', `${where}: apiVersion must be autoscaling/v2`);
    add(find(docs, h.spec.scaleTargetRef.kind, h.spec.scaleTargetRef.name), `${where}: target ${h.spec.scaleTargetRef.kind} ${h.spec.scaleTargetRef.name} does not exist`);
    const cpu = h.spec.metrics?.find((m: any) => m.type === 'Resource' && m.resource?.name === 'cpu');
    add(cpu?.resource?.target?.type === 'Utilization' && cpu.resource.target.averageUtilization === 70, `${where}: needs a cpu Utilization target of 70`);
    add((h.spec.minReplicas ?? 1) <= h.spec.maxReplicas, `${where}: minReplicas > maxReplicas`);
  }

  // Services select Deployment pods, never migrate-Job pods.
  for (const svc of named(docs, 'Service')) {
    const sel: Record<string, string> = svc.spec?.selector ?? {};
    const matches = (d: K8sDoc) => Object.entries(sel).every(([k, v]) => d.spec?.template?.metadata?.labels?.[k] === v);
    add(Object.keys(sel).length > 0 && named(docs, 'Deployment').some(matches), `Service ${svc.metadata.name}: selector matches no Deployment's pods`);
    add(!named(docs, 'Job').some(matches), `Service ${svc.metadata.name}: selector matches a Job's pods`);
  }

  // Secrets: none in the manifests; every key read is documented in secrets.example.yaml.
  add(named(docs, 'Secret').length === 0, `Secret objects must not be in the manifests: ${named(docs, 'Secret').map((s) => s.metadata.name)}`);
  for (const doc of docs) {
    for (const ref of secretKeyRefs(doc)) {
      add(ref.name === exampleSecret?.metadata?.name && documentedSecretKeys.has(ref.key), `${doc.kind} ${doc.metadata.name}: secretKeyRef ${ref.name}/${ref.key} is not documented in k8s/base/secrets.example.yaml`);
    }
  }
  return problems;
}

describe('k8s base (no kubectl needed)', () => {
  const resources = baseKustomization().resources ?? [];
  const isFile = (r: string) => fs.statSync(path.join(k8sDir, 'base', r), { throwIfNoEntry: false })?.isFile() ?? false;
  const docs = resources.filter(isFile).flatMap((r) => readYamlFile(path.join(k8sDir, 'base', r)));

  it('lists only resource files that exist', () => {
    expect(resources.filter((r) => !isFile(r))).toEqual([]);
  });

  it('does not list secrets.example.yaml (or any Secret) as a resource', () => {
    expect(resources).not.toContain('secrets.example.yaml');
    expect(named(docs, 'Secret')).toEqual([]);
  });

  it('documents the secret keys in secrets.example.yaml', () => {
    expect(exampleSecret?.kind).toBe('Secret');
    expect([...documentedSecretKeys]).toEqual(expect.arrayContaining(['SESSION_SECRET', 'RABBITMQ_URL', 'REDIS_URL']));
  });

  it('every base resource file validates with kubernetes-models', () => {
    expect(docs.flatMap(validateK8s)).toEqual([]);
  });

  it('has the objects every app needs, with probes, limits and a non-root security context', () => {
    expect(structuralProblems(docs)).toEqual([]);
  });
});

describe.each(OVERLAYS)('k8s overlay %s', (overlay) => {
  const dir = path.join(k8sDir, 'overlays', overlay);
  let rendered: K8sDoc[] | undefined;
  let renderError: Error | undefined;
  const render = (): K8sDoc[] => {
    if (!rendered && !renderError) {
      try {
        rendered = kustomize(kubectl!, dir);
      } catch (error) {
        renderError = error as Error;
      }
    }
    if (renderError) throw renderError;
    return rendered!;
  };

  withKubectl(`kubectl kustomize k8s/overlays/${overlay} succeeds`, () => {
    expect(render().length).toBeGreaterThan(0);
  });

  withKubectl(`every rendered object validates with kubernetes-models (${overlay})`, () => {
    expect(render().flatMap(validateK8s)).toEqual([]);
  });

  withKubectl(`every app has its objects, probes, limits, non-root security, HPA and migrate Job (${overlay})`, () => {
    const docs = render();
    for (const app of K8S_APPS) expect({ app, deployment: Boolean(find(docs, 'Deployment', app)) }).toEqual({ app, deployment: true });
    expect(structuralProblems(docs)).toEqual([]);
  });

  withKubectl(`puts everything in the overlay's namespace and pins image tags (${overlay})`, () => {
    const docs = render();
    const namespaces = named(docs, 'Namespace').map((n) => n.metadata.name);
    expect(namespaces).toHaveLength(1);
    const problems: string[] = [];
    for (const d of docs) {
      if (d.kind !== 'Namespace' && d.metadata.namespace !== namespaces[0]) problems.push(`${d.kind} ${d.metadata.name}: namespace ${d.metadata.namespace}`);
      for (const c of [...(podSpecOf(d)?.containers ?? []), ...(podSpecOf(d)?.initContainers ?? [])]) {
        const tag = /:([^/:@]+)$/.exec(c.image)?.[1];
        if (!tag && !c.image.includes('@sha256:')) problems.push(`${d.kind} ${d.metadata.name}: image ${c.image} has no tag`);
        if (tag === 'latest') problems.push(`${d.kind} ${d.metadata.name}: image ${c.image} uses latest`);
        if (overlay === 'prod' && tag === 'dev') problems.push(`${d.kind} ${d.metadata.name}: prod image ${c.image} uses the dev tag`);
      }
    }
    expect(problems).toEqual([]);
  });

  withKubectl(`every app gets the variables it needs, from env or the ConfigMap (${overlay})`, () => {
    const docs = render();
    const common = ['NODE_ENV', 'LOG_LEVEL', 'RABBITMQ_URL', 'REDIS_URL', 'RMQ_QUEUE_PREFIX', 'RPC_TIMEOUT_MS'];
    const needs: Record<string, string[]> = {
      gateway: [...common, 'PORT', 'SESSION_SECRET', 'WEB_DIST_DIR', 'PUBLIC_URL', 'CORS_ORIGINS', 'RATE_LIMIT_PER_MINUTE'],
      ...Object.fromEntries(
        SERVICES.map((s) => [s.app, [...common, 'DATABASE_URL', 'PROBE_PORT', 'RMQ_PREFETCH', 'RMQ_DELIVERY_LIMIT', 'MIGRATE_ON_START', 'JOB_CONCURRENCY']]),
      ),
    };
    const missing: string[] = [];
    for (const [app, keys] of Object.entries(needs)) {
      const workloads = docs.filter((d) => (d.kind === 'Deployment' && d.metadata.name === app) || (d.kind === 'Job' && d.metadata.name === `${app}-migrate`));
      for (const w of workloads) {
        const c = podSpecOf(w).containers[0];
        const have = new Set<string>((c.env ?? []).map((e: any) => e.name));
        for (const from of c.envFrom ?? []) {
          const map = from.configMapRef && find(docs, 'ConfigMap', from.configMapRef.name);
          Object.keys(map?.data ?? {}).forEach((k) => have.add(k));
        }
        for (const key of keys) if (!have.has(key)) missing.push(`${w.kind} ${w.metadata.name}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  withKubectl(`every configMapRef names a rendered ConfigMap (${overlay})`, () => {
    const docs = render();
    const maps = new Set(named(docs, 'ConfigMap').map((m) => m.metadata.name));
    const refs = JSON.stringify(docs).match(/"configMapRef":\{"name":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    const missing = refs.map((r) => r.replace(/.*"name":"/, '').replace(/"$/, '')).filter((n) => !maps.has(n));
    expect(missing).toEqual([]);
  });
});
