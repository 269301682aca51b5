// Draws the table from a seat's view: both battlefields, hands, stack, players, zones on request.
import { el, clear, append, colourClass } from './util.js';

const STEPS = ['untap', 'upkeep', 'draw', 'main1', 'beginning-of-combat', 'declare-attackers', 'declare-blockers',
  'combat-damage', 'end-of-combat', 'main2', 'end', 'cleanup'];
const STEP_LABELS = { 'untap': 'Untap', 'upkeep': 'Upkeep', 'draw': 'Draw', 'main1': 'Main 1', 'beginning-of-combat': 'Combat',
  'declare-attackers': 'Attack', 'declare-blockers': 'Block', 'combat-damage': 'Damage', 'end-of-combat': 'End combat',
  'main2': 'Main 2', 'end': 'End', 'cleanup': 'Cleanup' };

// hooks: cardClass(card, zone) -> [classes], onCard(card, zone), playerClass(id) -> [classes], onPlayer(id), preview(card)
export function renderBoard(msg, hooks) {
  const v = msg.view;
  const me = v.you;
  const opp = v.players.find(p => p.id !== me) || v.players[0];
  const mine = v.players.find(p => p.id === me);
  renderTop(v, msg);
  renderPlayer(document.getElementById('opponent-info'), opp, v, hooks);
  renderPlayer(document.getElementById('my-info'), mine, v, hooks);
  const oh = clear(document.getElementById('opponent-hand'));
  if (opp.hand) for (const c of opp.hand) oh.append(cardEl(c, 'opponent-hand', hooks)); // a revealed hand (402.3)
  else for (let i = 0; i < opp.handCount; i++) oh.append(el('div', { class: 'card back', title: opp.name + "'s hand" }));
  oh.append(el('span', { class: 'meta' }, ` ${opp.handCount} card${opp.handCount === 1 ? '' : 's'} in hand`));
  renderBattlefield(document.getElementById('opponent-battlefield'), v.battlefield.filter(c => c.controller !== me), hooks, true);
  renderBattlefield(document.getElementById('my-battlefield'), v.battlefield.filter(c => c.controller === me), hooks, false);
  const hand = clear(document.getElementById('my-hand'));
  for (const c of mine.hand || []) hand.append(cardEl(c, 'hand', hooks));
  renderStack(v, hooks);
}

function renderTop(v, msg) {
  const t = v.turn;
  const active = v.players.find(p => p.id === t.active);
  document.getElementById('turn-info').textContent = t.number === 0 ? 'Before the game' : `Turn ${t.number} — ${active ? active.name : ''}`;
  const steps = clear(document.getElementById('steps'));
  for (const s of STEPS) steps.append(el('li', { class: t.number > 0 && s === t.step ? 'now' : '' }, STEP_LABELS[s]));
  const pi = document.getElementById('priority-info');
  const d = msg.decision;
  if (msg.over) { pi.textContent = 'Game over'; pi.className = ''; return; }
  if (!d) { pi.textContent = ''; return; }
  const who = v.players.find(p => p.id === d.player);
  pi.textContent = d.yours ? (d.kind === 'priority' ? 'You have priority' : 'Your decision') : `${who ? who.name : '?'} is deciding…`;
  pi.className = d.yours ? 'mine' : '';
}

