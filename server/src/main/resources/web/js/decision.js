// A control for every kind of decision the engine asks: the panel on the right, and which cards
// and players on the board can be clicked for it. Choices go to the server, which asks the engine.
import { el, clear } from './util.js';

const sameTarget = (a, b) => JSON.stringify(a) === JSON.stringify(b);

export class DecisionUi {
  constructor(send) {
    this.send = send;      // send(choiceObject)
    this.seq = -1;
    this.sel = null;       // per-decision selection
    this.payWith = [];     // lands chosen by hand to pay the next spell
    this.rejection = null;
  }

  // Called with each state message; returns the board hooks for this decision.
  update(msg) {
    if (msg.seq !== this.seq) { this.seq = msg.seq; this.sel = null; this.rejection = null; }
    this.msg = msg;
    this.d = msg.decision && msg.decision.yours ? msg.decision : null;
    if (this.d && !this.sel) this.sel = this.initialSelection(this.d);
    this.renderPanel();
    return this.hooks();
  }

  rejected(err) {
    this.rejection = err;
    this.renderPanel();
  }

  initialSelection(d) {
    switch (d.kind) {
      case 'targets': return { targets: [] };
      case 'objects': return { ids: [] };
      case 'attackers': return { attacks: new Map() };            // creature id -> defender target
      case 'blockers': return { blocks: [], blocker: null };      // [{blocker, attacker}]
      case 'damage': return { amounts: defaultDamage(d) };
      default: return {};
    }
  }

  manualMana() { return document.getElementById('manual-mana').checked; }

  hooks() {
    const d = this.d;
    const h = { cardClass: () => [], playerClass: () => [] };
    if (!d) return h;
    if (d.kind === 'priority') {
      const byCard = new Map();
      for (const a of d.actions) if (a.card !== undefined) {
        if (!byCard.has(a.card)) byCard.set(a.card, []);
        byCard.get(a.card).push(a);
      }
      h.cardClass = (c) => {
        const cls = [];
        const acts = byCard.get(c.id) || [];
        if (acts.some(a => !a.mana)) cls.push('playable');
        if (this.payWith.includes(c.id)) cls.push('paying');
        return cls;
      };
      h.onCard = (c) => {
        const acts = byCard.get(c.id) || [];
        if (this.manualMana() && acts.length && acts.every(a => a.mana)) { this.togglePay(c.id); return; }
        const useful = acts.filter(a => !a.mana);
        if (useful.length === 1) this.act(useful[0]);
        else if (useful.length > 1) { this.sel = { menu: c.id }; this.renderPanel(); }
        else if (acts.length === 1) this.act(acts[0]);
      };
    } else if (d.kind === 'targets') {
      const objs = d.candidates.filter(x => x.target.object !== undefined);
      const players = d.candidates.filter(x => x.target.player !== undefined);
      const chosen = (t) => this.sel.targets.some(x => sameTarget(x, t));
      h.cardClass = (c) => {
        const cand = objs.find(x => x.target.object === c.id);
        return cand ? [chosen(cand.target) ? 'selected' : 'candidate'] : [];
      };
      h.onCard = (c) => { const cand = objs.find(x => x.target.object === c.id); if (cand) this.toggleTarget(cand.target); };
      h.playerClass = (id) => {
        const cand = players.find(x => x.target.player === id);
        return cand ? [chosen(cand.target) ? 'selected' : 'target-candidate'] : [];
      };
      h.onPlayer = (id) => { const cand = players.find(x => x.target.player === id); if (cand) this.toggleTarget(cand.target); };
    } else if (d.kind === 'objects') {
      h.cardClass = (c) => d.candidates.some(x => x.id === c.id) ? [this.sel.ids.includes(c.id) ? 'selected' : 'candidate'] : [];
      h.onCard = (c) => { if (d.candidates.some(x => x.id === c.id)) this.toggleObject(c.id); };
    } else if (d.kind === 'attackers') {
      h.cardClass = (c) => d.candidates.some(x => x.creature === c.id) ? [this.sel.attacks.has(c.id) ? 'selected' : 'candidate'] : [];
      h.onCard = (c) => {
        const cand = d.candidates.find(x => x.creature === c.id);
        if (!cand) return;
        if (this.sel.attacks.has(c.id)) this.sel.attacks.delete(c.id); else this.sel.attacks.set(c.id, cand.defenders[0].target);
        this.rejection = null;
        this.redraw();
      };
    } else if (d.kind === 'blockers') {
      const attackers = new Set(d.candidates.flatMap(x => x.attackers));
      h.cardClass = (c) => {
        if (this.sel.blocker === c.id) return ['selected'];
        if (d.candidates.some(x => x.creature === c.id)) return ['candidate'];
        if (this.sel.blocker !== null && attackers.has(c.id)) return ['candidate'];
        return [];
      };
      h.onCard = (c) => {
        if (d.candidates.some(x => x.creature === c.id)) {
          const existing = this.sel.blocks.findIndex(b => b.blocker === c.id);
          if (existing >= 0 && this.sel.blocker !== c.id) { this.sel.blocks.splice(existing, 1); this.sel.blocker = null; }
          else this.sel.blocker = this.sel.blocker === c.id ? null : c.id;
        } else if (this.sel.blocker !== null && attackers.has(c.id)) {
          const cand = d.candidates.find(x => x.creature === this.sel.blocker);
          if (cand.attackers.includes(c.id)) this.sel.blocks.push({ blocker: this.sel.blocker, attacker: c.id });
          this.sel.blocker = null;
        }
        this.rejection = null;
        this.redraw();
      };
    }
    return h;
  }

