/**
 * The inspector's stylesheet, served as /__mock/ui/assets/inspector.css (routes.ts).
 * One column up to 1,000 px wide (a phone at 390 px scrolls down, never sideways:
 * long URLs and bodies wrap), the requests beside the other panels above it. Colours
 * keep a contrast of at least 4.5:1 with their background.
 */
export const inspectorStyle = `*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
body {
  margin: 0;
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #1a202c;
  background: #f3f5f8;
}
h1 { font-size: 1.15rem; margin: 0; }
h2 { font-size: 1.05rem; margin: 0 0 0.6rem; }
a { color: #1a56b0; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
button, input, select, textarea { font: inherit; color: inherit; }
button {
  padding: 0.3rem 0.7rem;
  border: 1px solid #8a99ad;
  border-radius: 4px;
  background: #fff;
  cursor: pointer;
}
button:hover { background: #eef2f8; }
input, select, textarea {
  max-width: 100%;
  padding: 0.3rem 0.45rem;
  border: 1px solid #8a99ad;
  border-radius: 4px;
  background: #fff;
}
textarea { width: 100%; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.bar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  align-items: center;
  padding: 0.6rem 1rem;
  background: #fff;
  border-bottom: 1px solid #cfd6e0;
}
.sections { display: flex; flex-wrap: wrap; gap: 0.25rem 0.8rem; }
.token-form {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin: 1rem;
  padding: 0.75rem 1rem;
  border: 2px solid #b7791f;
  border-radius: 6px;
  background: #fffaf0;
}
.token-form p { flex-basis: 100%; margin: 0; }
.layout {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  max-width: 1700px;
  margin: 0 auto;
  padding: 1rem;
}
@media (min-width: 1000px) {
  .layout { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
}
.side { display: grid; gap: 1rem; min-width: 0; }
.panel {
  min-width: 0;
  padding: 0.75rem 1rem;
  background: #fff;
  border: 1px solid #cfd6e0;
  border-radius: 6px;
}
.panel > button { margin-top: 0.5rem; }
.note { margin: 0.3rem 0; color: #4a5568; overflow-wrap: anywhere; }
.note.error { color: #a61b1b; }
.inline-form { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin: 0.5rem 0; }
.buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.5rem 0; }
.field { display: flex; flex-direction: column; gap: 0.15rem; min-width: 0; }
.field.wide { flex: 1 1 12rem; }
.field.wide input, .field.wide select { width: 100%; }
.field.check { flex-direction: row; align-items: center; gap: 0.4rem; flex-basis: 100%; }
.filters { display: flex; flex-wrap: wrap; gap: 0.5rem 0.75rem; align-items: flex-end; }
.list-bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; margin: 0.6rem 0 0.2rem; }
.list-bar output { font-weight: 600; }
.entries, .rules, .emails { list-style: none; margin: 0; padding: 0; }
.entry { border-top: 1px solid #e2e8f0; }
.entry summary {
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem 0.6rem;
  align-items: baseline;
  padding: 0.35rem 0.2rem;
  cursor: pointer;
}
.entry.open summary { background: #eef2f8; }
.entry .url { flex: 1 1 14rem; min-width: 0; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.entry .method { font-weight: 600; }
.entry .at { color: #4a5568; font-variant-numeric: tabular-nums; }
.status { display: inline-block; min-width: 2.8rem; padding: 0 0.3rem; border-radius: 3px; text-align: center; font-weight: 600; }
.s1, .s3 { background: #e6effb; color: #1f3b66; }
.s2 { background: #e3f4e8; color: #125a2a; }
.s4 { background: #fff1d6; color: #6e4400; }
.s5, .s0 { background: #fde2e1; color: #8f1717; }
.tag { display: inline-block; padding: 0 0.35rem; border-radius: 3px; background: #e8edf5; color: #1f3b66; }
.tag.shaped { background: #f3e8ff; color: #55207f; }
.entry-body { padding: 0.3rem 0.2rem 0.8rem; }
.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.1rem 0.8rem; margin: 0 0 0.5rem; }
.facts dt { color: #4a5568; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.part-title { margin: 0.5rem 0 0.15rem; font-weight: 600; }
pre {
  margin: 0;
  max-height: 22rem;
  overflow: auto;
  padding: 0.45rem 0.6rem;
  border-radius: 4px;
  background: #f6f8fa;
  border: 1px solid #e2e8f0;
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.rule, .email { padding: 0.45rem 0; border-top: 1px solid #e2e8f0; overflow-wrap: anywhere; }
.rule-head, .email-head { margin: 0; }
.email-head .tag { margin-right: 0.4rem; }
.email-body { margin: 0.3rem 0; white-space: pre-wrap; }
.rule.spent .rule-head { color: #4a5568; }
.links { margin: 0.2rem 0 0; padding-left: 1.2rem; }
.clock-line { margin: 0 0 0.3rem; font-size: 1.05rem; font-variant-numeric: tabular-nums; }
.copy { display: flex; gap: 0.4rem; }
.copy input { flex: 1 1 auto; min-width: 0; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
#rule-editor { margin: 0.5rem 0; }
#rule-editor summary { cursor: pointer; color: #1a56b0; }
#rule-editor label { display: block; margin: 0.4rem 0 0.15rem; }
`;
