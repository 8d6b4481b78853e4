/**
 * What the docs page runs and wears in the browser, served as /docs/assets/init.js
 * and /docs/assets/docs.css (routes.ts). Kept as text here so the mock serves them
 * from its own code, built or not; the script has no template placeholders.
 */

export const docsScript = String.raw`// Starts Swagger UI on the mock's own contract (served by the mock: mock/docs/).
(() => {
  'use strict';
  const form = document.getElementById('persona-login');
  const select = document.getElementById('persona');
  const button = form.querySelector('button');
  const status = document.getElementById('persona-status');
  const headerForm = document.getElementById('request-headers');
  const sessionInput = document.getElementById('mock-session');
  const preferInput = document.getElementById('prefer');

  // The workspace of the persona logged in through the control: the default value of
  // every X-IAA-OW-ID field opened after the login (the field stays editable).
  let workspace = null;
  // The session the persona logged in to ('' for the default one), null before a login.
  let loggedInSession = null;
  let fixtures = null;
  let specLoaded = false;

  // The filter box searches operations: a phrase matches an operation whose path,
  // summary, operationId or one of its tags holds it, in any case. The box is
  // Swagger UI's, labelled for what it now matches.
  const operationSearch = (system) => ({
    wrapComponents: {
      FilterContainer: () => (props) => {
        const filter = props.layoutSelectors.currentFilter();
        if (filter === false) return null;
        const h = system.React.createElement;
        return h('div', { className: 'filter-container' }, h('div', { className: 'filter wrapper' }, h('input', {
          className: 'operation-filter-input',
          type: 'search',
          'aria-label': 'Search operations',
          placeholder: 'Search operations by path, summary, operationId or tag',
          value: typeof filter === 'string' ? filter : '',
          onChange: (event) => props.layoutActions.updateFilter(event.target.value),
        })));
      },
    },
    fn: {
      opsFilter: (taggedOps, phrase) => {
        const needle = String(phrase || '').trim().toLowerCase();
        if (!needle) return taggedOps;
        return taggedOps
          .map((tagObj, tag) => tagObj.set('operations', tagObj.get('operations').filter((op) => matches(op, tag, needle))))
          .filter((tagObj) => tagObj.get('operations').size > 0);
      },
    },
  });

  function matches(op, tag, needle) {
    const operation = op.get('operation');
    const tags = operation.get('tags');
    const fields = [op.get('path'), operation.get('summary'), operation.get('operationId'), tag].concat(tags ? tags.toArray() : []);
    return fields.some((field) => typeof field === 'string' && field.toLowerCase().includes(needle));
  }

  // The session the page's control names: empty for the default session.
  const session = () => sessionInput.value.trim();
  const sessionName = (name) => (name ? 'session ' + name : 'the default session');

  // Swagger UI fills an empty field from the parameter's example when the operation
  // opens. For the workspace header that example becomes the logged-in persona's; for
  // the session header (the admin operations have one) the control's session, and
  // none when the control is empty, rather than the spec's sample name.
  const headerFields = () => ({
    statePlugins: {
      spec: {
        wrapSelectors: {
          parameterWithMetaByIdentity: (original) => (state, ...args) => {
            const param = original(...args);
            if (!param || param.get('value') !== undefined || param.get('in') !== 'header') return param;
            const name = String(param.get('name')).toLowerCase();
            if (name === 'x-iaa-ow-id' && workspace !== null) return param.set('example', workspace).delete('examples');
            if (name === 'x-mock-session') return session() ? param.set('example', session()).delete('examples') : param.delete('example').delete('examples');
            return param;
          },
        },
      },
    },
  });

  // The spec's servers name the mock's default address (127.0.0.1:4010), but this page
  // may be served from any port or host name. Every request the page makes is sent to
  // the origin that served it, so try-it reaches this mock and nothing leaves it; the
  // server picker, which would show the other address, says so instead.
  function toThisOrigin(request) {
    const url = new URL(request.url, location.href);
    if (url.origin !== location.origin) request.url = location.origin + url.pathname + url.search;
    return request;
  }

  // The page's own headers, X-Mock-Session and Prefer, go with every Try it out request
  // (not with the page's own reads of the contract). A header the request already
  // carries, from an operation's own field, keeps the value its field shows.
  function withPageHeaders(request) {
    if (request.loadSpec) return request;
    addHeader(request, 'X-Mock-Session', session());
    addHeader(request, 'Prefer', preferInput.value.trim());
    return request;
  }

  function addHeader(request, name, value) {
    if (!value) return;
    const headers = request.headers || (request.headers = {});
    const given = Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase() && headers[key] !== '');
    if (!given) headers[name] = value;
  }

  const thisOrigin = (system) => ({
    wrapComponents: {
      ServersContainer: () => () =>
        system.React.createElement('div', { className: 'docs-origin' }, 'Try it out sends requests to this mock: ' + location.origin),
    },
  });

  const ui = SwaggerUIBundle({
    url: form.dataset.specUrl,
    dom_id: '#swagger-ui',
    layout: 'BaseLayout',
    presets: [SwaggerUIBundle.presets.apis],
    plugins: [operationSearch, headerFields, thisOrigin],
    deepLinking: true,
    filter: true,
    tryItOutEnabled: true,
    displayOperationId: true,
    // No badge fetched from validator.swagger.io: the page stays offline.
    validatorUrl: null,
    requestInterceptor: (request) => withPageHeaders(toThisOrigin(request)),
    onComplete: () => {
      specLoaded = true;
      showControl();
    },
  });

  function say(text) {
    status.textContent = text;
  }

  function showControl() {
    if (!specLoaded || !fixtures) return;
    select.disabled = false;
    button.disabled = false;
  }

  async function loadPersonas() {
    const url = form.dataset.fixturesUrl;
    if (!url) return say('Personas are not available: this mock serves no admin API (--no-admin).');
    let response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' } });
    } catch (error) {
      return say('Personas are not available: ' + url + ' did not answer.');
    }
    if (!response.ok) return say('Personas are not available: ' + url + ' answered ' + response.status + '.');
    fixtures = await response.json();
    // Personas without a password (invited, not signed up) cannot log in.
    const usable = Object.entries(fixtures.personas || {}).filter(([, persona]) => persona.password);
    for (const [name, persona] of usable) {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = name + ' (' + persona.email + ', workspace ' + persona.owId + ')';
      select.append(option);
    }
    say(usable.length ? 'Not logged in.' : 'No persona of this world has a password.');
    if (usable.length) showControl();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    logIn(select.value).catch((error) => say('Login failed: ' + error.message));
  });

  // The headers apply as typed: the form has nothing to submit.
  headerForm.addEventListener('submit', (event) => event.preventDefault());

  // A token belongs to the session it was handed out in: another session refuses it.
  sessionInput.addEventListener('change', () => {
    if (loggedInSession !== null && session() !== loggedInSession) say('The session changed: log in again for a token of ' + sessionName(session()) + '.');
  });

  // Logs in through the platform's own login operation, as an app would, then
  // authorizes Swagger UI: the client credentials for the operations that take them,
  // the token for every other.
  async function logIn(name) {
    const persona = fixtures.personas[name];
    const spec = ui.specSelectors.specJson().toJS();
    const login = findOperation(spec, 'login');
    const clientScheme = Object.keys(login.operation.security[0])[0];
    const tokenScheme = Object.keys(spec.security[0])[0];
    say('Logging in as ' + persona.email + '\u2026');
    // In the session Try it out uses, without Prefer: the login itself must work.
    const loginSession = session();
    const headers = {
      Authorization: 'Basic ' + btoa(fixtures.client.clientId + ':' + fixtures.client.clientSecret),
      'Content-Type': 'application/json',
    };
    if (loginSession) headers['X-Mock-Session'] = loginSession;
    const response = await fetch(login.path, {
      method: 'POST',
      headers,
      body: JSON.stringify({ grantType: 'password', email: persona.email, password: persona.password }),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok || !body || !body.data || !body.data.access_token) {
      return say('Login refused (' + response.status + '): ' + refusal(body));
    }
    authorize(spec, clientScheme, { username: fixtures.client.clientId, password: fixtures.client.clientSecret });
    authorize(spec, tokenScheme, body.data.access_token);
    workspace = body.data.owId;
    loggedInSession = loginSession;
    say('Logged in as ' + persona.email + (loginSession ? ' in session ' + loginSession : '') + ': token authorized, workspace ' + workspace + '.');
  }

  function findOperation(spec, operationId) {
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const operation of Object.values(item)) {
        if (operation && operation.operationId === operationId) return { path, operation };
      }
    }
    throw new Error('the contract has no operation ' + operationId);
  }

  // As Swagger UI's own preauthorize helpers do. An apiKey header carries the token
  // with its scheme word (spec: "Bearer <token>"); Basic takes {username, password}.
  function authorize(spec, name, credential) {
    const schema = spec.components.securitySchemes[name];
    const value = schema.type === 'apiKey' ? 'Bearer ' + credential : credential;
    ui.authActions.authorize({ [name]: { value, schema } });
  }

  function refusal(body) {
    if (!body) return 'no JSON answer.';
    if (body.data && body.data.reason) return body.data.reason;
    const first = (body.errorObjects || [])[0];
    return first ? first.error : JSON.stringify(body);
  }

  loadPersonas();
})();
`;

