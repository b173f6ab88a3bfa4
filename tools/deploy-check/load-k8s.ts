import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as coreV1 from 'kubernetes-models/v1';
import * as appsV1 from 'kubernetes-models/apps/v1';
import * as batchV1 from 'kubernetes-models/batch/v1';
import * as autoscalingV2 from 'kubernetes-models/autoscaling/v2';
import * as networkingV1 from 'kubernetes-models/networking.k8s.io/v1';
import * as policyV1 from 'kubernetes-models/policy/v1';
import * as rbacV1 from 'kubernetes-models/rbac.authorization.k8s.io/v1';
import { parse, parseAllDocuments } from 'yaml';
import { repoRoot } from './apps';

export type K8sDoc = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> }; [key: string]: any };

export const k8sDir = path.join(repoRoot, 'k8s');

/** kubernetes-models modules by apiVersion; an apiVersion missing here is reported, not skipped. */
const MODELS: Record<string, Record<string, unknown>> = {
  v1: coreV1,
  'apps/v1': appsV1,
  'batch/v1': batchV1,
  'autoscaling/v2': autoscalingV2,
  'networking.k8s.io/v1': networkingV1,
  'policy/v1': policyV1,
  'rbac.authorization.k8s.io/v1': rbacV1,
};

/** Validates one object with the kubernetes-models class for its apiVersion/kind; returns problems. */
export function validateK8s(doc: K8sDoc): string[] {
  const where = `${doc?.apiVersion}/${doc?.kind} ${doc?.metadata?.name ?? '(no name)'}`;
  const group = MODELS[doc?.apiVersion];
  if (!group) return [`${where}: apiVersion not known to the checks (add it to MODELS in load-k8s.ts)`];
  const Model = group[doc.kind] as (new (data: unknown) => { validate(): void }) | undefined;
  if (typeof Model !== 'function') return [`${where}: kind ${doc.kind} does not exist in ${doc.apiVersion}`];
  try {
    new Model(doc).validate();
    return [];
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
}

/** The kubectl to use: $KUBECTL, else `kubectl` on PATH; null when it cannot run. */
export function findKubectl(): string | null {
  const candidate = process.env.KUBECTL || 'kubectl';
  const probe = spawnSync(candidate, ['version', '--client'], { encoding: 'utf8', timeout: 30_000 });
  return probe.error || probe.status !== 0 ? null : candidate;
}

/** `kubectl kustomize <dir>` parsed into objects; throws with kubectl's message when it fails. */
export function kustomize(kubectl: string, dir: string): K8sDoc[] {
  const run = spawnSync(kubectl, ['kustomize', dir], { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`kubectl kustomize ${dir}: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`kubectl kustomize ${dir} exited ${run.status}:\n${run.stderr}`);
  return parseYamlStream(run.stdout, `kubectl kustomize ${dir}`);
}

export function parseYamlStream(text: string, source: string): K8sDoc[] {
  const docs: K8sDoc[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length) throw new Error(`${source}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS();
    if (value != null) docs.push(value as K8sDoc);
  }
  return docs;
}

export function readYamlFile(file: string): K8sDoc[] {
  return parseYamlStream(fs.readFileSync(file, 'utf8'), path.relative(repoRoot, file));
}

/** k8s/base/kustomization.yaml as parsed YAML. */
export function baseKustomization(): { resources?: string[]; [key: string]: unknown } {
  return parse(fs.readFileSync(path.join(k8sDir, 'base', 'kustomization.yaml'), 'utf8'));
}

export function podSpecOf(doc: K8sDoc): any {
  return doc.spec?.template?.spec ?? doc.spec?.jobTemplate?.spec?.template?.spec;
}

/** The names and keys read with secretKeyRef anywhere in a document. */
export function secretKeyRefs(node: unknown, out: Array<{ name: string; key: string }> = []) {
  if (Array.isArray(node)) node.forEach((n) => secretKeyRefs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'secretKeyRef') out.push(v as { name: string; key: string });
      else secretKeyRefs(v, out);
    }
  }
  return out;
}
