/**
 * The main-thread tasks of one Lighthouse run, timed the way Lighthouse times them for TBT: its
 * Lantern simulation of a mid-range phone (4× CPU slowdown) over the recorded trace, exactly as its
 * `long-tasks` audit does, but without that audit's 50 ms cut-off, so the longest task is known
 * even when it is short. What the longest task spent its time on comes from the recorded trace
 * (the simulation keeps only top-level tasks), scaled to the simulated length. Tasks that end before
 * first contentful paint (parsing and laying out the first frame) cost the visitor paint time, not
 * responsiveness, so the tasks after it are also counted on their own, as TBT counts them.
 */

import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { NetworkRecords } from 'lighthouse/core/computed/network-records.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import type { TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { getAttributableURLForTask, getJavaScriptURLs } from 'lighthouse/core/lib/tracehouse/task-summary.js';
import type { Artifacts } from 'lighthouse/types/artifacts.js';

export interface MainThreadFigures {
  /** Simulated duration of the longest top-level task, in ms. */
  longestTask: number;
  /** Top-level tasks of 50 ms or more. */
  tasksOver50ms: number;
  /** The longest task: when it started (simulated), whose code it ran, and where its time went (ms). */
  longest?: LongestTask;
  /** The same figures for the tasks still running at first contentful paint or later (TBT's window). */
  afterFirstPaint: Omit<MainThreadFigures, 'afterFirstPaint'>;
}

interface LongestTask {
  startTime: number;
  url: string;
  breakdown: Record<string, number>;
}

type SimulatedTask = { task: TaskNode; timing: { startTime: number; duration: number } };

type Settings = Parameters<typeof LoadSimulator.request>[0]['settings'];

/** Time per task group (script evaluation, HTML parsing, layout …) in a task and its children. */
function selfTimeByGroup(task: TaskNode, into: Record<string, number> = {}): Record<string, number> {
  into[task.group.id] = (into[task.group.id] ?? 0) + task.selfTime;
  for (const child of task.children) selfTimeByGroup(child, into);
  return into;
}

/** `firstContentfulPaint`: Lighthouse's simulated FCP in ms. */
export async function mainThreadFigures(
  artifacts: Artifacts,
  settings: Settings,
  firstContentfulPaint: number,
): Promise<MainThreadFigures> {
  const context = { computedCache: new Map(), settings } as Parameters<typeof MainThreadTasks.request>[1];
  const { Trace: trace, DevtoolsLog: devtoolsLog, URL, SourceMaps, HostDPR } = artifacts;
  const tasks = await MainThreadTasks.request(trace, context);
  const graph = await PageDependencyGraph.request(
    { settings, trace, devtoolsLog, URL, SourceMaps, HostDPR, fromTrace: false },
    context,
  );
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const simulated = new Map<unknown, { startTime: number; duration: number }>();
  for (const [node, timing] of simulator.simulate(graph, { label: 'bench-main-thread' }).nodeTimings) {
    if (node.type === 'cpu') simulated.set(node.event, timing);
  }
  // Tasks the simulation pruned as insignificant (under 10 ms observed) have no simulated timing.
  const topLevel = tasks
    .filter((task) => !task.parent && !task.unbounded && simulated.has(task.event))
    .map((task) => ({ task, timing: simulated.get(task.event) as { startTime: number; duration: number } }))
    .sort((a, b) => b.timing.duration - a.timing.duration);
  const jsUrls = getJavaScriptURLs(await NetworkRecords.request(devtoolsLog, context));
  const describe = ({ task, timing }: SimulatedTask): LongestTask => {
    const scale = task.duration > 0 ? timing.duration / task.duration : 0;
    const breakdown = Object.fromEntries(
      Object.entries(selfTimeByGroup(task))
        .map(([group, time]) => [group, Math.round(time * scale)] as const)
        .filter(([, time]) => time > 0)
        .sort((a, b) => b[1] - a[1]),
    );
    return { startTime: timing.startTime, url: getAttributableURLForTask(task, jsUrls), breakdown };
  };
  const figures = (list: SimulatedTask[]) => ({
    longestTask: list[0]?.timing.duration ?? 0,
    tasksOver50ms: list.filter(({ timing }) => timing.duration >= 50).length,
    longest: list[0] && describe(list[0]),
  });
  const afterPaint = topLevel.filter(({ timing }) => timing.startTime + timing.duration > firstContentfulPaint);
  return { ...figures(topLevel), afterFirstPaint: figures(afterPaint) };
}
