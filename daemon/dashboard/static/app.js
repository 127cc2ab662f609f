// Synod node dashboard. Reads /api/v1/snapshot, then follows /api/v1/events
// (or polls the snapshot when the event stream cannot be opened). The JSON
// is described in daemon/api/types.go.
'use strict';

const API = '/api/v1';
const POLL_MS = 2000;
const MAX_LOG = 500;
const CHART_ROUNDS = 50;
const SVGNS = 'http://www.w3.org/2000/svg';

const state = {
  snap: null,
  offset: 0, // node clock minus browser clock, from the last snapshot
  polling: 0,
  logKeys: new Set(),
  lastLogMs: -Infinity,
  disputes: null, // {games: {id: Dispute}, moves: [DisputeMove]} from /api/v1/disputes and "dispute" events
};

const $ = (id) => document.getElementById(id);

// ---- formatting

// parseTime reads an RFC 3339 time with up to nanoseconds (Date.parse
// wants at most milliseconds everywhere).
function parseTime(s) {
  if (!s) return NaN;
  const m = /^(.*T\d\d:\d\d:\d\d)(\.\d+)?(.*)$/.exec(s);
  return m ? Date.parse(m[1] + (m[2] || '').slice(0, 4) + m[3]) : Date.parse(s);
}
const isZeroTime = (s) => !s || s.startsWith('0001-01-01');
const fmtInt = (n) => Number(n || 0).toLocaleString('en-US');
const fmtReward = (milli) => (milli / 1000).toFixed(3);

function fmtBytes(n) {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let v = Number(n || 0), i = 0;
  while (Math.abs(v) >= 1024 && i < units.length - 1) { v /= 1024; i++; }
  return (i === 0 ? String(v) : v.toFixed(Math.abs(v) < 10 ? 2 : 1)) + ' ' + units[i];
}

function fmtDuration(ms) {
  let s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400); s %= 86400;
  const h = Math.floor(s / 3600); s %= 3600;
  const m = Math.floor(s / 60); s %= 60;
  if (d) return `${d}d ${h}h`;
  if (h) return `${h}h ${m}m`;
  if (m) return `${m}m ${s}s`;
  return `${s}s`;
}

function fmtCountdown(ms) {
  if (ms <= 0) return 'closing…';
  if (ms < 60000) return (ms / 1000).toFixed(1) + ' s';
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

function fmtDate(s) {
  const t = parseTime(s);
  if (isZeroTime(s) || isNaN(t)) return '—';
  return new Date(t).toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: 'short' });
}

function fmtClock(s, withMs) {
  const t = parseTime(s);
  if (isNaN(t)) return '—';
  const d = new Date(t);
  const hms = d.toLocaleTimeString('en-GB', { hour12: false });
  return withMs ? hms + '.' + String(d.getMilliseconds()).padStart(3, '0') : hms;
}

// shortPeer writes a peer ID as libp2p's logs do: 12*Qkz3Uv.
const shortPeer = (id) => (id && id.length > 10 ? id.slice(0, 2) + '*' + id.slice(-6) : id || '—');
const shortHex = (h, a = 6, b = 4) => (h && h.length > a + b + 1 ? h.slice(0, a) + '…' + h.slice(-b) : h || '—');

function fmtMissed(ranges) {
  if (!ranges || !ranges.length) return 'none';
  return 'missed rounds ' + ranges.map((r) => (r.from === r.to ? `${r.from}` : `${r.from}-${r.to}`)).join(', ');
}

// ---- DOM helpers

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k === 'class') e.className = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids) if (k != null) e.append(k);
  return e;
}

function svg(tag, attrs, text) {
  const e = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text != null) e.textContent = text;
  return e;
}

// setText sets an element's text and, for the test hooks, its raw value.
function setText(id, text, value) {
  const e = $(id);
  e.textContent = text;
  if (value !== undefined) e.dataset.value = value;
  return e;
}

function setBadge(id, text, kind) {
  const e = setText(id, text, text);
  e.className = 'badge ' + kind;
}

function fillRows(id, rows, cols, empty) {
  $(id).replaceChildren(...(rows.length ? rows : [el('tr', { class: 'empty' }, el('td', { colspan: cols }, empty))]));
}

const code = (text, title) => el('code', { title: title || null }, text);

// ---- panels