  redraw() { if (this.onRedraw) this.onRedraw(); }

  act(action) {
    const choice = { ...action.choice };
    if (choice.kind === 'cast' || choice.kind === 'activate') {
      if (this.manualMana() && this.payWith.length) choice.payWith = [...this.payWith];
      this.payWith = [];
    }
    this.send(choice);
  }

  togglePay(id) {
    const i = this.payWith.indexOf(id);
    if (i >= 0) this.payWith.splice(i, 1); else this.payWith.push(id);
    this.redraw();
  }

  toggleTarget(t) {
    const i = this.sel.targets.findIndex(x => sameTarget(x, t));
    if (i >= 0) this.sel.targets.splice(i, 1);
    else {
      this.sel.targets.push(t);
      if (this.d.max === 1 && this.d.min === 1) { this.send({ kind: 'targets', targets: [t] }); return; }
    }
    this.redraw();
  }

  toggleObject(id) {
    const i = this.sel.ids.indexOf(id);
    if (i >= 0) this.sel.ids.splice(i, 1); else this.sel.ids.push(id);
    this.redraw();
  }

  renderPanel() {
    const p = clear(document.getElementById('decision'));
    const msg = this.msg;
    if (!msg) return;
    if (msg.over) { p.append(gameOver(msg)); return; }
    if (msg.status && msg.status !== 'playing') { p.append(el('div', { class: 'gameover' }, 'The game was abandoned.')); return; }
    const d = this.d;
    if (!d) {
      const who = msg.view.players.find(x => x.id === msg.decision.player);
      p.append(el('div', { class: 'waiting' }, `Waiting for ${who ? who.name : 'the opponent'} (${msg.decision.kind})…`));
      return;
    }
    p.append(el('div', { class: 'prompt', id: 'prompt' }, d.kind === 'priority' ? promptForPriority(msg) : d.prompt));
    const body = this['panel_' + d.kind](d);
    if (body) p.append(body);
    if (d.kind !== 'priority' && d.kind !== 'attackers' && d.kind !== 'blockers' && d.kind !== 'damage' && msg.seq > 0) {
      p.append(el('div', { class: 'buttons' }, el('button', { id: 'cancel', title: 'Reverse the whole action (422.1)', onclick: () => this.send({ kind: 'cancel' }) }, 'Cancel action')));
    }
    if (this.rejection) {
      p.append(el('div', { class: 'rejection', id: 'rejection' }, `Not allowed: ${this.rejection.message}`,
        this.rejection.rule ? el('span', { class: 'rule' }, ` (rule ${this.rejection.rule})`) : ''));
    }
  }

