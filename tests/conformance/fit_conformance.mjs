// Conformance of `astrolabe memory optimize` with fsrs-rs, the optimizer Anki ships (its node
// binding, pinned in package-lock.json). Simulates learners whose memory follows FSRS-6 with
// known parameters (ts-fsrs with those parameters gives the true recall; reviews come when a
// default scheduler says, early or late), writes their review logs, fits each log with both
// optimizers and scores both fits with fsrs-rs's own evaluate on the same items. Requires
// Astrolabe's fitted log loss to be within 1 % of fsrs-rs's, both to beat the defaults, and
// `astrolabe memory evaluate` to agree with fsrs-rs's evaluate on the same parameters.
//
// Usage: node fit_conformance.mjs /path/to/astrolabe
//   FIT_VERBOSE=1    also print both fits' parameters and the true ones
//   FIT_CSV_DIR=DIR  also write each learner's review log to DIR/learner-N.csv
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTsFsrs } from './load_ts_fsrs.mjs';
import { prng } from './prng.mjs';
import { loadBinding } from './load_binding.mjs';

const DAY = 86400000;
const MINUTE = 60000;
const LOSS_MARGIN = 0.01;   // ours may be at most 1 % above fsrs-rs's fitted log loss
const SCORE_TOLERANCE = 1e-4; // our evaluate vs fsrs-rs's, same parameters (f64 vs f32)

const astrolabe = process.argv[2];
if (!astrolabe) {
  console.error('Usage: node fit_conformance.mjs /path/to/astrolabe');
  process.exit(2);
}
const { fsrs, createEmptyCard, default_w } = await loadTsFsrs();
const { FSRSBinding, FSRSBindingItem, FSRSBindingReview, computeParameters } = loadBinding();


const withChanges = (changes) => default_w.map((x, i) => (i in changes ? changes[i] : x));

const learners = [
  { name: 'a short log: 150 cards over two months',
    w: withChanges({ 0: 0.4, 2: 3.1, 8: 1.6, 10: 0.9, 20: 0.2 }),
    cards: 150, spanDays: 60, maxReviews: 12, seed: 11, offsetMin: -240 },
  { name: 'a long log with many lapses: 300 cards over two years, a weak memory',
    w: withChanges({ 0: 0.15, 1: 0.6, 2: 1.2, 3: 4.0, 8: 1.2, 11: 1.1, 14: 1.0, 20: 0.3 }),
    cards: 300, spanDays: 730, maxReviews: 40, seed: 12, offsetMin: 0 },
  { name: 'a year of a strong learner, short-term effects fitted too',
    w: withChanges({ 2: 4.0, 3: 15, 8: 2.2, 9: 0.1, 17: 0.9, 18: 0.3, 19: 0.2 }),
    cards: 250, spanDays: 365, maxReviews: 30, seed: 13, offsetMin: 210 - 240 },
  { name: 'long-term only (--long-term): 250 cards over a year',
    w: withChanges({ 4: 7.0, 6: 2.0, 7: 0.02, 12: 0.1, 15: 0.4 }),
    cards: 250, spanDays: 365, maxReviews: 30, seed: 14, offsetMin: 60, longTerm: true },
];

// [Again, Hard, Good, Easy] for the first review, and how a recalled card is rated.
const FIRST = [0.2, 0.15, 0.5, 0.15];
const PASS = [0, 0.15, 0.7, 0.15];

function pick(rand, weights) {
  let u = rand();
  for (let g = 0; g < 4; g++) {
    if (u < weights[g]) return g + 1;
    u -= weights[g];
  }
  return 3;
}

// The review log (rows in card order, each card's in time order) of one simulated learner.
function simulate(learner) {
  const rand = prng(learner.seed);
  const truth = fsrs({ w: learner.w, enable_fuzz: false, enable_short_term: true });
  const scheduler = fsrs({ enable_fuzz: true, enable_short_term: true });
  const start = Date.UTC(2025, 0, 1);
  const end = start + learner.spanDays * DAY;
  const rows = [];
  for (let c = 0; c < learner.cards; c++) {
    const id = `c${String(c).padStart(4, '0')}`;
    let t = start + Math.floor(rand() * learner.spanDays * 0.6) * DAY + Math.floor(rand() * DAY);
    let real = createEmptyCard(new Date(t));
    let planned = createEmptyCard(new Date(t));
    let last = null;
    for (let n = 0; n < learner.maxReviews && t < end; n++) {
      let rating;
      if (last === null) {
        rating = pick(rand, FIRST);
      } else {
        const recall = truth.forgetting_curve((t - last) / DAY, real.stability);
        rating = rand() < recall ? pick(rand, PASS) : 1;
      }
      rows.push({ id, t, rating });
      real = truth.next(real, new Date(t), rating).card;
      planned = scheduler.next(planned, new Date(t), rating).card;
      last = t;
      const due = planned.due.getTime();
      const u = rand();
      if (planned.scheduled_days === 0) t = due + Math.floor(rand() * 60 * MINUTE);
      else if (u < 0.15) t = due + Math.floor(rand() * 3 * planned.scheduled_days * DAY); // late
      else t = due + Math.floor((rand() * 0.5 - 0.2) * planned.scheduled_days * DAY);
      t = Math.max(t, last + MINUTE);
    }
  }
  return rows;
}

