// The client's entry: the lobby (new game, recorded games), the table (live play over a
// WebSocket), and the replay viewer. No build step; everything is served by the game server.
import { el, clear, api, withRules } from './util.js';
import { renderBoard, renderPreview } from './board.js';
import { DecisionUi } from './decision.js';

const params = new URLSearchParams(location.search);

if (params.get('game')) startTable(params.get('game'), parseInt(params.get('seat') || '0', 10), params.get('token'));
else if (params.get('replay')) startReplay(params.get('replay'), parseInt(params.get('seat') || '0', 10));
else startLobby();

document.getElementById('zone-close').onclick = () => { document.getElementById('zone-viewer').hidden = true; };

async function startLobby() {
  document.getElementById('lobby').hidden = false;
  const [decks, opponents] = await Promise.all([api('/api/decks'), api('/api/opponents')]);
  for (const [id, dflt] of [['deck-select', 'red-simple'], ['opponent-deck-select', 'green-simple']]) {
    const s = document.getElementById(id);
    for (const d of decks) s.append(el('option', { value: d.name, selected: d.name === dflt }, `${d.name} (${d.cards} cards)`));
  }
  const agents = document.getElementById('agent-select');
  for (const o of opponents) agents.append(el('option', { value: o }, o));
  const oppSel = document.getElementById('opponent-select');
  oppSel.onchange = () => {
    document.getElementById('agent-label').hidden = oppSel.value !== 'ai';
    // A game between people gets a secret random seed: whoever chose it would know both libraries.
    document.querySelector('input[name=seed]').disabled = oppSel.value !== 'ai';
  };
  document.getElementById('new-game').onsubmit = async (e) => {
    e.preventDefault();
    const f = new FormData(e.target);
    const body = Object.fromEntries(f.entries());
    if (!body.seed) delete body.seed; else body.seed = Number(body.seed);
    try {
      const g = await api('/api/games', { method: 'POST', body: JSON.stringify(body) });
      if (g.shareLink) {
        document.getElementById('share').hidden = false;
        document.getElementById('share-link').value = location.origin + g.shareLink;
        document.getElementById('enter-game').href = g.play;
      } else location.href = g.play;
    } catch (err) {
      document.getElementById('lobby-error').textContent = err.message;
    }
  };
  const tbody = clear(document.querySelector('#games tbody'));
  for (const g of await api('/games')) {
    const players = g.players.map(p => `${p.name} (${p.deck}${p.agent ? ', ' + p.agent + ' AI' : ''})`).join(' vs ');
    const status = g.status === 'finished' ? (g.winner >= 0 ? `${g.players[g.winner].name} won` : 'draw') : g.status;
    tbody.append(el('tr', {}, el('td', {}, new Date(g.created).toLocaleString()), el('td', {}, players), el('td', {}, status),
      el('td', {}, g.turn), el('td', {}, g.status === 'finished' ? el('a', { href: `/?replay=${g.id}`, class: 'button' }, 'Replay') : '')));
  }
}

function appendLog(lines, cls) {
  const log = document.getElementById('log');
  for (const line of lines) {
    const c = cls || (line.startsWith('-- ') ? 'step' : '');
    log.append(el('div', { class: c }, withRules(line)));
  }
  log.scrollTop = log.scrollHeight;
}

function startTable(gameId, seat, token) {
  document.getElementById('table').hidden = false;
  history.replaceState(null, '', `/?game=${gameId}&seat=${seat}`); // the token stays out of the address bar
  sessionStorage.setItem('arbiter-token-' + gameId + '-' + seat, token || sessionStorage.getItem('arbiter-token-' + gameId + '-' + seat) || '');
  token = sessionStorage.getItem('arbiter-token-' + gameId + '-' + seat);
  let ws;
  let last = null;
  let sentSeq = -1;
  const ui = new DecisionUi(choice => {
    if (!last) return;
    sentSeq = last.seq;
    ws.send(JSON.stringify({ type: 'choice', seq: last.seq, choice }));
  });
  const draw = () => {
    const hooks = ui.update(last);
    hooks.preview = renderPreview;
    renderBoard(last, hooks);
  };
  ui.onRedraw = draw;

  document.getElementById('leave').onclick = () => {
    if (confirm('Leave this game? It is stored as abandoned; reopen this page to resume it.')) {
      ws.send(JSON.stringify({ type: 'leave' }));
    }
  };
  const connect = () => {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    ws = new WebSocket(`${proto}://${location.host}/ws/games/${gameId}?seat=${seat}&token=${encodeURIComponent(token)}`);
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === 'error') {
        if (m.code === 'unauthorized' || m.code === 'not-found') { ws.onclose = null; document.getElementById('decision').textContent = m.message; }
        else ui.rejected(m);
        appendLog([`Not allowed: ${m.message}${m.rule ? ` (rule ${m.rule})` : ''}`], 'err'); // after the panel grew
        document.body.dataset.errors = String(parseInt(document.body.dataset.errors || '0', 10) + 1);
        return;
      }
      if (m.logFrom === 0) clear(document.getElementById('log'));
      appendLog(m.log);
      if (m.logFrom === 0) document.getElementById('log').scrollTop = 1e9;
      last = m;
      draw();
      document.body.dataset.seq = String(m.seq); // for tests and scripts: the decision number shown
      autoPass(m);
    };
    ws.onclose = () => { appendLog(['Connection lost; reconnecting…'], 'err'); setTimeout(connect, 1500); };
  };
  const autoPass = (m) => {
    const d = m.decision;
    if (!d || !d.yours || d.kind !== 'priority' || m.over) return;
    if (!document.getElementById('auto-pass').checked || m.view.stack.length) return;
    const v = m.view;
    const myMain = v.turn.active === v.you && (v.turn.step === 'main1' || v.turn.step === 'main2');
    if (myMain) return;
    document.body.dataset.autopass = String(m.seq);
    setTimeout(() => {
      if (last !== m || sentSeq === m.seq) return;
      sentSeq = m.seq;
      ws.send(JSON.stringify({ type: 'choice', seq: m.seq, choice: { kind: 'pass' } }));
    }, 150);
  };
  connect();
}

async function startReplay(gameId, seat) {
  document.getElementById('table').hidden = false;
  document.getElementById('replay-bar').hidden = false;
  document.querySelectorAll('.live-only').forEach(e => { e.hidden = true; });
  const first = await api(`/api/games/${gameId}/replay?step=0&seat=${seat}`);
  const slider = document.getElementById('replay-step');
  slider.max = first.steps;
  const show = async (step) => {
    step = Math.max(0, Math.min(first.steps, step));
    const r = await api(`/api/games/${gameId}/replay?step=${step}&seat=${seat}`);
    slider.value = step;
    document.getElementById('replay-pos').textContent = `choice ${step} / ${r.steps}`;
    renderBoard({ view: r.view, seq: step, over: !!r.view.outcome }, { preview: renderPreview });
    clear(document.getElementById('log'));
    appendLog(r.log);
    document.getElementById('log').scrollTop = 1e9;
    clear(document.getElementById('decision')).append(el('div', { class: 'prompt' }, 'Replay'), el('div', { class: 'meta' }, `Seen from seat ${seat}.`));
  };
  slider.oninput = () => show(parseInt(slider.value, 10));
  document.getElementById('replay-first').onclick = () => show(0);
  document.getElementById('replay-prev').onclick = () => show(parseInt(slider.value, 10) - 1);
  document.getElementById('replay-next').onclick = () => show(parseInt(slider.value, 10) + 1);
  document.getElementById('replay-last').onclick = () => show(first.steps);
  show(0);
}