function renderPlayer(node, p, v, hooks) {
  clear(node);
  const cls = ['player-row', ...(hooks.playerClass ? hooks.playerClass(p.id) : [])];
  if (v.turn.active === p.id && v.turn.number > 0) cls.push('active');
  node.className = cls.join(' ');
  node.onclick = hooks.onPlayer ? () => hooks.onPlayer(p.id) : null;
  append(node,
    el('span', { class: 'pname' }, p.name + (p.id === v.you ? ' (you)' : '')),
    el('span', { class: 'life', title: 'life' }, p.life),
    p.poison > 0 ? el('span', { class: 'poison' }, `☠ ${p.poison} poison`) : null,
    el('span', { class: 'meta' }, `library ${p.library}`),
    p.pool ? el('span', { class: 'meta' }, `mana pool ${p.pool}`) : null,
    p.status !== 'PLAYING' ? el('span', { class: 'error' }, p.status.toLowerCase()) : null,
    el('span', { class: 'zone-buttons' },
      el('button', { onclick: e => { e.stopPropagation(); showZone(`${p.name}'s graveyard`, p.graveyard, hooks); } }, `Graveyard (${p.graveyard.length})`),
      el('button', { onclick: e => { e.stopPropagation(); showZone('Exile', v.exile.filter(c => c.owner === p.id), hooks); } }, `Exile (${v.exile.filter(c => c.owner === p.id).length})`)));
}

function renderBattlefield(node, cards, hooks, opponent) {
  clear(node);
  const creatures = el('div', { class: 'row' });
  const others = el('div', { class: 'row lands' });
  for (const c of cards) (c.land && !c.creature ? others : creatures).append(cardEl(c, 'battlefield', hooks));
  if (opponent) node.append(others, creatures); else node.append(creatures, others);
}

function renderStack(v, hooks) {
  const s = clear(document.getElementById('stack'));
  if (!v.stack.length) return;
  s.append(el('span', { class: 'label' }, 'Stack (top first):'));
  for (const item of v.stack) {
    const who = v.players.find(p => p.id === item.controller);
    const text = item.kind === 'spell' ? item.card.name : `${item.source}: ${item.text}`;
    const targets = item.targets.length ? ' → ' + item.targets.join(', ') : '';
    const node = el('div', { class: 'stack-item' }, `${text}${targets}`, el('div', { class: 'meta' }, who ? who.name : ''));
    if (item.kind === 'spell') node.onmouseenter = () => hooks.preview && hooks.preview(item.card);
    s.append(node);
  }
}

export function cardEl(c, zone, hooks) {
  const cls = ['card', colourClass(c)];
  if (c.tapped) cls.push('tapped');
  if (c.sick) cls.push('sick');
  if (c.attacking) cls.push('attacking');
  if (c.blocking) cls.push('blocking');
  if (hooks.cardClass) cls.push(...hooks.cardClass(c, zone));
  const badges = [];
  if (c.damage) badges.push(`${c.damage} damage`);
  if (c.counters) badges.push(c.counters);
  if (c.sick && !/\bHaste\b/.test(c.text || '')) badges.push('summoning sick');
  if (c.blocked) badges.push('blocked');
  const node = el('div', { class: cls.join(' '), 'data-id': c.id, 'data-name': c.name, title: c.name },
    el('div', { class: 'cname' }, c.name),
    el('div', { class: 'ccost' }, c.cost || ''),
    el('div', { class: 'badges' }, badges.join(', ')),
    el('div', { class: 'ctype' }, c.type),
    c.pt ? el('div', { class: 'cpt' }, c.pt) : null);
  node.onmouseenter = () => hooks.preview && hooks.preview(c);
  if (hooks.onCard) node.onclick = () => hooks.onCard(c, zone);
  return node;
}

export function showZone(title, cards, hooks) {
  document.getElementById('zone-title').textContent = title;
  const box = clear(document.getElementById('zone-cards'));
  if (!cards.length) box.append('(empty)');
  for (const c of cards) box.append(cardEl(c, 'zone', { preview: hooks.preview }));
  document.getElementById('zone-viewer').hidden = false;
}

export function renderPreview(c) {
  const p = clear(document.getElementById('preview'));
  if (!c) return;
  append(p, el('div', { class: 'name' }, c.name, c.cost ? '  ' + c.cost : ''),
    el('div', { class: 'type' }, c.type + (c.pt ? '  ' + c.pt : '')),
    el('div', { class: 'text' }, c.text || ''),
    c.abilities && c.abilities.length ? el('div', { class: 'meta' }, 'Abilities: ' + c.abilities.join('; ')) : null);
}