export const docsStyle = `.docs-bar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  align-items: center;
  justify-content: space-between;
  max-width: 1460px;
  margin: 0 auto;
  padding: 0.8rem 20px;
  border-bottom: 1px solid #d8dde6;
  font: 14px/1.4 sans-serif;
  color: #3b4151;
}
.docs-links { margin: 0; }
/* The controls wrap onto lines of their own on a narrow screen, and never widen the page:
   a flex item is as wide as its content unless told it may shrink, and the persona
   select is as wide as its longest option. */
.docs-login, .docs-headers { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; min-width: 0; max-width: 100%; }
.docs-login select, .docs-login button, .docs-headers input { font: inherit; padding: 0.25rem 0.5rem; }
.docs-login select { min-width: 0; max-width: 100%; text-overflow: ellipsis; }
/* A label and its field wrap together. */
.docs-field { display: flex; gap: 0.5rem; align-items: center; min-width: 0; max-width: 100%; }
.docs-headers input { width: 11rem; min-width: 0; box-sizing: border-box; }
.docs-headers input:invalid { border-color: #c0392b; }
.docs-login output { color: #555; }
.swagger-ui .markdown code, .swagger-ui .renderedMarkdown code { overflow-wrap: anywhere; }
.docs-origin { font: 600 12px sans-serif; color: #3b4151; }
`;