  panel_priority(d) {
    const box = el('div');
    const useful = d.actions.filter(a => !a.mana && a.choice.kind !== 'pass');
    const manaActs = d.actions.filter(a => a.mana);
    let list = useful;
    if (this.sel && this.sel.menu !== undefined) list = d.actions.filter(a => a.card === this.sel.menu);
    const actions = el('div', { class: 'actions' });
    for (const a of list) actions.append(el('button', { class: 'action', 'data-kind': a.choice.kind, onclick: () => this.act(a) }, a.label));
    if (list.length) box.append(actions);
    if (this.manualMana()) {
      box.append(el('div', { class: 'meta' }, this.payWith.length ? `Paying with ${this.payWith.length} chosen source(s); click a spell to cast it.`
        : 'Click lands to choose the mana sources, then the spell.'));
      if (manaActs.length) {
        const ma = el('div', { class: 'actions' });
        for (const a of manaActs) ma.append(el('button', { onclick: () => this.act(a) }, a.label));
        box.append(el('details', {}, el('summary', {}, 'Mana abilities'), ma));
      }
    }
    box.append(el('div', { class: 'buttons' },
      el('button', { class: 'primary', id: 'pass', title: 'Pass priority (117.3d)', onclick: () => this.send({ kind: 'pass' }) }, 'Pass'),
      this.sel && this.sel.menu !== undefined ? el('button', { onclick: () => { this.sel = {}; this.renderPanel(); } }, 'Back') : null));
    return box;
  }

  panel_targets(d) {
    const box = el('div', {}, el('div', { class: 'meta' }, `Choose ${count(d.min, d.max)} (click on the board or below).`));
    const list = el('div', { class: 'actions' });
    for (const c of d.candidates) {
      const on = this.sel.targets.some(x => sameTarget(x, c.target));
      list.append(el('button', { class: on ? 'primary' : '', onclick: () => this.toggleTarget(c.target) }, (on ? '✔ ' : '') + c.label));
    }
    box.append(list, el('div', { class: 'buttons' }, el('button', { class: 'primary', id: 'confirm',
      disabled: this.sel.targets.length < d.min || this.sel.targets.length > d.max,
      onclick: () => this.send({ kind: 'targets', targets: this.sel.targets }) }, 'Choose')));
    return box;
  }

  panel_number(d) {
    const input = el('input', { type: 'number', min: d.min, max: d.max, value: d.min, id: 'number' });
    return el('div', {}, el('div', { class: 'meta' }, `A number from ${d.min} to ${d.max}.`), input,
      el('div', { class: 'buttons' }, el('button', { class: 'primary', id: 'confirm', onclick: () => this.send({ kind: 'number', value: parseInt(input.value, 10) }) }, 'OK')));
  }

  panel_option(d) {
    const list = el('div', { class: 'actions' });
    d.options.forEach((o, i) => list.append(el('button', { class: 'option', 'data-index': i, onclick: () => this.send({ kind: 'option', index: i }) }, o)));
    return list;
  }

  panel_objects(d) {
    const box = el('div', {}, el('div', { class: 'meta' }, `Choose ${count(d.min, d.max)}${d.max > 1 ? ', in order' : ''}.`));
    const list = el('div', { class: 'actions' });
    for (const c of d.candidates) {
      const pos = this.sel.ids.indexOf(c.id);
      list.append(el('button', { class: pos >= 0 ? 'primary' : '', onclick: () => this.toggleObject(c.id) },
        (pos >= 0 ? `${pos + 1}. ` : '') + `${c.name} (${c.zone})`));
    }
    box.append(list, el('div', { class: 'buttons' }, el('button', { class: 'primary', id: 'confirm',
      disabled: this.sel.ids.length < d.min || this.sel.ids.length > d.max,
      onclick: () => this.send({ kind: 'objects', ids: this.sel.ids }) }, 'Choose')));
    return box;
  }