// fsrs-rs's items, built here independently of Astrolabe: one per review on a later day than
// the card's previous review, with the card's reviews up to it, ordered by that review's time.
function bindingItems(rows, offsetMin) {
  const dayOf = (t) => Math.floor((t + offsetMin * MINUTE) / DAY);
  const targets = [];
  let card = null;
  let reviews = [];
  let lastDay = 0;
  for (const row of rows) {
    if (row.id !== card) {
      card = row.id;
      reviews = [[row.rating, 0]];
    } else {
      const delta = dayOf(row.t) - lastDay;
      reviews.push([row.rating, delta]);
      if (delta > 0) targets.push({ t: row.t, reviews: reviews.slice() });
    }
    lastDay = dayOf(row.t);
  }
  targets.sort((a, b) => a.t - b.t); // stable: equal times keep the card order
  return targets.map((x) =>
    new FSRSBindingItem(x.reviews.map(([g, d]) => new FSRSBindingReview(g, d))));
}

function runAstrolabe(args, csv) {
  const run = spawnSync(astrolabe, args, { input: csv, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.error) throw new Error(`astrolabe could not be run: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`astrolabe ${args.join(' ')} exited with ${run.status}: ${run.stderr.trim()}`);
  return JSON.parse(run.stdout);
}

const f4 = (x) => x.toFixed(4);
let failures = 0;
for (const learner of learners) {
  const rows = simulate(learner);
  const csv = 'card_id,review_ts_ms,rating\n' + rows.map((r) => `${r.id},${r.t},${r.rating}`).join('\n') + '\n';
  const items = bindingItems(rows, learner.offsetMin);
  if (process.env.FIT_CSV_DIR)
    writeFileSync(join(process.env.FIT_CSV_DIR, `learner-${learners.indexOf(learner) + 1}.csv`), csv);
  const problems = [];
  try {
    const args = ['memory', 'optimize', '--json', '--day-offset-min', String(learner.offsetMin)];
    if (learner.longTerm) args.push('--long-term');
    const ours = runAstrolabe(args, csv);
    if (ours.items !== items.length) problems.push(`astrolabe built ${ours.items} items, fsrs-rs's rule ${items.length}`);
    let t0 = performance.now();
    const theirs = await computeParameters(items, { enableShortTerm: !learner.longTerm });
    const theirSeconds = (performance.now() - t0) / 1000;
    const scoreOurs = new FSRSBinding(ours.params).evaluate(items);
    const scoreTheirs = new FSRSBinding(theirs).evaluate(items);
    const scoreDefault = new FSRSBinding(default_w.slice()).evaluate(items);
    const evalArgs = ['memory', 'evaluate', '--json', '--day-offset-min', String(learner.offsetMin),
      '--params', theirs.join(',')];
    const ourScoreOfTheirs = runAstrolabe(evalArgs, csv);
    if (scoreOurs.logLoss > scoreTheirs.logLoss * (1 + LOSS_MARGIN))
      problems.push(`our fit's log loss ${f4(scoreOurs.logLoss)} is more than 1 % above fsrs-rs's ${f4(scoreTheirs.logLoss)}`);
    if (!(scoreOurs.logLoss < scoreDefault.logLoss))
      problems.push(`our fit (${f4(scoreOurs.logLoss)}) does not beat the defaults (${f4(scoreDefault.logLoss)})`);
    if (Math.abs(ourScoreOfTheirs.logLoss - scoreTheirs.logLoss) > SCORE_TOLERANCE)
      problems.push(`memory evaluate gives fsrs-rs's parameters log loss ${ourScoreOfTheirs.logLoss}, fsrs-rs ${scoreTheirs.logLoss}`);
    if (Math.abs(ourScoreOfTheirs.rmseBins - scoreTheirs.rmseBins) > SCORE_TOLERANCE)
      problems.push(`memory evaluate gives fsrs-rs's parameters RMSE(bins) ${ourScoreOfTheirs.rmseBins}, fsrs-rs ${scoreTheirs.rmseBins}`);
    if (Math.abs(ours.defaultLogLoss - scoreDefault.logLoss) > SCORE_TOLERANCE)
      problems.push(`the default log loss is ${ours.defaultLogLoss} here, ${scoreDefault.logLoss} in fsrs-rs`);
    const summary = `${rows.length} reviews, ${items.length} items; log loss: defaults ${f4(scoreDefault.logLoss)}, ` +
      `fsrs-rs ${f4(scoreTheirs.logLoss)} (${theirSeconds.toFixed(2)} s), astrolabe ${f4(scoreOurs.logLoss)} ` +
      `(${ours.seconds.toFixed(2)} s); RMSE(bins) ${f4(scoreTheirs.rmseBins)} vs ${f4(scoreOurs.rmseBins)}`;
    if (problems.length === 0) console.log(`ok   ${learner.name}: ${summary}`);
    else console.log(`FAIL ${learner.name}: ${problems.join('; ')}\n     ${summary}`);
    if (process.env.FIT_VERBOSE) {
      console.log('     ours   ', ours.params.map(f4).join(','));
      console.log('     fsrs-rs', theirs.map(f4).join(','));
      console.log('     truth  ', learner.w.map(f4).join(','));
    }
  } catch (e) {
    problems.push(e.message);
    console.log(`FAIL ${learner.name}: ${e.message}`);
  }
  if (problems.length > 0) failures++;
}
if (failures > 0) {
  console.log(`${failures} of ${learners.length} learners: the fit differs from fsrs-rs's.`);
  process.exit(1);
}