function renderNode(st) {
  setText('peer-id', st.peer_id || '—', st.peer_id);
  setText('eth', st.address || '—');
  setText('version', st.version || '—');
  setText('network', st.network || '—');
  $('hdr-network').textContent = st.network || '';
  const reach = st.reachability || 'unknown';
  setBadge('reach', reach, { public: 'ok', private: 'warn' }[reach] || 'neutral');
  setText('dht', `${st.dht_mode || '—'} · routing table ${fmtInt(st.routing_table)}`);
  setText('uptime', fmtDuration(st.uptime_ms) + (isZeroTime(st.started_at) ? '' : ` · since ${fmtDate(st.started_at)}`));
  $('roles').replaceChildren(...(st.roles || []).map((r) => el('span', { class: 'chip' }, r)));
  const addrs = st.addrs || [];
  $('addr-count').textContent = `(${addrs.length})`;
  $('addrs').replaceChildren(...addrs.map((a) => el('li', {}, code(a))));

  const m = st.memory || {};
  const bar = $('mem-bar');
  const parts = [];
  if (m.limit_bytes > 0) {
    const pct = Math.min(100, (100 * m.go_bytes) / m.limit_bytes);
    bar.style.width = pct.toFixed(1) + '%';
    bar.className = pct >= 90 || m.shedding ? 'high' : pct >= 75 ? 'mid' : '';
    parts.push(`Go ${fmtBytes(m.go_bytes)} of ${fmtBytes(m.limit_bytes)} (${pct.toFixed(0)}%)`);
  } else {
    bar.style.width = '0';
    parts.push(`Go ${fmtBytes(m.go_bytes)}, no limit`);
  }
  parts.push(`heap ${fmtBytes(m.heap_bytes)}`);
  if (m.rss_bytes) parts.push(`RSS ${fmtBytes(m.rss_bytes)}`);
  if (m.shed_events) parts.push(`shed ${fmtInt(m.shed_events)}×`);
  $('mem-text').textContent = parts.join(' · ');
  const warn = $('shedding');
  warn.hidden = !m.shedding;
  warn.textContent = m.shedding ? `shedding optional work: ${m.shed_reason || 'memory pressure'}` : '';
  warn.dataset.value = m.shedding ? 'true' : 'false';
}

function renderPeers(peers, st) {
  setText('peer-count', fmtInt(st.peers), st.peers);
  const inbound = peers.filter((p) => p.direction === 'inbound').length;
  $('peers-sub').textContent = `${inbound} inbound · ${peers.length - inbound} outbound · ${fmtInt(st.routing_table)} in the routing table`;
  const score = (p) => (p.score == null ? -Infinity : p.score);
  const sorted = [...peers].sort((a, b) => score(b) - score(a) || a.latency_ms - b.latency_ms);
  fillRows('peer-rows', sorted.map((p) => {
    const s = p.score == null ? '—' : p.score.toFixed(2);
    const cls = p.score == null ? 'num' : p.score < 0 ? 'num neg' : p.score > 0 ? 'num pos' : 'num';
    return el('tr', {},
      el('td', {}, code(shortPeer(p.id), [p.id, p.agent].filter(Boolean).join('\n'))),
      el('td', {}, p.address ? code(shortHex(p.address), p.address) : '—'),
      el('td', {}, p.direction === 'inbound' ? 'in' : 'out'),
      el('td', { class: 'num' }, p.latency_ms ? p.latency_ms.toFixed(p.latency_ms < 10 ? 1 : 0) + ' ms' : '—'),
      el('td', { class: cls }, s));
  }), 5, 'no peers connected');
}

function renderSwarm(sw) {
  $('swarm').hidden = !sw;
  $('learning').hidden = !sw;
  if (!sw) return;
  setText('swarm-id', 'ID ' + sw.id);
  setText('swarm-round', fmtInt(sw.round), sw.round);
  setBadge('swarm-stage', sw.stage, 'stage-' + sw.stage);
  setText('reward-total', fmtReward(sw.reward_total_milli), sw.reward_total_milli);
  setText('members', fmtInt(sw.members));
  setText('params', `${sw.questions} questions · ${sw.shown} shown · ${sw.winners} winners · ${fmtDuration(sw.round_ms)} rounds`);
  setText('messages', `${fmtInt(sw.messages_sent)} sent · ${fmtInt(sw.messages_received)} received · ${fmtInt(sw.messages_rejected)} rejected`);
  setText('missed', fmtMissed(sw.missed)).className = sw.missed && sw.missed.length ? 'warn-text' : '';
  renderRounds(sw.rounds || []);
  renderLearning(sw);
  tick();
}