  panel_attackers(d) {
    const box = el('div', {}, el('div', { class: 'meta' }, 'Click your creatures to attack with them, then declare.'));
    for (const [id, target] of this.sel.attacks) {
      const cand = d.candidates.find(x => x.creature === id);
      if (cand.defenders.length > 1) {
        const sel = el('select', { onchange: e => this.sel.attacks.set(id, cand.defenders[e.target.value].target) });
        cand.defenders.forEach((df, i) => sel.append(el('option', { value: i, selected: sameTarget(df.target, target) }, df.label)));
        box.append(el('div', {}, `${cand.name} attacks `, sel));
      } else box.append(el('div', {}, `${cand.name} attacks ${cand.defenders[0].label}`));
    }
    const attacks = () => [...this.sel.attacks].map(([attacker, defender]) => ({ attacker, defender }));
    box.append(el('div', { class: 'buttons' },
      el('button', { class: 'primary', id: 'declare', onclick: () => this.send({ kind: 'attackers', attacks: attacks() }) },
        this.sel.attacks.size ? `Attack with ${this.sel.attacks.size}` : 'No attack'),
      el('button', { onclick: () => { d.candidates.forEach(c => this.sel.attacks.set(c.creature, c.defenders[0].target)); this.redraw(); } }, 'All')));
    return box;
  }

  panel_blockers(d) {
    const names = new Map(this.msg.view.battlefield.map(c => [c.id, c.name]));
    const box = el('div', {}, el('div', { class: 'meta' }, 'Click one of your creatures, then the attacker it blocks.'));
    if (this.sel.blocker !== null) box.append(el('div', {}, `${names.get(this.sel.blocker)} blocks… (click an attacker)`));
    for (const b of this.sel.blocks) box.append(el('div', {}, `${names.get(b.blocker)} blocks ${names.get(b.attacker)}`));
    box.append(el('div', { class: 'buttons' },
      el('button', { class: 'primary', id: 'declare', onclick: () => this.send({ kind: 'blockers', blocks: this.sel.blocks }) },
        this.sel.blocks.length ? `Block (${this.sel.blocks.length})` : 'No blocks'),
      el('button', { onclick: () => { this.sel.blocks = []; this.sel.blocker = null; this.redraw(); } }, 'Clear')));
    return box;
  }

  panel_damage(d) {
    const box = el('div', {}, el('div', { class: 'meta' }, `${d.sourceName} assigns ${d.amount} damage${d.trample ? ' (trample)' : ''}. Lethal damage first, in order (510.1c).`));
    d.recipients.forEach((r, i) => {
      const input = el('input', { type: 'number', min: 0, max: d.amount, value: this.sel.amounts[i],
        oninput: e => { this.sel.amounts[i] = parseInt(e.target.value || '0', 10); } });
      box.append(el('div', { class: 'damage-row' }, `${r.label}${r.lethal !== undefined ? ` (lethal ${r.lethal})` : ''}`, input));
    });
    box.append(el('div', { class: 'buttons' }, el('button', { class: 'primary', id: 'confirm', onclick: () => this.send({ kind: 'damage',
      shares: d.recipients.map((r, i) => ({ recipient: r.target, amount: this.sel.amounts[i] })).filter(s => s.amount > 0) }) }, 'Assign')));
    return box;
  }
}

function defaultDamage(d) {
  let left = d.amount;
  return d.recipients.map((r, i) => {
    const last = i === d.recipients.length - 1;
    const give = last ? left : Math.min(left, r.lethal !== undefined ? r.lethal : left);
    left -= give;
    return give;
  });
}

function count(min, max) { return min === max ? `${min}` : `${min} to ${max}`; }

function promptForPriority(msg) {
  const v = msg.view;
  const mine = v.turn.active === v.you;
  if (v.stack.length) return 'You have priority: respond, or pass to let the top of the stack resolve.';
  return mine ? 'Your turn: play a land, cast a spell, or pass to move on.' : "You have priority on the opponent's turn.";
}

function gameOver(msg) {
  const o = msg.view.outcome || { winners: [], reason: '' };
  const names = o.winners.map(w => msg.view.players.find(p => p.id === w).name);
  const text = o.winners.length ? (o.winners.includes(msg.view.you) ? 'You win!' : `${names.join(', ')} wins.`) : 'The game is a draw.';
  return el('div', { class: 'gameover', id: 'game-over' }, text, el('div', { class: 'meta' }, o.reason), el('p', {}, el('a', { href: '/', class: 'button' }, 'Back to the lobby')));
}
