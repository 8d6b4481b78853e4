/**
 * The human-readable docs page (GET /docs): every operation by tag, with its
 * parameters, body types, responses and envelope, rendered from the spec once.
 * Self-contained HTML, so it works offline.
 */
import type { Operation, SpecDocument } from './spec-loader.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderDocsPage(doc: SpecDocument, operations: Operation[]): string {
  const tags = doc.tags ?? [];
  const sections = tags.map((tag) => {
    const ops = operations.filter((op) => op.tags.includes(tag.name));
    return `<section><h2 id="${escape(tag.name)}">${escape(tag.name)}</h2><p>${escape(tag.description ?? '')}</p>${ops.map((op) => renderOperation(doc, op)).join('')}</section>`;
  });
  const nav = tags.map((t) => `<a href="#${escape(t.name)}">${escape(t.name)}</a>`).join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#1d2330}
code,pre{font:13px ui-monospace,monospace;background:#f3f4f7;border-radius:4px;padding:.1rem .3rem}
details{border:1px solid #dde1ea;border-radius:6px;margin:.4rem 0;padding:.4rem .8rem}
summary{cursor:pointer}.m{display:inline-block;min-width:4.2rem;font-weight:700;text-transform:uppercase}
.get{color:#1565c0}.post{color:#2e7d32}.put{color:#ef6c00}.patch{color:#6a1b9a}.delete{color:#c62828}</style></head>
<body><h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
<p>${escape(doc.info.summary ?? '')} Machine-readable: <a href="/openapi.json">openapi.json</a>, <a href="/openapi.yaml">openapi.yaml</a>.</p>
<nav>${nav}</nav>${sections.join('')}</body></html>`;
}

function renderOperation(doc: SpecDocument, op: Operation): string {
  const raw = (doc.paths?.[op.path] as Record<string, { summary?: string; description?: string }> | undefined)?.[op.method];
  const params = op.parameters.map((p) => `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''})</li>`).join('');
  const bodies = [...(op.requestBody?.contentTypes.keys() ?? [])].map((t) => `<code>${escape(t)}</code>`).join(', ');
  const statuses = [...op.responses.keys()].map((s) => `<code>${s}</code>`).join(' ');
  return `<details><summary><span class="m ${op.method}">${op.method}</span> <code>${escape(op.path)}</code> ${escape(raw?.summary ?? '')}</summary>
<p>${escape(raw?.description ?? '')}</p><p>operationId <code>${escape(op.operationId)}</code> · envelope <code>${op.envelope}</code> · auth <code>${op.security}</code></p>
${params ? `<p>Parameters:</p><ul>${params}</ul>` : ''}${bodies ? `<p>Body: ${bodies}</p>` : ''}<p>Responses: ${statuses}</p></details>`;
}