// renderLearning shows the node's learning: the saved weights' CID, the
// newest round's figures, a chart of accuracy and reward per round, and
// the last rounds (newest first).
function renderLearning(sw) {
  $('learning').hidden = !sw;
  if (!sw) return;
  const rows = sw.learning || [];
  const last = rows[rows.length - 1];
  const cid = sw.policy_cid || '';
  const saved = cid ? rows.filter((r) => r.checkpoint_cid === cid).pop() : null;
  setText('policy-cid', cid || 'not saved yet', cid).classList.toggle('unset', !cid);
  $('copy-policy').hidden = !cid;
  $('policy-note').textContent = cid
    ? (saved ? `· saved after round ${saved.round}` : '· last saved')
    : '· saved every swarm.checkpoint_every rounds';
  $('learn-empty').hidden = rows.length > 0;
  setText('learn-accuracy', last ? fmtPct(last.accuracy) : '—', last ? last.accuracy : '');
  setText('learn-reward', last ? fmtScore(last.reward) : '—', last ? last.reward : '');
  setText('learn-j', last ? String(last.external) : '—');
  setText('learn-last', last ? `round ${last.round}` + (last.external_groups ? ` · mean reward of the peers' groups used ${fmtScore(last.external_reward)}` : '') : '—');
  setText('learn-groups', last ? `${last.local_groups} local + ${last.external_groups} external · ${last.dropped} dropped · ${last.candidates} offered by peers` : '—');
  setText('learn-update', last ? `loss ${fmtLoss(last.loss)} · clipped ${fmtPct(last.clip_fraction)} · state ${(last.state_hash || '').slice(0, 12) || '—'}` : '—');
  drawLearnChart(rows);
  fillRows('learn-rows', rows.slice().reverse().map((r) => el('tr', { 'data-round': r.round, class: r.checkpoint_cid ? 'saved' : null },
    el('td', { class: 'num' }, String(r.round)),
    el('td', { class: 'num', 'data-col': 'accuracy' }, fmtPct(r.accuracy)),
    el('td', { class: 'num', 'data-col': 'reward' }, fmtScore(r.reward)),
    el('td', { class: 'num', 'data-col': 'groups', title: r.external_groups ? `peers' groups: mean reward ${fmtScore(r.external_reward)}` : null }, `${r.local_groups} / ${r.external_groups}`),
    el('td', { class: 'num', 'data-col': 'dropped' }, `${r.dropped} / ${r.candidates}`),
    el('td', { class: 'num', 'data-col': 'next-j' }, String(r.external)),
    el('td', { class: 'num', 'data-col': 'loss' }, fmtLoss(r.loss)),
    el('td', { class: 'num', 'data-col': 'clip' }, fmtPct(r.clip_fraction)),
    el('td', { 'data-col': 'state' }, r.state_hash ? code(r.state_hash.slice(0, 12), r.state_hash) : '—'),
    el('td', { 'data-col': 'checkpoint' }, r.checkpoint_cid ? el('code', { class: 'cid', title: r.checkpoint_cid, 'data-cid': r.checkpoint_cid }, shortHex(r.checkpoint_cid, 12, 6)) : '—'))),
  10, 'no training round yet');
}

const fmtPct = (x) => (100 * Number(x || 0)).toFixed(1) + '%';
const fmtScore = (x) => Number(x || 0).toFixed(3);
const fmtLoss = (x) => Number(x || 0).toFixed(4);

