// Which main-thread tasks make up Lighthouse's Total Blocking Time of one run, as its simulation (Lantern) sees
// them. Lighthouse reports TBT as one number; this recomputes it from the run's artifacts with Lighthouse's own
// Lantern classes and keeps what the number is made of:
// - the two first-paint estimates (the optimistic graph: render-blocking requests, the first parse, the first
//   layout and the first paint only; the pessimistic one adds the other render-blocking requests),
// - every simulated main-thread task of the whole page with its simulated start and length (an observed task is
//   stretched 4x, a task that lays out only 2x), the trace events inside it, and what it adds to TBT: the part of it
//   between the first-paint and the interactive estimates, minus 50 ms. TBT is the mean of two such sums (the
//   later first paint with the earlier interactive estimate, and the other way round).
// The whole-page simulation also runs the tasks the first-paint graph leaves out (committing the navigation and
// creating the page's JavaScript context), so a task that ends before the first paint in the browser can start
// after the estimated first paint in the simulation. The first-paint graph takes the first task that lays out
// anything as "the first layout": when the browser lays out the still empty document before the page's own layout
// (a tiny layout inside or after committing the navigation), the page's real pre-paint layout is not in that
// graph at all. The listing names the tasks the first-paint estimate is made of.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { getComputationDataParams } from 'lighthouse/core/computed/metrics/lantern-metric.js';

const BLOCKING_THRESHOLD_MS = 50;
/** Tasks shorter than this (simulated) are left out of the listing: they cannot block. */
const LISTED_FROM_MS = 30;

/** Keeps the node timings of the whole-page simulation Lighthouse's TBT is computed from (both passes simulate the
 * same graph, so the last one kept is the one). */
class RecordedTotalBlockingTime extends Lantern.Metrics.TotalBlockingTime {
  static nodeTimings = new Map();
  /** @override */
  static getEstimateFromSimulation(simulation, extras) {
    RecordedTotalBlockingTime.nodeTimings = simulation.nodeTimings;
    return Lantern.Metrics.TotalBlockingTime.getEstimateFromSimulation(simulation, extras);
  }
}

/** What one task adds to TBT when blocking is counted between `fromMs` and `toMs` (Lighthouse's rule). */
function blockingBetween(task, fromMs, toMs) {
  if (task.endMs < fromMs || task.startMs > toMs) return 0;
  const clipped = Math.min(task.endMs, toMs) - Math.max(task.startMs, fromMs);
  return clipped > BLOCKING_THRESHOLD_MS ? clipped - BLOCKING_THRESHOLD_MS : 0;
}

/** The main-thread tasks a Lantern graph holds (their ids; a cloned graph keeps them). */
function cpuNodeIds(graph) {
  const ids = new Set();
  graph.traverse((node) => {
    if (node.type === 'cpu') ids.add(node.id);
  });
  return ids;
}

/** The three trace events that took longest inside a task, e.g. "Layout 32.4, UpdateLayoutTree 9.7". */
function heaviestEvents(node) {
  const totals = new Map();
  for (const event of node.childEvents) totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

/**
 * The TBT breakdown of one Lighthouse run (`runnerResult.artifacts`, `runnerResult.lhr.configSettings`), simulated
 * with the settings the run used.
 */
export async function tbtTasks(artifacts, settings) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const fcpResult = await LanternFirstContentfulPaint.request(data, context);
  const interactiveResult = await LanternInteractive.request(data, context);
  const tbt = RecordedTotalBlockingTime.compute(await getComputationDataParams(data, context), { fcpResult, interactiveResult });
  const { nodeTimings } = RecordedTotalBlockingTime;
  const fcpOptimisticMs = fcpResult.optimisticEstimate.timeInMs;
  const fcpPessimisticMs = fcpResult.pessimisticEstimate.timeInMs;
  const inFirstPaintGraph = cpuNodeIds(fcpResult.optimisticGraph);
  const tasks = [];
  const firstPaintTasks = [];
  for (const [node, timing] of nodeTimings) {
    if (node.type !== 'cpu') continue;
    if (inFirstPaintGraph.has(node.id)) {
      firstPaintTasks.push({
        startMs: timing.startTime,
        text: `${(node.duration / 1000).toFixed(1)} ms${node.didPerformLayout() ? ' (lays out)' : ''}: ${heaviestEvents(node)}`,
      });
    }
    if (timing.duration < LISTED_FROM_MS) continue;
    const task = {
      startMs: timing.startTime,
      endMs: timing.endTime,
      simulatedMs: timing.duration,
      observedMs: node.duration / 1000,
      layout: node.didPerformLayout(),
      inFirstPaintEstimate: inFirstPaintGraph.has(node.id),
      events: heaviestEvents(node),
    };
    // The mean of the two passes, as Lighthouse pairs them: the later first paint with the earlier interactive
    // estimate, and the other way round.
    task.blockingMs =
      (blockingBetween(task, fcpPessimisticMs, interactiveResult.optimisticEstimate.timeInMs) +
        blockingBetween(task, fcpOptimisticMs, interactiveResult.pessimisticEstimate.timeInMs)) /
      2;
    tasks.push(task);
  }
  const interactiveMs = [interactiveResult.optimisticEstimate.timeInMs, interactiveResult.pessimisticEstimate.timeInMs];
  return {
    tbtMs: tbt.timing,
    fcpOptimisticMs,
    fcpPessimisticMs,
    interactiveMs,
    firstPaintTasks: firstPaintTasks.sort((a, b) => a.startMs - b.startMs).map((t) => t.text),
    tasks: tasks.sort((a, b) => a.startMs - b.startMs),
  };
}

/** The breakdown as lines for the log: the estimates, then one line per task. */
export function formatTbtTasks({ tbtMs, fcpOptimisticMs, fcpPessimisticMs, interactiveMs, firstPaintTasks, tasks }) {
  const lines = [
    `TBT ${tbtMs.toFixed(0)} ms; first paint estimated at ${fcpOptimisticMs.toFixed(0)} / ${fcpPessimisticMs.toFixed(0)} ms, interactive at ${interactiveMs.map((ms) => ms.toFixed(0)).join(' / ')} ms`,
    `  first paint estimated from the tasks (observed): ${firstPaintTasks.join('; ')}`,
  ];
  for (const t of tasks) {
    lines.push(
      `  ${t.startMs.toFixed(0).padStart(5)}–${t.endMs.toFixed(0).padEnd(5)} ${t.simulatedMs.toFixed(0).padStart(4)} ms simulated (${t.observedMs.toFixed(1)} observed${t.layout ? ', lays out' : ''}${t.inFirstPaintEstimate ? ', in the first-paint estimate' : ''})${t.blockingMs > 0 ? `, blocks ${t.blockingMs.toFixed(0)} ms` : ''}: ${t.events}`,
    );
  }
  return lines.join('\n');
}
