// Fits a card_id,review_ts_ms,rating CSV with fsrs-rs (its node binding, pinned in
// tests/conformance), several times, and prints
//   <name>\t<median_ms>\t<min_ms>\t<max_ms>\t-
// Each run parses the file's text, builds the items (one per review on a later day than the
// card's review before it, days from midnight UTC, in time order) and fits, as bench_fit's C++
// side does. Usage: node fit_binding.mjs reviews.csv [runs] [label]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { loadBinding } = await import(
  pathToFileURL(join(here, '..', 'conformance', 'load_binding.mjs')).href);
const { FSRSBindingItem, FSRSBindingReview, computeParameters } = loadBinding();

const [file, runsArg, label] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node fit_binding.mjs reviews.csv [runs] [label]');
  process.exit(2);
}
const runs = Math.max(1, Number(runsArg) || 3);
const text = readFileSync(file, 'latin1');
const DAY = 86400000;

function items() {
  const targets = [];
  let card = null;
  let reviews = [];
  let lastDay = 0;
  for (const line of text.split('\n')) {
    if (line.length === 0 || line.startsWith('card_id')) continue;
    const [id, ts, rating] = line.split(',');
    const t = Number(ts);
    const day = Math.floor(t / DAY);
    if (id !== card) {
      card = id;
      reviews = [new FSRSBindingReview(Number(rating), 0)];
    } else {
      reviews.push(new FSRSBindingReview(Number(rating), day - lastDay));
      if (day > lastDay) targets.push({ t, item: new FSRSBindingItem(reviews.slice()) });
    }
    lastDay = day;
  }
  targets.sort((a, b) => a.t - b.t);
  return targets.map((x) => x.item);
}

const times = [];
let reviews = 0;
for (let i = 0; i < runs; i++) {
  const t0 = process.hrtime.bigint();
  // The binding polls for progress every `timeout` ms; 1 ms keeps that wait out of the figure.
  await computeParameters(items(), { enableShortTerm: true, timeout: 1 });
  times.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
times.sort((a, b) => a - b);
const n = times.length;
const median = n % 2 ? times[(n - 1) / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
console.log(`memory: fit ${label ?? ''} reviews, fsrs-rs (node binding)\t${median.toFixed(2)}\t` +
  `${times[0].toFixed(2)}\t${times[n - 1].toFixed(2)}\t-`);
