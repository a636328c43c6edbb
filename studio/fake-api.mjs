/**
 * A stand-in for api.sanity.io, just enough for the Studio to show the desk and a document form
 * offline (screenshots.mjs): a signed-in user, the project, full grants, and the Content Lake's
 * query, doc and listen endpoints answered from the embedded dataset (data/dataset.ndjson) with
 * groq-js, the evaluator the site's embedded source uses. Everything else the Studio asks for
 * (features, onboarding "journeys", key-value settings, version checks) gets an empty answer, which
 * the Studio treats as "nothing to show". Read-only: mutations are refused.
 */
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';

const USER = {
  id: 'pEditor01',
  name: 'Ruth Adler',
  email: 'editor@colophon.example',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
};
const GRANTS = [{ filter: '_id in path("**")', permissions: ['read', 'update', 'create', 'history', 'editHistory'] }];

export function loadDataset(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

function project(projectId, dataset) {
  return {
    id: projectId,
    displayName: 'The Colophon',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { color: '#3c2c7a' },
    maxRetentionDays: 30,
    organizationId: 'oColophon',
    members: [{ id: USER.id, role: 'administrator', roles: USER.roles, isCurrentUser: true, isRobot: false }],
    features: [],
    datasets: [{ name: dataset, aclMode: 'private' }],
    createdAt: '2013-01-01T00:00:00Z',
  };
}

/** GROQ params arrive as `$name=<JSON>` query-string pairs (GET) or a `params` object (POST). */
function paramsOf(search) {
  const params = {};
  for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  return params;
}

async function runQuery(docs, query, params, log) {
  try {
    const value = await evaluate(parse(query, { params }), { dataset: docs, params });
    const result = await value.get();
    log?.(`  query ${query.replace(/\s+/g, ' ').slice(0, 160)} -> ${Array.isArray(result) ? `${result.length} rows` : typeof result}`);
    return { ms: 1, query, result };
  } catch (error) {
    // Studio queries groq-js does not know (search scoring, text::query …): an empty answer.
    log?.(`  query ${query.replace(/\s+/g, ' ').slice(0, 160)} -> ${error}`);
    return { ms: 1, query, result: null };
  }
}

/**
 * Answers one intercepted request. Returns `{ status, json }`, `{ status, body, contentType }`, or
 * null for requests the caller should let fail.
 */
export async function answer(request, { docs, byId, projectId, dataset, log }) {
  const url = new URL(request.url());
  const path = url.pathname.replace(/^\/v(\d{4}-\d{2}-\d{2}|X|1)/, '');
  const method = request.method();
  log?.(`${method} ${url.host}${url.pathname}`);
  if (!url.host.endsWith('api.sanity.io') && !url.host.endsWith('apicdn.sanity.io')) return null;

  if (path === '/users/me') return { status: 200, json: USER };
  if (path === '/ping') return { status: 200, json: { ping: 'pong' } };
  if (path === `/projects/${projectId}`) return { status: 200, json: project(projectId, dataset) };
  if (path === `/projects/${projectId}/datasets/${dataset}/acl`) return { status: 200, json: GRANTS };
  if (path === `/projects/${projectId}/datasets`) return { status: 200, json: [{ name: dataset, aclMode: 'private' }] };
  if (path === `/projects/${projectId}/roles`) return { status: 200, json: USER.roles };
  if (path.startsWith('/users/') && path.includes('/keyvalue')) return { status: 200, json: [] };
  if (path.startsWith('/users/')) return { status: 200, json: [USER] };

  if (path === `/data/query/${dataset}`) {
    if (method === 'POST') {
      const body = JSON.parse(request.postData() ?? '{}');
      return { status: 200, json: await runQuery(docs, body.query, body.params ?? {}, log) };
    }
    return { status: 200, json: await runQuery(docs, url.searchParams.get('query') ?? '', paramsOf(url.searchParams), log) };
  }
  if (path.startsWith(`/data/doc/${dataset}/`)) {
    const ids = decodeURIComponent(path.slice(`/data/doc/${dataset}/`.length)).split(',');
    const documents = ids.map((id) => byId.get(id)).filter(Boolean);
    return { status: 200, json: { documents, omitted: ids.filter((id) => !byId.has(id)).map((id) => ({ id, reason: 'existence' })) } };
  }
  if (path.includes('/listen')) {
    // An EventSource that says welcome and asks to be retried in ten minutes: as good as open.
    const body = 'retry: 600000\n\nevent: welcome\ndata: {"listenerName":"screenshots"}\n\n';
    return { status: 200, body, contentType: 'text/event-stream' };
  }
  if (path.startsWith(`/data/history/${dataset}/events/documents/`)) {
    // No history: the embedded dataset has only each document's current revision.
    const id = decodeURIComponent(path.split('/').pop());
    return { status: 200, json: { events: { [id]: [] }, nextCursor: null } };
  }
  if (path.startsWith(`/data/history/${dataset}/transactions/`)) return { status: 200, body: '', contentType: 'application/x-ndjson' };
  if (path.startsWith(`/data/mutate/`) || path.startsWith('/data/actions/')) return { status: 403, json: { error: 'read-only' } };
  // features, journeys, help/version checks, schedules, user applications, descriptors, history …
  return { status: 200, json: method === 'GET' && /features|user-applications|schedules/.test(path) ? [] : {} };
}
