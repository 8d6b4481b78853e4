/**
 * The inspector's markup (GET /__mock/ui): the panels, empty, that the page's script
 * (client.ts) fills from the admin API. No inline script or style, so the page keeps
 * to its Content-Security-Policy (routes.ts); every control has a label.
 */

/** `assets` is where the script and stylesheet are served (routes.ts). */
export function renderInspectorPage(assets: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock inspector</title>
<link rel="icon" type="image/svg+xml" href="${assets}/favicon.svg">
<link rel="stylesheet" href="${assets}/inspector.css">
<script src="${assets}/inspector.js" defer></script>
</head>
<body>
<header class="bar">
<h1>Mock inspector</h1>
<form id="session-form" class="inline-form">
<label for="session-name">Session</label>
<input id="session-name" name="session" list="session-names" placeholder="default" autocomplete="off" spellcheck="false" maxlength="64">
<datalist id="session-names"></datalist>
<button type="submit">Switch</button>
</form>
<p id="session-status" class="note" role="status"></p>
<nav aria-label="Sections" class="sections">
<a href="#requests">Requests</a> <a href="#rules">Rules</a> <a href="#clock">Clock</a> <a href="#outbox">Outbox</a> <a href="#world">Sessions and world</a> <a href="#personas">Personas</a> <a href="/docs">API reference</a>
</nav>
</header>
<form id="token-form" class="token-form" hidden>
<p id="token-reason">This mock was started with <code>--admin-token</code>: every admin call needs it. It is kept in this tab only.</p>
<label for="admin-token">Admin token</label>
<input id="admin-token" name="token" type="password" autocomplete="off" required>
<button type="submit">Use token</button>
</form>
<main class="layout">
<section id="requests" class="panel" aria-labelledby="requests-title">
<h2 id="requests-title">Requests</h2>
<form id="request-filters" class="filters">
<div class="field wide"><label for="filter-q">Search in bodies</label><input id="filter-q" name="q" type="search" autocomplete="off"></div>
<div class="field"><label for="filter-method">Method</label><select id="filter-method" name="method"><option value="">any</option><option>GET</option><option>POST</option><option>PUT</option><option>PATCH</option><option>DELETE</option><option>OPTIONS</option></select></div>
<div class="field"><label for="filter-status">Status</label><input id="filter-status" name="status" placeholder="429 or 4xx" autocomplete="off" size="8"></div>
<div class="field wide"><label for="filter-path">Path</label><input id="filter-path" name="path" placeholder="/api/v3/ua/user" autocomplete="off"></div>
<div class="field wide"><label for="filter-operation">Operation</label><input id="filter-operation" name="operationId" list="operation-ids" autocomplete="off"></div>
<datalist id="operation-ids"></datalist>
<div class="field check"><input id="filter-own" name="own" type="checkbox"><label for="filter-own">Show the inspector's own calls</label></div>
</form>
<div class="list-bar">
<output id="request-count">0 requests</output>
<button type="button" id="clear-requests">Clear the journal</button>
</div>
<p id="requests-status" class="note" role="status"></p>
<ol id="request-list" class="entries"></ol>
</section>
<div class="side">
<section id="rules" class="panel" aria-labelledby="rules-title">
<h2 id="rules-title">Answer rules</h2>
<div class="field wide"><label for="rule-operation">Operation</label><select id="rule-operation"></select></div>
<div class="buttons">
<button type="button" id="rule-429">Next call: 429 with Retry-After</button>
<button type="button" id="rule-delay">Next call: 3 s late</button>
<button type="button" id="rule-drop">Drop the connection</button>
</div>
<div class="inline-form">
<label for="rule-error-status">Documented error</label>
<select id="rule-error-status"></select>
<button type="button" id="rule-error">Next call: this error</button>
</div>
<p id="rules-status" class="note" role="status"></p>
<ul id="rule-list" class="rules"></ul>
<details id="rule-editor">
<summary id="rule-editor-title">Add a rule as JSON</summary>
<label for="rule-json">Rule (the body of POST /__mock/rules)</label>
<textarea id="rule-json" rows="10" spellcheck="false"></textarea>
<div class="buttons">
<button type="button" id="rule-save">Add the rule</button>
<button type="button" id="rule-cancel">Cancel</button>
</div>
<p id="rule-editor-status" class="note" role="status"></p>
</details>
<button type="button" id="clear-rules">Delete every rule</button>
</section>
<section id="clock" class="panel" aria-labelledby="clock-title">
<h2 id="clock-title">Clock</h2>
<p class="clock-line"><time id="clock-now"></time> <span id="clock-mode" class="tag"></span></p>
<div class="buttons">
<button type="button" data-advance="1h">+1 h</button>
<button type="button" data-advance="1d">+1 d</button>
<button type="button" data-advance="25h">+25 h</button>
<button type="button" id="clock-freeze">Freeze</button>
</div>
<form id="clock-form" class="inline-form">
<label for="clock-amount">Advance by</label>
<input id="clock-amount" name="advance" placeholder="90m, 7d, 1d12h" autocomplete="off" size="10" required>
<button type="submit">Advance</button>
</form>
<p id="clock-status" class="note" role="status"></p>
</section>
<section id="outbox" class="panel" aria-labelledby="outbox-title">
<h2 id="outbox-title">Outbox</h2>
<div class="list-bar">
<output id="outbox-count">0 e-mails</output>
<button type="button" id="outbox-refresh">Refresh</button>
</div>
<p id="outbox-status" class="note" role="status"></p>
<ol id="outbox-list" class="emails"></ol>
</section>
<section id="world" class="panel" aria-labelledby="world-title">
<h2 id="world-title">Sessions and world</h2>
<p id="settings" class="note"></p>
<form id="reset-form" class="inline-form">
<label for="reset-seed">Seed</label>
<input id="reset-seed" name="seed" type="number" step="1" inputmode="numeric" placeholder="the server's" size="10">
<button type="submit">Reset the session</button>
</form>
<div class="buttons">
<button type="button" id="snapshot-download">Download a snapshot</button>
</div>
<div class="inline-form">
<label for="snapshot-file">Restore a snapshot</label>
<input id="snapshot-file" type="file" accept="application/json,.json">
<button type="button" id="snapshot-restore">Restore</button>
</div>
<p id="world-status" class="note" role="status"></p>
</section>
<section id="personas" class="panel" aria-labelledby="personas-title">
<h2 id="personas-title">Personas</h2>
<form id="persona-form" class="inline-form">
<label for="persona">Log in as</label>
<select id="persona" name="persona"></select>
<button type="submit">Log in</button>
</form>
<p id="persona-status" class="note" role="status"></p>
<div class="field wide"><label for="persona-token">Access token</label>
<div class="copy"><input id="persona-token" readonly><button type="button" data-copy="persona-token">Copy the token</button></div></div>
<div class="field wide"><label for="persona-workspace">Workspace id (X-IAA-OW-ID)</label>
<div class="copy"><input id="persona-workspace" readonly><button type="button" data-copy="persona-workspace">Copy the workspace id</button></div></div>
</section>
</div>
</main>
<noscript><p class="note">The inspector needs JavaScript. The admin API itself is described at <a href="/docs">/docs</a>.</p></noscript>
</body>
</html>
`;
}
