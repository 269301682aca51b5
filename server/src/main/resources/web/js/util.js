// Small DOM helpers shared by the client's modules.
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

// Appends the children that are present (null, undefined and false are left out).
export function append(node, ...children) {
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

export function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }

export async function api(path, options = {}) {
  const res = await fetch(path, { headers: { 'Content-Type': 'application/json' }, ...options });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.error || ('HTTP ' + res.status));
  return body;
}

// "(704.5a)" or "(rule 500.4 / 508.1d)" in a log line becomes a highlighted rule citation.
const RULE = /(\(?(?:rule )?\d{3}(?:\.\d+[a-z]?)?(?:[-–]\d+(?:\.\d+[a-z]?)?)?(?: \/ \d{3}(?:\.\d+[a-z]?)?)*\)?)/g;
export function withRules(text) {
  const frag = document.createDocumentFragment();
  let last = 0;
  for (const m of text.matchAll(RULE)) {
    if (!/\d{3}\.\d|\d{3}\)|rule \d{3}|\(\d{3}/.test(m[0])) continue;
    frag.append(text.slice(last, m.index), el('span', { class: 'rule', title: 'Comprehensive Rules ' + m[0].replace(/[()]/g, '') }, m[0]));
    last = m.index + m[0].length;
  }
  frag.append(text.slice(last));
  return frag;
}

// The colour class of a card from its mana cost: one colour, several (gold) or none.
export function colourClass(card) {
  if (card.land) return 'land';
  const cols = new Set((card.cost || '').match(/[WUBRG]/g) || []);
  if (cols.size > 1) return 'c-M';
  if (cols.size === 1) return 'c-' + [...cols][0];
  return '';
}