// drawLearnChart draws accuracy (solid, with a point per round) and the
// mean reward (dashed) per round on one 0..max scale (accuracy is in 0..1,
// the reward in 0..1.25); rounds that saved weights get a tick.
function drawLearnChart(rows) {
  const c = $('learn-chart');
  const W = Math.max(280, Math.round(c.getBoundingClientRect().width) || 640), H = 180;
  const pad = { l: 48, r: 8, t: 12, b: 24 };
  c.setAttribute('viewBox', `0 0 ${W} ${H}`);
  const rs = rows.slice(-CHART_ROUNDS);
  if (!rs.length) {
    c.replaceChildren(svg('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'axis' }, 'no training round yet'));
    return;
  }
  const max = Math.max(1, ...rs.map((r) => r.reward), ...rs.map((r) => r.accuracy));
  const min = Math.min(0, ...rs.map((r) => r.reward));
  const iw = W - pad.l - pad.r, ih = H - pad.t - pad.b;
  const slot = iw / Math.max(rs.length, 12);
  const x = (i) => pad.l + (i + 0.5) * slot;
  const y = (v) => pad.t + ((max - v) / (max - min)) * ih;
  const kids = [];
  for (const v of new Set([min, 0, 0.5, 1, max])) {
    kids.push(svg('line', { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), class: v === 0 ? 'zero' : 'grid' }));
    kids.push(svg('text', { x: pad.l - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' }, v.toFixed(2)));
  }
  const line = (f, cls) => svg('polyline', { points: rs.map((r, i) => `${x(i).toFixed(1)},${y(f(r)).toFixed(1)}`).join(' '), class: cls });
  kids.push(line((r) => r.reward, 'learn-reward'), line((r) => r.accuracy, 'learn-acc'));
  const step = Math.ceil(rs.length / Math.max(2, Math.floor(iw / 56)));
  rs.forEach((r, i) => {
    if (r.checkpoint_cid) {
      kids.push(svg('line', { x1: x(i), x2: x(i), y1: pad.t, y2: H - pad.b, class: 'learn-saved' }));
    }
    const dot = svg('circle', {
      cx: x(i), cy: y(r.accuracy), r: 3, class: 'learn-acc-dot',
      'data-round': r.round, 'data-accuracy': r.accuracy, 'data-reward': r.reward,
    });
    dot.append(svg('title', {}, `round ${r.round}: accuracy ${fmtPct(r.accuracy)}, reward ${fmtScore(r.reward)}` +
      `, ${r.local_groups} local + ${r.external_groups} external groups` + (r.checkpoint_cid ? `; weights saved (${r.checkpoint_cid})` : '')));
    kids.push(dot);
    if ((rs.length - 1 - i) % step === 0) {
      kids.push(svg('text', { x: x(i), y: H - 6, 'text-anchor': 'middle', class: 'axis' }, r.round));
    }
  });
  c.replaceChildren(...kids);
}

// addLearn adds a learn event's round to the last snapshot and redraws
// the panel (the next snapshot carries it too).
function addLearn(row) {
  const sw = state.snap && state.snap.swarm;
  if (!sw) return;
  const rows = (sw.learning || []).filter((r) => r.round !== row.round);
  rows.push(row);
  rows.sort((a, b) => a.round - b.round);
  sw.learning = rows.slice(-CHART_ROUNDS);
  if (row.checkpoint_cid) sw.policy_cid = row.checkpoint_cid;
  renderLearning(sw);
}

function renderRounds(rounds) {
  drawChart(rounds);
  const me = state.snap && state.snap.status.peer_id;
  fillRows('round-rows', rounds.slice().reverse().map((r) => el('tr', { class: r.won ? 'won' : null },
    el('td', { class: 'num' }, String(r.round)),
    el('td', { class: 'num' }, fmtInt(r.votes_counted)),
    el('td', {}, ...(r.winners || []).map((w) => el('code', { title: w, class: w === me ? 'me' : null }, shortPeer(w)))),
    el('td', { class: 'num' }, fmtReward(r.reward_milli)),
    el('td', {}, r.won ? el('span', { class: 'badge ok' }, 'won') : '—'),
    el('td', { 'data-col': 'critique' }, r.critiqued ? fmtReward(r.critique_milli) : noneSent('critique')),
    el('td', { 'data-col': 'vote' }, ...(r.vote_counted
      ? [r.voted ? code(shortPeer(r.voted), r.voted) : null, r.voted ? ' ' : null, fmtReward(r.vote_milli)]
      : [noneSent('counted vote')])),
    el('td', {}, r.commitment || '—'))), 8, 'no rounds tallied yet');
}

// noneSent marks a stage in which this node's tally holds nothing from it
// (its policy abstained or failed): it earns nothing for that stage.
function noneSent(what) {
  return el('span', { class: 'badge warn', title: `no ${what} from this node: its policy abstained or failed` }, 'none');
}

// drawChart draws this node's reward per round as bars, one per round.
function drawChart(rounds) {
  const c = $('chart');
  const W = Math.max(280, Math.round(c.getBoundingClientRect().width) || 640), H = 200;
  const pad = { l: 48, r: 8, t: 12, b: 24 };
  c.setAttribute('viewBox', `0 0 ${W} ${H}`);
  const rs = rounds.slice(-CHART_ROUNDS);
  if (!rs.length) {
    c.replaceChildren(svg('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'axis' }, 'no rounds tallied yet'));
    return;
  }
  const vals = rs.map((r) => r.reward_milli);
  let max = Math.max(0, ...vals);
  const min = Math.min(0, ...vals);
  if (max === min) max = min + 1000;
  const ih = H - pad.t - pad.b, iw = W - pad.l - pad.r;
  const y = (v) => pad.t + ((max - v) / (max - min)) * ih;
  const kids = [];
  for (const v of new Set([max, min, 0, min === 0 ? max / 2 : 0])) {
    kids.push(svg('line', { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), class: v === 0 ? 'zero' : 'grid' }));
    kids.push(svg('text', { x: pad.l - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' }, fmtReward(v)));
  }
  const slot = iw / Math.max(rs.length, 12);
  const bw = Math.max(1, slot * 0.72);
  const step = Math.ceil(rs.length / Math.max(2, Math.floor(iw / 56)));
  rs.forEach((r, i) => {
    const x = pad.l + i * slot;
    const y0 = y(0), y1 = y(r.reward_milli);
    const bar = svg('rect', {
      x: x + (slot - bw) / 2, y: Math.min(y0, y1), width: bw, height: Math.max(1, Math.abs(y1 - y0)), rx: Math.min(2, bw / 4),
      class: 'bar' + (r.won ? ' won' : '') + (r.reward_milli < 0 ? ' neg' : ''),
      'data-round': r.round, 'data-reward-milli': r.reward_milli,
    });
    bar.append(svg('title', {}, `round ${r.round}: ${fmtReward(r.reward_milli)}${r.won ? ' (won)' : ''}`));
    kids.push(bar);
    if ((rs.length - 1 - i) % step === 0) {
      kids.push(svg('text', { x: x + slot / 2, y: H - 6, 'text-anchor': 'middle', class: 'axis' }, r.round));
    }
  });
  c.replaceChildren(...kids);
}

// tick redraws the stage countdown from the last snapshot's times.
function tick() {
  const sw = state.snap && state.snap.swarm;
  if (!sw) return;
  const ms = Math.max(0, parseTime(sw.stage_ends) - (Date.now() + state.offset));
  const e = $('countdown');
  e.textContent = fmtCountdown(ms);
  e.dataset.remainingMs = String(Math.round(ms));
}

function renderCheckpoints(ck) {
  const pins = ck.pinned || [];
  setText('ckpt-count', fmtInt(pins.length), pins.length);
  setBadge('serving', ck.serving ? 'serving' : 'not serving', ck.serving ? 'ok' : 'warn');
  setText('stored', fmtBytes(ck.stored_bytes));
  setText('served', fmtBytes(ck.served_bytes));
  setText('fetched', fmtBytes(ck.fetched_bytes));
  setText('rate', ck.serve_rate_bytes ? fmtBytes(ck.serve_rate_bytes) + '/s' : 'unlimited');
  fillRows('pin-rows', pins.map((p) => el('tr', {},
    el('td', {}, code(shortHex(p.cid, 8, 6), p.cid)),
    el('td', {}, p.name || '—'),
    el('td', { class: 'num' }, fmtBytes(p.size_bytes)),
    el('td', {}, fmtDate(p.pinned_at)))), 4, 'no checkpoints pinned');
}

function renderChain(ch) {
  $('chain').hidden = !ch;
  if (!ch) return;
  setBadge('chain-mode', ch.mode, 'neutral');
  $('chain-mode').title = ch.rpc_url || '';
  setText('chain-txs', fmtInt(ch.txs), ch.txs);
  setText('chain-failed', fmtInt(ch.failed), ch.failed).className = 'value' + (ch.failed ? ' err-text' : '');
  setText('chain-gas', fmtInt(ch.gas_used), ch.gas_used);
  setText('chain-id', String(ch.chain_id) + (ch.rpc_url ? ` · ${ch.rpc_url}` : ''));
  setText('coordinator', ch.coordinator || '—');
  setText('account', ch.account || '—');
  fillRows('tx-rows', (ch.recent || []).slice().reverse().map((tx) => el('tr', {},
    el('td', {}, fmtClock(tx.time)),
    el('td', {}, tx.method),
    el('td', {}, tx.hash ? code(shortHex(tx.hash, 10, 6), tx.hash) : '—'),
    el('td', { class: 'num' }, fmtInt(tx.gas_used)),
    el('td', {}, el('span', { class: tx.ok ? 'badge ok' : 'badge err', title: tx.error || null }, tx.ok ? 'ok' : 'failed')))), 5, 'no transactions yet');
}

// ---- tasks

const TASK_EVENTS = 50;

// renderTasks shows the node's task-market roles: the tasks it solves or
// verifies (newest first) and the last events, newest first.
function renderTasks(t) {
  $('tasks').hidden = !t;
  if (!t) return;
  setText('task-roles', (t.roles || []).join(' · ') || '—');
  setText('task-account', t.account || '—');
  fillRows('task-rows', (t.tasks || []).map((r) => el('tr', { 'data-task': r.id, 'data-role': r.role },
    el('td', { class: 'num' }, r.id),
    el('td', {}, r.role),
    el('td', {}, el('span', { class: r.phase === 'done' ? 'badge ok' : 'badge neutral' }, r.phase)),
    el('td', { class: 'num' }, r.work_used ? fmtInt(r.work_used) : '—'),
    el('td', {}, r.checkpoint_cid ? code(shortHex(r.checkpoint_cid, 10, 6), r.checkpoint_cid) : '—'),
    el('td', {}, [r.forced ? 'forced error drawn' : '', r.dispute_id ? `dispute ${r.dispute_id}` : ''].filter(Boolean).join(' · ') || '—'))), 6, 'no task taken yet');
  fillRows('task-events', (t.events || []).slice(-TASK_EVENTS).reverse().map((e) => el('tr', {},
    el('td', {}, fmtClock(e.time)),
    el('td', { class: 'num' }, e.task_id || '—'),
    el('td', {}, e.role),
    el('td', { title: e.detail || null }, e.detail ? `${e.what}: ${e.detail}` : e.what))), 4, 'no events yet');
}

// addTask adds a task event to the last snapshot and redraws the panel.
function addTask(e) {
  const t = state.snap && state.snap.tasks;
  if (!t) return;
  t.events = (t.events || []).concat([e]).slice(-TASK_EVENTS);
  renderTasks(t);
}

// ---- disputes

const DISPUTE_MOVES = 60;

// renderDisputes shows the dispute games this node is a party to (newest
// first) and their moves, newest first; hidden while the node plays no
// task-market role.
function renderDisputes() {
  const d = state.disputes;
  $('disputes').hidden = !d;
  if (!d) return;
  const games = Object.values(d.games).sort((a, b) => Number(b.id) - Number(a.id));
  const open = games.filter((g) => g.phase !== 'done').length;
  setText('dispute-count', games.length ? `${games.length} game${games.length === 1 ? '' : 's'}, ${open} open` : 'none');
  const RESULTS = { won: 'badge ok', lost: 'badge err', void: 'badge warn' };
  fillRows('dispute-rows', games.map((g) => el('tr', { 'data-dispute': g.id, 'data-phase': g.phase, 'data-result': g.result || '' },
    el('td', { class: 'num' }, g.id),
    el('td', { class: 'num' }, g.task_id),
    el('td', { title: `against ${g.opponent}` }, g.role),
    el('td', {}, el('span', { class: g.phase === 'done' ? 'badge ok' : 'badge neutral' }, g.phase)),
    el('td', {}, g.phase === 'done' ? '—' : g.phase === 'referee' ? `${g.turn}: the referee set` : `${g.turn}: the ${g.to_move}${g.to_move === g.role ? ' (us)' : ''}`),
    el('td', {}, `${g.over} (${g.lo}, ${g.hi}]` + ` of ${{ entries: g.entries, elements: g.elements, 'scalar steps': g.scalar_steps }[g.over] ?? g.steps}`),
    el('td', {}, [g.step ? `step ${g.step}` : '', g.entry !== undefined && g.entry !== null ? `entry ${g.entry}` : '',
      g.element !== undefined && g.element !== null ? `element ${g.element}` : ''].filter(Boolean).join(', ') || '—'),
    el('td', { title: g.outcome || null }, g.result ? el('span', { class: RESULTS[g.result] || 'badge neutral' }, g.result) : '—'))), 8, 'no dispute yet');
  fillRows('dispute-moves', d.moves.slice(-DISPUTE_MOVES).reverse().map((m) => el('tr', { 'data-kind': m.kind },
    el('td', {}, fmtClock(m.time)),
    el('td', { class: 'num' }, fmtInt(m.block)),
    el('td', {}, m.line))), 3, 'no moves yet');
}

// setDisputes takes /api/v1/disputes (null: the node plays no role).
function setDisputes(list) {
  if (!list) { state.disputes = null; renderDisputes(); return; }
  const games = {};
  let moves = [];
  for (const g of list.games || []) {
    games[g.id] = g;
    moves = moves.concat(g.moves || []);
  }
  moves.sort((a, b) => a.block - b.block || parseTime(a.time) - parseTime(b.time));
  state.disputes = { games, moves };
  renderDisputes();
}

async function fetchDisputes() {
  try {
    const r = await fetch(API + '/disputes', { cache: 'no-store', headers: { Accept: 'application/json' } });
    setDisputes(r.ok ? await r.json() : null);
  } catch (e) {
    console.warn('dashboard: disputes', e);
  }
}

// addDispute takes a "dispute" event: a game's state after one move.
function addDispute(e) {
  if (!state.disputes) state.disputes = { games: {}, moves: [] };
  state.disputes.games[e.dispute.id] = e.dispute;
  state.disputes.moves = state.disputes.moves.concat([e.move]).slice(-DISPUTE_MOVES);
  renderDisputes();
}

// ---- pipeline

const PIPE_STATES = { done: 'ok', running: 'ok', evaluating: 'ok', failed: 'err', waiting: 'warn', planned: 'neutral', idle: 'neutral' };

// pathText writes a microbatch's stages as 0→1→3.
const pathText = (p) => p.join('→');

// renderPipeline shows the node's pipeline role: its state, the current
// or last session's iteration, loss, microbatches in flight and
// re-plans, the paths (how many microbatches take each), the loss per
// iteration, and the peers of every stage.
function renderPipeline(p) {
  $('pipeline').hidden = !p;
  if (!p) return;
  setText('pipe-run', `${p.run} · ${p.model}`);
  setBadge('pipe-state', p.state, PIPE_STATES[p.state] || 'neutral');
  const err = $('pipe-error');
  err.hidden = !p.error;
  err.textContent = p.error || '';
  setText('pipe-iter', p.iterations ? `${p.iteration} / ${p.iterations}` : '—', p.iteration);
  const loss = p.loss == null ? null : p.loss;
  setText('pipe-loss', loss == null ? '—' : loss.toFixed(4), loss == null ? '' : loss).title =
    p.role === 'coordinator' ? '' : 'stage peers compute no loss: the coordinator (stage 0) does';
  setText('pipe-inflight', `${p.in_flight}`, p.in_flight).title = `peak ${p.peak_in_flight}`;
  setText('pipe-replans', fmtInt(p.replans), p.replans).title = `${p.drops} peer(s) dropped`;
  const role = p.role === 'coordinator'
    ? `coordinator · stage 0 of ${p.stages}, the data holder`
    : `stage peer · ${p.stage >= 0 ? `stage ${p.stage}` : 'no session yet'} · serves ${p.offer && p.offer.length ? 'stages ' + p.offer.join(', ') : 'any stage'}${p.holder ? ` · data holder ${shortPeer(p.holder)}` : ''}`;
  setText('pipe-role', role);
  setText('pipe-session', p.session ? `${p.session} · ${p.microbatches} microbatches per iteration, ${p.path_length} of ${p.stages} stages each · ${fmtInt(p.runs)} ended` : 'none yet');
  const counts = new Map();
  for (const path of p.paths || []) counts.set(pathText(path), (counts.get(pathText(path)) || 0) + 1);
  $('pipe-paths').replaceChildren(...(counts.size ? [...counts].map(([k, n]) => el('span', { class: 'chip', 'data-path': k, 'data-count': n }, n > 1 ? `${k} ×${n}` : k)) : ['—']));
  const ev = p.eval;
  setText('pipe-eval', ev
    ? `loss ${ev.loss.toFixed(4)} over ${ev.batches} batches · stages ${pathText(ev.stages)}${ev.skipped.length ? ` · skipped ${ev.skipped.join(', ')} (no live peer)` : ''}`
    : (p.evaluated ? `${fmtInt(p.evaluated)} batches through this stage` : '—'), ev ? ev.loss : p.evaluated || '')
    .title = p.left_out ? `${p.left_out} peer(s) left out of a plan they did not take` : '';
  setText('pipe-traffic', `${fmtBytes(p.sent_bytes)} sent · ${fmtBytes(p.received_bytes)} received · ${fmtInt(p.forwarded)} forward, ${fmtInt(p.backwarded)} backward passes here`);
  drawPipeChart(p);
  const rows = [];
  for (const st of p.stage_peers || []) {
    st.peers.forEach((q, i) => rows.push(el('tr', { 'data-stage': st.stage, 'data-peer': q.id, class: [i === 0 && rows.length ? 'stage-first' : '', q.dropped ? 'dropped' : ''].filter(Boolean).join(' ') || null },
      el('td', { class: 'num' }, i === 0 ? String(st.stage) : ''),
      el('td', {}, el('code', { title: q.id, class: q.self ? 'me' : null }, shortPeer(q.id)), q.dropped ? ' dropped' : null),
      el('td', { class: 'num', 'data-col': 'iteration' }, String(q.iteration)),
      el('td', { class: 'num', 'data-col': 'forward' }, fmtInt(q.forwarded)),
      el('td', { class: 'num', 'data-col': 'backward' }, fmtInt(q.backwarded)),
      el('td', { class: 'num', 'data-col': 'in-flight' }, String(q.in_flight)),
      el('td', { 'data-col': 'state' }, q.state_hash ? code(q.state_hash.slice(0, 12), q.state_hash) : '—'))));
  }
  fillRows('pipe-rows', rows, 7, 'no session yet');
}

// drawPipeChart draws the coordinator's loss per iteration, one point per
// iteration (iterations that re-planned microbatches in amber).
function drawPipeChart(p) {
  const c = $('pipe-chart');
  const W = Math.max(280, Math.round(c.getBoundingClientRect().width) || 640), H = 180;
  const pad = { l: 48, r: 8, t: 12, b: 24 };
  c.setAttribute('viewBox', `0 0 ${W} ${H}`);
  const rs = (p.iters || []).slice(-CHART_ROUNDS);
  if (p.role !== 'coordinator' || !rs.length) {
    const why = p.role !== 'coordinator' ? 'the coordinator computes the loss' : 'no iteration yet';
    c.replaceChildren(svg('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'axis' }, why));
    return;
  }
  let max = Math.max(...rs.map((r) => r.loss)), min = Math.min(0, ...rs.map((r) => r.loss));
  if (max === min) max = min + 1;
  const iw = W - pad.l - pad.r, ih = H - pad.t - pad.b;
  const slot = iw / Math.max(rs.length, 12);
  const x = (i) => pad.l + (i + 0.5) * slot;
  const y = (v) => pad.t + ((max - v) / (max - min)) * ih;
  const kids = [];
  for (const v of new Set([min, max / 2, max])) {
    kids.push(svg('line', { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), class: v === 0 ? 'zero' : 'grid' }));
    kids.push(svg('text', { x: pad.l - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' }, v.toFixed(2)));
  }
  kids.push(svg('polyline', { points: rs.map((r, i) => `${x(i).toFixed(1)},${y(r.loss).toFixed(1)}`).join(' '), class: 'pipe-loss' }));
  const step = Math.ceil(rs.length / Math.max(2, Math.floor(iw / 56)));
  rs.forEach((r, i) => {
    const dot = svg('circle', { cx: x(i), cy: y(r.loss), r: 3, class: r.replanned ? 'pipe-dot pipe-replanned' : 'pipe-dot', 'data-iter': r.iter, 'data-loss': r.loss });
    dot.append(svg('title', {}, `iteration ${r.iter}: loss ${r.loss.toFixed(4)}, ${r.microbatches} microbatches, ${r.ms} ms` + (r.replanned ? `, ${r.replanned} re-planned` : '')));
    kids.push(dot);
    if ((rs.length - 1 - i) % step === 0) kids.push(svg('text', { x: x(i), y: H - 6, 'text-anchor': 'middle', class: 'axis' }, r.iter));
  });
  c.replaceChildren(...kids);
}

// setPipeline takes a pipeline event: the role's whole state.
function setPipeline(p) {
  if (!state.snap) return;
  state.snap.pipeline = p;
  renderPipeline(p);
}

// ---- log

const logKey = (l) => `${l.time}|${l.level}|${l.msg}|${l.attrs || ''}`;

function logStuck(box) {
  return box.scrollHeight - box.scrollTop - box.clientHeight < 24;
}

function logNote() {
  const box = $('log-lines');
  const paused = !logStuck(box) ? ' · scrolled up: auto-scroll paused' : '';
  $('log-note').textContent = `${box.childElementCount} lines${paused}`;
}

function appendLogs(lines) {
  const box = $('log-lines');
  const stick = logStuck(box);
  let added = 0;
  for (const l of lines) {
    const k = logKey(l), t = parseTime(l.time);
    if (state.logKeys.has(k) || t < state.lastLogMs) continue;
    state.logKeys.add(k);
    state.lastLogMs = Math.max(state.lastLogMs, t);
    const lvl = (l.level || 'INFO').toUpperCase();
    const row = el('div', { class: 'line lvl-' + lvl.toLowerCase(), 'data-key': k },
      el('time', { datetime: l.time }, fmtClock(l.time, true)),
      el('span', { class: 'lvl' }, lvl),
      el('span', { class: 'msg' }, l.msg),
      l.attrs ? el('span', { class: 'attrs' }, l.attrs) : null);
    box.append(row);
    added++;
  }
  while (box.childElementCount > MAX_LOG) {
    state.logKeys.delete(box.firstElementChild.dataset.key);
    box.firstElementChild.remove();
  }
  if (added && stick) box.scrollTop = box.scrollHeight;
  logNote();
}

function addRound(row) {
  const sw = state.snap && state.snap.swarm;
  if (!sw) return;
  const rounds = (sw.rounds || []).filter((r) => r.round !== row.round);
  rounds.push(row);
  rounds.sort((a, b) => a.round - b.round);
  sw.rounds = rounds.slice(-CHART_ROUNDS);
  renderRounds(sw.rounds);
}

// ---- data flow

function render(s) {
  state.snap = s;
  state.offset = parseTime(s.time) - Date.now();
  renderNode(s.status || {});
  renderPeers(s.peers || [], s.status || {});
  renderSwarm(s.swarm);
  renderCheckpoints(s.checkpoints || {});
  renderChain(s.chain);
  renderTasks(s.tasks);
  // A node that starts playing the task market has disputes to show; in
  // polling mode, refresh them with every snapshot.
  if ((s.tasks && !state.disputes) || (state.polling && s.tasks)) fetchDisputes();
  renderPipeline(s.pipeline);
  appendLogs(s.logs || []);
  $('updated').textContent = 'updated ' + fmtClock(s.time);
  document.body.dataset.lastSnapshot = s.time;
}

function setConn(mode, text) {
  const c = $('conn');
  c.className = 'pill ' + mode;
  c.dataset.mode = mode;
  c.textContent = text;
}

function banner(msg) {
  $('banner').hidden = !msg;
  $('banner').textContent = msg || '';
}

async function fetchSnapshot() {
  const r = await fetch(API + '/snapshot', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return r.json();
}

async function poll() {
  try {
    render(await fetchSnapshot());
    banner(null);
    if (state.polling) setConn('polling', 'polling every 2 s');
  } catch (e) {
    setConn('offline', 'offline');
    banner(`Cannot reach the node's API (${e.message}); retrying every 2 s.`);
  }
}

function startPolling() {
  if (state.polling) return;
  setConn('polling', 'polling every 2 s');
  state.polling = setInterval(poll, POLL_MS);
}

function connect() {
  if (!('EventSource' in window)) return startPolling();
  const es = new EventSource(API + '/events');
  let opened = false;
  const on = (name, fn) => es.addEventListener(name, (e) => {
    let v;
    try { v = JSON.parse(e.data); } catch (err) { console.warn(`dashboard: bad ${name} event`, err); return; }
    fn(v);
  });
  es.addEventListener('open', () => { opened = true; setConn('live', 'live'); banner(null); });
  on('snapshot', render);
  on('log', (l) => appendLogs([l]));
  on('round', addRound);
  on('learn', addLearn);
  on('task', addTask);
  on('dispute', addDispute);
  on('pipeline', setPipeline);
  es.addEventListener('error', () => {
    if (!opened || es.readyState === EventSource.CLOSED) {
      es.close();
      startPolling();
    } else {
      setConn('offline', 'reconnecting…');
    }
  });
}

// copyButton makes button id copy what value() returns, or, where the
// clipboard is out of reach (a page not served from loopback or over
// HTTPS), select the element that shows it.
function copyButton(id, shows, value) {
  const btn = $(id);
  btn.addEventListener('click', async () => {
    const v = value();
    if (!v) return;
    try {
      await navigator.clipboard.writeText(v);
      btn.textContent = 'Copied';
    } catch {
      const r = document.createRange();
      r.selectNodeContents($(shows));
      getSelection().removeAllRanges();
      getSelection().addRange(r);
      btn.textContent = 'Selected';
    }
    setTimeout(() => { btn.textContent = 'Copy'; }, 1500);
  });
}

function init() {
  copyButton('copy', 'peer-id', () => state.snap && state.snap.status.peer_id);
  copyButton('copy-policy', 'policy-cid', () => state.snap && state.snap.swarm && state.snap.swarm.policy_cid);
  $('log-lines').addEventListener('scroll', logNote, { passive: true });
  window.addEventListener('resize', () => {
    const sw = state.snap && state.snap.swarm;
    if (sw) { drawChart(sw.rounds || []); drawLearnChart(sw.learning || []); }
    if (state.snap && state.snap.pipeline) drawPipeChart(state.snap.pipeline);
  });
  setInterval(tick, 100);
  poll().then(connect);
}

init();
