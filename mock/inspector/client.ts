/**
 * What the inspector page runs in the browser, served as /__mock/ui/assets/inspector.js
 * (routes.ts). Kept as text here, as the docs page's script is (mock/docs/client.ts),
 * so the mock serves it from its own code whether built, bundled or run from source;
 * it has no template placeholders (no backquote, no dollar-brace).
 *
 * It calls the admin API only (and the platform's login, for the personas), in the
 * session chosen on the page, and sets every value it shows as text, never as markup.
 */

export const inspectorScript = String.raw`// The mock inspector (GET /__mock/ui, mock/inspector/): a page over the admin API.
(() => {
  'use strict';

  // Often enough for a request to show within 2 s; each read of the journal is an entry of it too.
  const pollMs = 1000;
  // The journal keeps 500 entries: the list shows as many.
  const maxShown = 500;
  // Marks the page's own admin calls, so that the list can leave them out.
  const ownHeader = 'X-Mock-Inspector';
  const tokenKey = 'mock-inspector.token';
  const sessionsKey = 'mock-inspector.sessions';
  const sessionName = /^[A-Za-z0-9._-]{1,64}$/;

  const $ = (id) => document.getElementById(id);

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function option(value, text) {
    const node = el('option', '', text === undefined ? value : text);
    node.value = value;
    return node;
  }

  function say(id, text, isError) {
    const node = $(id);
    node.textContent = text;
    node.classList.toggle('error', Boolean(isError));
  }

  // Says why something failed: a 401 means the token form is up, which says the rest.
  function failed(id, what, error) {
    if (error.stale) return;
    say(id, what + ' ' + (error.status === 401 ? 'The admin token is needed.' : error.message), true);
  }

  function clearError(id) {
    if ($(id).classList.contains('error')) say(id, '');
  }

  const plural = (n, word) => n + ' ' + word + (n === 1 ? '' : 's');

  function clockText(ms) {
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? '' : date.toISOString();
  }

  const store = {
    token: sessionStorage.getItem(tokenKey),
    session: sessionFromUrl(),
    // Every operation of the contract, and the platform's (those an answer rule may answer for).
    allOperations: [],
    operations: [],
    fixtures: null,
    waitingForToken: false,
  };

  function sessionFromUrl() {
    const name = new URLSearchParams(location.search).get('session') || '';
    return sessionName.test(name) ? name : '';
  }

  // ---- The admin API ----------------------------------------------------------------

  // A refusal, in the admin API's words ({error, field, reason}) or the platform's envelope.
  class Refusal extends Error {
    constructor(status, body) {
      super(status + ': ' + refusalText(body));
      this.status = status;
    }
  }

  function refusalText(body) {
    if (!body || typeof body !== 'object') return 'no JSON answer.';
    if (body.data && body.data.reason) return body.data.reason;
    const first = (body.errorObjects || [])[0];
    const text = body.error || (first && first.error) || JSON.stringify(body);
    return [text, body.field ? '(' + body.field + ')' : '', body.reason || ''].filter(Boolean).join(' ');
  }

  // Calls the admin API in the chosen session, with the admin token once one was given.
  async function admin(path, options) {
    const { method = 'GET', body, text = false } = options || {};
    const headers = { Accept: 'application/json' };
    headers[ownHeader] = '1';
    if (store.session) headers['X-Mock-Session'] = store.session;
    if (store.token) headers.Authorization = 'Bearer ' + store.token;
    const init = { method, headers };
    // The admin guard takes writes only as JSON, with or without a body.
    if (method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const session = store.session;
    let response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      throw new Error('the mock did not answer (' + error.message + ').');
    }
    // The session was switched meanwhile: this answer is another session's, and is not shown.
    if (store.session !== session) throw Object.assign(new Error('another session'), { stale: true });
    if (response.headers.get('X-Mock-Session-Created') === 'true') sessionCreated();
    if (response.status === 401) askForToken(Boolean(store.token));
    if (text && response.ok) return response.text();
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new Refusal(response.status, answer);
    return answer;
  }

  function askForToken(refused) {
    if (store.waitingForToken) return;
    store.waitingForToken = true;
    stopPolling();
    $('token-reason').textContent = refused
      ? 'The admin token was refused: give the one the mock was started with (--admin-token, or the one it printed).'
      : 'This mock was started with --admin-token: every admin call needs it. It is kept in this tab only.';
    $('token-form').hidden = false;
    $('admin-token').focus();
  }

  $('token-form').addEventListener('submit', (event) => {
    event.preventDefault();
    store.token = $('admin-token').value.trim();
    sessionStorage.setItem(tokenKey, store.token);
    $('admin-token').value = '';
    $('token-form').hidden = true;
    store.waitingForToken = false;
    loadAll();
  });

  // ---- Sessions ------------------------------------------------------------------------

  // The names used from this browser: the admin API does not list sessions.
  function knownSessions() {
    try {
      const names = JSON.parse(localStorage.getItem(sessionsKey) || '[]');
      return Array.isArray(names) ? names.filter((name) => typeof name === 'string' && sessionName.test(name)) : [];
    } catch (error) {
      return [];
    }
  }

  function remember(name) {
    if (!name) return;
    const names = [name].concat(knownSessions().filter((known) => known !== name)).slice(0, 20);
    localStorage.setItem(sessionsKey, JSON.stringify(names));
  }

  function showSession() {
    $('session-names').replaceChildren(...knownSessions().map((name) => option(name)));
    $('session-name').value = store.session;
    say('session-status', 'Session: ' + (store.session || 'default'));
  }

  function sessionCreated() {
    say('session-status', 'Session: ' + (store.session || 'default') + ' (new: built from the seed just now)');
  }

  $('session-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = $('session-name').value.trim();
    if (name && !sessionName.test(name)) return say('session-status', 'A session name is 1 to 64 letters, digits, ".", "_" or "-".', true);
    store.session = name;
    remember(name);
    // In the address too, so that a reload or a shared link opens the same session.
    const url = new URL(location.href);
    if (name) url.searchParams.set('session', name);
    else url.searchParams.delete('session');
    history.replaceState(null, '', url);
    clearPersona();
    loadAll();
  });

  // ---- Requests ------------------------------------------------------------------------

  const journal = { generation: 0, timer: null, inFlight: null, newest: null };
  const requestList = $('request-list');

  function filterParams() {
    const params = new URLSearchParams();
    const fields = $('request-filters').elements;
    for (const name of ['q', 'method', 'status', 'path', 'operationId']) {
      const value = fields[name].value.trim();
      if (value) params.set(name, value);
    }
    return params;
  }

  // Each load or poll belongs to a generation: an answer to an older one is dropped.
  function stopPolling() {
    journal.generation++;
    clearTimeout(journal.timer);
  }

  // Starts the list again: after a change of filters or session, or when the journal was emptied.
  function reloadRequests() {
    stopPolling();
    journal.newest = null;
    requestList.replaceChildren();
    showCount();
    poll();
  }

  async function poll() {
    const generation = journal.generation;
    if (journal.inFlight === generation) return;
    const params = filterParams();
    params.set('limit', String(maxShown));
    // From the entry before the newest one seen: that one must come back, or the
    // journal was emptied or replaced meanwhile (a reset, a restore, a clear).
    if (journal.newest) params.set('after', String(journal.newest.id - 1));
    journal.inFlight = generation;
    try {
      const answer = await admin('/__mock/requests?' + params);
      if (generation === journal.generation) merge(answer.requests || []);
    } catch (error) {
      if (generation === journal.generation) failed('requests-status', 'The journal could not be read:', error);
    } finally {
      if (journal.inFlight === generation) journal.inFlight = null;
    }
    schedule(generation);
  }

  function schedule(generation) {
    if (generation !== journal.generation || store.waitingForToken) return;
    clearTimeout(journal.timer);
    // A hidden page asks nothing: each read would push an entry of the journal out.
    if (document.visibilityState === 'hidden') return;
    journal.timer = setTimeout(poll, pollMs);
  }

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || store.waitingForToken) return;
    clearTimeout(journal.timer);
    poll();
  });

  function merge(entries) {
    const newest = journal.newest;
    if (newest && !entries.some((entry) => entry.id === newest.id && entry.at === newest.at && entry.url === newest.url)) return reloadRequests();
    const fresh = entries.filter((entry) => !newest || entry.id > newest.id).sort((a, b) => a.id - b.id);
    if (fresh.length > 0) journal.newest = fresh[fresh.length - 1];
    const showOwn = $('filter-own').checked;
    let calls = 0;
    for (const entry of fresh) {
      const own = isOwn(entry);
      if (!own) calls++;
      if (!own || showOwn) requestList.prepend(entryRow(entry));
    }
    while (requestList.children.length > maxShown) requestList.lastElementChild.remove();
    showCount();
    clearError('requests-status');
    // The rules' counters and the outbox follow the calls: read them again (not for the first
    // load). Never for the page's own calls, whose reads would then call for more reads.
    if (calls > 0 && newest) worldChanged();
  }

  function isOwn(entry) {
    const headers = entry.requestHeaders || {};
    return headers[ownHeader.toLowerCase()] !== undefined || String(entry.url).startsWith('/__mock/ui');
  }

  function showCount() {
    $('request-count').textContent = plural(requestList.children.length, 'request');
  }

  function entryRow(entry) {
    const item = el('li', 'entry');
    item.dataset.id = String(entry.id);
    const details = el('details');
    const summary = el('summary');
    const status = Number(entry.status) || 0;
    summary.append(el('span', 'status s' + String(status).charAt(0), status ? status : 'no answer'), el('span', 'method', entry.method), el('span', 'url', entry.url));
    const shaped = shapedBy(entry);
    if (shaped) summary.append(el('span', 'tag shaped', shaped));
    const at = el('time', 'at', clockText(entry.at).slice(11, 19));
    at.dateTime = clockText(entry.at);
    summary.append(at);
    details.append(summary, entryDetails(entry));
    details.addEventListener('toggle', () => item.classList.toggle('open', details.open));
    item.append(details);
    return item;
  }

  const preferOf = (entry) => (entry.requestHeaders || {}).prefer;

  // What chose the answer instead of the world: an answer rule, or the request's own Prefer.
  function shapedBy(entry) {
    if (entry.ruleId) return 'rule ' + entry.ruleId;
    return preferOf(entry) ? 'Prefer: ' + preferOf(entry) : '';
  }

  function entryDetails(entry) {
    const box = el('div', 'entry-body');
    const facts = el('dl', 'facts');
    const rows = [
      ['Operation', entry.operationId || 'none (not an operation of the contract)'],
      ['Answered by', entry.ruleId ? 'answer rule ' + entry.ruleId : preferOf(entry) ? 'Prefer: ' + preferOf(entry) : 'the world'],
      ['Took', typeof entry.durationMs === 'number' ? entry.durationMs.toFixed(1) + ' ms' : ''],
      ['Mock time', clockText(entry.at)],
    ];
    for (const [name, value] of rows) facts.append(el('dt', '', name), el('dd', '', value));
    box.append(
      facts,
      part('Request headers', headersText(entry.requestHeaders)),
      part('Request body', bodyText(entry.requestBody, entry.requestBodyTruncated)),
      part('Response headers', entry.responseHeaders ? headersText(entry.responseHeaders) : '(not recorded by this mock)'),
      part('Response body', bodyText(entry.responseBody, entry.responseBodyTruncated)),
    );
    return box;
  }

  function part(title, text) {
    const box = el('div', 'part');
    const pre = el('pre', '', text);
    // Long bodies scroll: a keyboard reaches them too.
    pre.tabIndex = 0;
    box.append(el('p', 'part-title', title), pre);
    return box;
  }

  function headersText(headers) {
    const lines = Object.entries(headers || {}).map(([name, value]) => name + ': ' + value);
    return lines.length ? lines.join('\n') : '(none)';
  }

  function bodyText(value, truncated) {
    if (value === null || value === undefined) return '(none)';
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    return truncated ? text + '\n\u2026 (cut at 16,384 characters)' : text;
  }

  let filterTimer;
  $('request-filters').addEventListener('input', () => {
    clearTimeout(filterTimer);
    filterTimer = setTimeout(reloadRequests, 300);
  });
  $('request-filters').addEventListener('submit', (event) => event.preventDefault());

  $('clear-requests').addEventListener('click', async () => {
    try {
      const answer = await admin('/__mock/requests', { method: 'DELETE' });
      say('requests-status', typeof answer.deleted === 'number' ? 'Cleared ' + plural(answer.deleted, 'request') + ' from the journal.' : 'Cleared the journal.');
    } catch (error) {
      failed('requests-status', 'The journal was not cleared:', error);
    }
    reloadRequests();
  });

  // ---- Answer rules --------------------------------------------------------------------

  async function loadSpec() {
    const headers = { Accept: 'application/json' };
    headers[ownHeader] = '1';
    const response = await fetch('/openapi.json', { headers });
    if (!response.ok) throw new Error('/openapi.json answered ' + response.status + '.');
    const spec = await response.json();
    const all = [];
    for (const [path, item] of Object.entries(spec.paths || {})) {
      for (const [method, op] of Object.entries(item)) {
        if (!op || typeof op !== 'object' || !op.operationId) continue;
        const statuses = Object.keys(op.responses || {}).filter((code) => /^[1-5][0-9][0-9]$/.test(code)).map(Number);
        all.push({ operationId: op.operationId, method: method.toUpperCase(), path, tags: op.tags || [], statuses });
      }
    }
    store.allOperations = all;
    // Rules answer for the platform only: not the admin API, not the file storage.
    store.operations = all.filter((op) => !op.tags.includes('mock-admin') && !op.tags.includes('file-storage'));
    $('operation-ids').replaceChildren(...all.map((op) => option(op.operationId)));
    const groups = new Map();
    for (const op of store.operations) {
      const tag = op.tags[0] || 'other';
      if (!groups.has(tag)) groups.set(tag, Object.assign(el('optgroup'), { label: tag }));
      groups.get(tag).append(option(op.operationId, op.operationId + ' \u2014 ' + op.method + ' ' + op.path));
    }
    $('rule-operation').replaceChildren(...groups.values());
    showStatuses();
  }

  function chosenOperation() {
    return store.operations.find((op) => op.operationId === $('rule-operation').value);
  }

  // The rate limit's answer where the operation documents it; otherwise 503, or its first documented error.
  function limitStatus(op) {
    if (!op || op.statuses.includes(429)) return 429;
    if (op.statuses.includes(503)) return 503;
    return op.statuses.find((status) => status >= 400) || 429;
  }

  const successStatus = (op) => (op && op.statuses.find((status) => status >= 200 && status < 300)) || 200;

  function showStatuses() {
    const op = chosenOperation();
    const errors = op ? op.statuses.filter((status) => status >= 400) : [];
    $('rule-error-status').replaceChildren(...errors.map((status) => option(String(status))));
    const limit = limitStatus(op);
    $('rule-429').textContent = 'Next call: ' + limit + (limit === 429 ? ' with Retry-After' : '');
  }

  $('rule-operation').addEventListener('change', showStatuses);

  // The one-click rules, each for the next call of the operation chosen.
  const oneClick = {
    'rule-429': (op) => ({ answer: { example: limitStatus(op) }, times: 1 }),
    'rule-error': () => ({ answer: { example: Number($('rule-error-status').value) }, times: 1 }),
    // A rule always answers: the late answer is the operation's documented success example.
    'rule-delay': (op) => ({ answer: { example: successStatus(op), delayMs: 3000 }, times: 1 }),
    // A browser resends an idempotent request once, silently, when its reused connection is reset: two resets reach the page.
    'rule-drop': () => ({ answer: { fault: 'reset' }, times: 2 }),
  };
  for (const [id, make] of Object.entries(oneClick)) {
    $(id).addEventListener('click', () => {
      const op = chosenOperation();
      if (!op) return say('rules-status', 'Choose an operation first.', true);
      addRule(Object.assign({ match: { operationId: op.operationId } }, make(op)), 'rules-status');
    });
  }

  async function addRule(definition, statusId) {
    try {
      const rule = await admin('/__mock/rules', { method: 'POST', body: definition });
      say(statusId, rule.id + ' added: ' + ruleText(rule) + '.');
      loadRules();
      return rule;
    } catch (error) {
      failed(statusId, 'The rule was refused:', error);
      return null;
    }
  }

  function ruleText(rule) {
    const answer = rule.answer || {};
    let what = answer.fault ? 'the fault ' + answer.fault : answer.example !== undefined ? 'the documented ' + answer.example + ' example' : answer.status + ' as written';
    if (answer.delayMs) what += ', ' + answer.delayMs + ' ms late';
    const match = rule.match || {};
    const conditions = Object.keys(match).filter((key) => key !== 'operationId');
    let text = match.operationId + ' answers ' + what;
    if (conditions.length) text += ' when its ' + conditions.join(', ') + ' match';
    if (rule.after) text += ', after ' + plural(rule.after, 'call');
    return text + (rule.times ? ', ' + plural(rule.times, 'time') : ', always');
  }

  function ruleRow(rule) {
    const item = el('li', 'rule');
    const spent = rule.times !== undefined && rule.answered >= rule.times;
    item.classList.toggle('spent', spent);
    item.dataset.id = rule.id;
    const head = el('p', 'rule-head');
    head.append(el('strong', '', rule.id), document.createTextNode(' ' + ruleText(rule)));
    const counts = el('p', 'note', 'seen ' + rule.seen + ', answered ' + rule.answered + (spent ? ' (spent)' : ''));
    const edit = el('button', '', 'Edit ' + rule.id);
    edit.type = 'button';
    edit.addEventListener('click', () => openEditor(rule));
    const remove = el('button', '', 'Delete ' + rule.id);
    remove.type = 'button';
    remove.addEventListener('click', () => deleteRule(rule.id));
    const buttons = el('div', 'buttons');
    buttons.append(edit, remove);
    item.append(head, counts, buttons);
    return item;
  }

  async function loadRules() {
    try {
      const rules = (await admin('/__mock/rules')).rules || [];
      $('rule-list').replaceChildren(...rules.map(ruleRow));
      if (!rules.length) $('rule-list').append(el('li', 'note', 'No rule: the world answers every call.'));
    } catch (error) {
      failed('rules-status', 'The rules could not be read:', error);
    }
  }

  async function deleteRule(id) {
    try {
      await admin('/__mock/rules/' + encodeURIComponent(id), { method: 'DELETE' });
      say('rules-status', id + ' deleted.');
    } catch (error) {
      failed('rules-status', id + ' was not deleted:', error);
    }
    loadRules();
  }

  $('clear-rules').addEventListener('click', async () => {
    try {
      const answer = await admin('/__mock/rules', { method: 'DELETE' });
      say('rules-status', 'Deleted ' + plural(answer.deleted, 'rule') + '.');
    } catch (error) {
      failed('rules-status', 'The rules were not deleted:', error);
    }
    loadRules();
  });

  // Editing a rule adds the edited one, then deletes the old: a refused edit leaves it in place.
  const editor = { replaces: null };

  function openEditor(rule) {
    editor.replaces = rule ? rule.id : null;
    const op = chosenOperation();
    const definition = rule ? definitionOf(rule) : { match: { operationId: op ? op.operationId : '' }, answer: { example: limitStatus(op) }, times: 1 };
    $('rule-json').value = JSON.stringify(definition, null, 2);
    $('rule-editor-title').textContent = rule ? 'Edit ' + rule.id : 'Add a rule as JSON';
    $('rule-save').textContent = rule ? 'Save (replaces ' + rule.id + ')' : 'Add the rule';
    say('rule-editor-status', '');
    $('rule-editor').open = true;
    $('rule-json').focus();
  }

  function definitionOf(rule) {
    const definition = Object.assign({}, rule);
    for (const counter of ['id', 'seen', 'answered']) delete definition[counter];
    return definition;
  }

  function closeEditor() {
    editor.replaces = null;
    $('rule-json').value = '';
    $('rule-editor-title').textContent = 'Add a rule as JSON';
    $('rule-save').textContent = 'Add the rule';
    $('rule-editor').open = false;
  }

  $('rule-editor').addEventListener('toggle', () => {
    if ($('rule-editor').open && !$('rule-json').value) openEditor(null);
  });
  $('rule-cancel').addEventListener('click', closeEditor);

  $('rule-save').addEventListener('click', async () => {
    let definition;
    try {
      definition = JSON.parse($('rule-json').value);
    } catch (error) {
      return say('rule-editor-status', 'This is not JSON: ' + error.message, true);
    }
    const replaces = editor.replaces;
    const rule = await addRule(definition, 'rule-editor-status');
    if (!rule) return;
    if (replaces) await admin('/__mock/rules/' + encodeURIComponent(replaces), { method: 'DELETE' }).catch(() => null);
    closeEditor();
    say('rules-status', rule.id + (replaces ? ' replaces ' + replaces : ' added') + ': ' + ruleText(rule) + '.');
    loadRules();
  });

  // ---- Clock ---------------------------------------------------------------------------

  // The clock as last read; a running one is shown moving from there.
  const clock = { now: null, frozen: false, readAt: 0 };

  function showClock(state) {
    Object.assign(clock, { now: state.now, frozen: state.frozen, readAt: performance.now() });
    $('clock-mode').textContent = state.frozen ? 'frozen' : 'running';
    $('clock-freeze').textContent = state.frozen ? 'Unfreeze' : 'Freeze';
    tick();
  }

  function tick() {
    if (clock.now === null) return;
    const iso = clockText(clock.frozen ? clock.now : clock.now + Math.floor(performance.now() - clock.readAt));
    $('clock-now').textContent = iso.slice(0, 19).replace('T', ' ') + ' UTC';
    $('clock-now').dateTime = iso;
  }
  setInterval(tick, 1000);

  async function loadClock() {
    try {
      showClock(await admin('/__mock/clock'));
    } catch (error) {
      failed('clock-status', 'The clock could not be read:', error);
    }
  }

  async function setClock(change, done) {
    try {
      const state = await admin('/__mock/clock', { method: 'POST', body: change });
      showClock(state);
      say('clock-status', done + ' Mock time: ' + clockText(state.now) + '.');
    } catch (error) {
      failed('clock-status', 'The clock did not change:', error);
    }
  }

  for (const button of document.querySelectorAll('[data-advance]')) {
    button.addEventListener('click', () => setClock({ advance: button.dataset.advance }, 'Advanced by ' + button.dataset.advance + '.'));
  }
  $('clock-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const amount = $('clock-amount').value.trim();
    setClock({ advance: amount }, 'Advanced by ' + amount + '.');
  });
  $('clock-freeze').addEventListener('click', () => setClock({ frozen: !clock.frozen }, clock.frozen ? 'Unfrozen.' : 'Frozen.'));

  // ---- Outbox --------------------------------------------------------------------------

  async function loadOutbox() {
    try {
      // Oldest first from the API: the newest is shown first.
      const emails = ((await admin('/__mock/outbox')).emails || []).slice().reverse();
      $('outbox-list').replaceChildren(...emails.map(emailRow));
      $('outbox-count').textContent = plural(emails.length, 'e-mail');
      clearError('outbox-status');
    } catch (error) {
      failed('outbox-status', 'The outbox could not be read:', error);
    }
  }

  const linkLabels = {
    invitation: 'Sign-up link (invitation)',
    'password-reset': 'Password reset link',
    'scheduled-report': 'Unsubscribe link',
    insights: 'Insights file',
  };

  function emailRow(email) {
    const item = el('li', 'email');
    const head = el('p', 'email-head');
    head.append(el('span', 'tag', email.kind), el('strong', '', email.subject));
    const body = el('p', 'email-body');
    body.append(...linked(String(email.body || '')));
    item.append(head, el('p', 'note', 'To ' + email.to + ', ' + clockText(email.sentAt)), body);
    const links = el('ul', 'links');
    if (email.link) links.append(linkItem(email.link, linkLabels[email.kind] || 'Link'));
    for (const file of email.attachments || []) links.append(linkItem(file.url, file.fileName + ' (' + file.contentType + ')'));
    if (links.children.length) item.append(links);
    return item;
  }

  // Only http(s) links are made clickable; anything else stays text.
  function webLink(text) {
    try {
      const url = new URL(text);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch (error) {
      return null;
    }
  }

  function anchor(href, text) {
    const link = el('a', '', text);
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    return link;
  }

  function linkItem(url, label) {
    const item = el('li');
    const href = webLink(url);
    item.append(href ? anchor(href, label) : document.createTextNode(label + ': ' + url));
    return item;
  }

  // The body's text, its http(s) links (the unsubscribe link, say) made links, a sentence's full stop left out.
  function linked(text) {
    const nodes = [];
    for (const piece of text.split(/(https?:\/\/[^\s"'<>]+)/)) {
      const [, url, tail] = /^(.*?)([.,;:!?)]*)$/s.exec(piece);
      const href = webLink(url);
      if (href) nodes.push(anchor(href, url), document.createTextNode(tail));
      else nodes.push(document.createTextNode(piece));
    }
    return nodes;
  }

  $('outbox-refresh').addEventListener('click', loadOutbox);

  // ---- Sessions and world --------------------------------------------------------------

  async function loadSettings() {
    try {
      const settings = await admin('/__mock/settings');
      $('settings').textContent =
        'Session ' + (settings.session || 'default') + ': seed ' + settings.seed +
        ', rate limit ' + (settings.rateLimit === null ? 'off' : settings.rateLimit + ' a minute') +
        ', clock ' + (settings.frozenClock ? 'frozen' : 'running') +
        '. The server keeps ' + settings.maxSessions + ' sessions besides the default one.';
    } catch (error) {
      failed('world-status', 'The settings could not be read:', error);
    }
  }

  $('reset-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const seed = $('reset-seed').value.trim();
    try {
      const result = await admin('/__mock/reset', { method: 'POST', body: seed ? { seed: Number(seed) } : {} });
      say('world-status', 'Reset: seed ' + result.seed + ', mock time ' + clockText(result.now) + '.');
      clearPersona();
      loadAll();
    } catch (error) {
      failed('world-status', 'The session was not reset:', error);
    }
  });

  $('snapshot-download').addEventListener('click', async () => {
    try {
      const text = await admin('/__mock/snapshot', { text: true });
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const link = el('a');
      link.href = url;
      link.download = 'mock-snapshot-' + (store.session || 'default') + '.json';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60000);
      say('world-status', 'Snapshot downloaded (' + plural(text.length, 'character') + ').');
    } catch (error) {
      failed('world-status', 'The snapshot could not be read:', error);
    }
  });

  $('snapshot-restore').addEventListener('click', async () => {
    const file = $('snapshot-file').files[0];
    if (!file) return say('world-status', 'Choose a snapshot file first.', true);
    try {
      const result = await admin('/__mock/snapshot', { method: 'POST', body: await file.text() });
      say('world-status', 'Restored ' + file.name + ': seed ' + result.seed + ', mock time ' + clockText(result.now) + '.');
      clearPersona();
      loadAll();
    } catch (error) {
      failed('world-status', 'The snapshot was not restored:', error);
    }
  });

  // ---- Personas ------------------------------------------------------------------------

  async function loadPersonas() {
    try {
      store.fixtures = await admin('/__mock/fixtures');
      // Personas without a password (invited, not signed up) cannot log in.
      const usable = Object.entries(store.fixtures.personas || {}).filter(([, persona]) => persona.password);
      $('persona').replaceChildren(...usable.map(([name, persona]) => option(name, name + ' (' + persona.email + ', workspace ' + persona.owId + ')')));
      if (!usable.length) say('persona-status', 'No persona of this world has a password.');
    } catch (error) {
      failed('persona-status', 'The personas could not be read:', error);
    }
  }

  function clearPersona() {
    $('persona-token').value = '';
    $('persona-workspace').value = '';
    say('persona-status', '');
  }

  // Through the platform's own login operation, in the chosen session, as an app would.
  async function logIn(name) {
    const persona = store.fixtures && store.fixtures.personas[name];
    const login = store.allOperations.find((op) => op.operationId === 'login');
    if (!persona || !login) return say('persona-status', 'No persona or login operation to log in with.', true);
    const client = store.fixtures.client;
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Basic ' + btoa(client.clientId + ':' + client.clientSecret) };
    if (store.session) headers['X-Mock-Session'] = store.session;
    say('persona-status', 'Logging in as ' + persona.email + '\u2026');
    const response = await fetch(login.path, {
      method: 'POST',
      headers,
      body: JSON.stringify({ grantType: 'password', email: persona.email, password: persona.password }),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok || !body || !body.data || !body.data.access_token) {
      clearPersona();
      return say('persona-status', 'Login refused (' + response.status + '): ' + refusalText(body), true);
    }
    $('persona-token').value = body.data.access_token;
    $('persona-workspace').value = String(body.data.owId);
    say('persona-status', 'Logged in as ' + persona.email + ' in session ' + (store.session || 'default') + ': send "Authentication: Bearer" and the token, and the workspace as X-IAA-OW-ID.');
  }

  $('persona-form').addEventListener('submit', (event) => {
    event.preventDefault();
    logIn($('persona').value).catch((error) => say('persona-status', 'Login failed: ' + error.message, true));
  });

  for (const button of document.querySelectorAll('[data-copy]')) {
    button.addEventListener('click', async () => {
      const field = $(button.dataset.copy);
      if (!field.value) return say('persona-status', 'Log in as a persona first.', true);
      try {
        await navigator.clipboard.writeText(field.value);
        say('persona-status', 'Copied.');
      } catch (error) {
        // No clipboard (a page over plain http from another machine): the text is selected instead.
        field.select();
        say('persona-status', 'Selected: copy it with Ctrl+C.');
      }
    });
  }

  // ---- Start ---------------------------------------------------------------------------

  let changeTimer;
  function worldChanged() {
    clearTimeout(changeTimer);
    changeTimer = setTimeout(() => {
      loadRules();
      loadOutbox();
    }, 200);
  }

  function loadAll() {
    showSession();
    reloadRequests();
    loadRules();
    loadClock();
    loadOutbox();
    loadSettings();
    loadPersonas();
  }

  loadSpec()
    .catch((error) => say('rules-status', 'The contract could not be read: ' + error.message, true))
    .then(loadAll);
})();
`;
