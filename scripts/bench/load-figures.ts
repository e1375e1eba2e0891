import type { Result } from 'lighthouse';
import { NetworkRecorder } from 'lighthouse/core/lib/network-recorder.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * A Lighthouse run's raw recording, as `lighthouse()` returns it beside the report: the trace and the
 * DevTools protocol log of the unthrottled load that Lighthouse's mobile preset then simulates at 4x CPU
 * and slow 4G. The figures below come from that load itself, so they move far less with the machine's
 * load than the simulated timings do (the CPU time and the longest task still do, a little).
 */
export interface RunRecording {
  Trace: unknown;
  DevtoolsLog: unknown;
}

/** What a page does before its largest paint, and on the main thread. */
export interface LoadFigures {
  /** Requests finished before the LCP, the document included. */
  filesBeforeLcp: number;
  /** Bytes those requests took on the wire (brotli where the portal sends it), in KiB. */
  kibBeforeLcp: number;
  /** Requests before the LCP that each had to wait for the one before it to end: the waterfall's depth. */
  chainDepth: number;
  /** The longest main-thread task that started after the gateway's first answer, at 1x. */
  longestTaskAfterDataMs: number;
  /** Main-thread CPU time of the whole recorded load (thread time, not wall time), at 1x. */
  mainThreadCpuMs: number;
  /** Lighthouse's measure of how fast this machine ran at that moment: lower is slower. */
  benchmarkIndex: number;
}

interface Request {
  url: string;
  rendererStartTime: number;
  networkRequestTime: number;
  networkEndTime: number;
  transferSize: number;
  failed: boolean;
}

interface Task {
  parent: unknown;
  startTime: number;
  duration: number;
  event: { tdur?: number };
}

/** The longest run of requests each started only after the previous one ended (ms, any order in). */
function waterfallDepth(requests: readonly Request[]): number {
  const byStart = [...requests].sort((a, b) => a.networkRequestTime - b.networkRequestTime);
  const depth = byStart.map(() => 1);
  for (let later = 0; later < byStart.length; later += 1) {
    for (let earlier = 0; earlier < later; earlier += 1) {
      if (byStart[earlier]!.networkEndTime <= byStart[later]!.networkRequestTime) depth[later] = Math.max(depth[later]!, depth[earlier]! + 1);
    }
  }
  return Math.max(0, ...depth);
}

export function loadFigures(lhr: Result, recording: RunRecording): LoadFigures {
  const processed = TraceProcessor.processTrace(recording.Trace as never);
  const navigation = TraceProcessor.processNavigation(processed);
  // Trace timestamps are microseconds; the network records' times milliseconds on the same clock.
  const timeOriginMs = processed.timestamps.timeOrigin / 1000;
  const lcpUs = navigation.timestamps.largestContentfulPaint;
  if (lcpUs === undefined) throw new Error(`${lhr.finalDisplayedUrl}: the trace has no largest contentful paint`);
  const lcpMs = lcpUs / 1000;
  const records = NetworkRecorder.recordsFromLogs(recording.DevtoolsLog as never) as unknown as Request[];
  // This navigation's own requests that were answered.
  const loaded = records.filter((request) => !request.failed && /^https?:/.test(request.url) && request.rendererStartTime >= timeOriginMs);
  const beforeLcp = loaded.filter((request) => request.networkEndTime <= lcpMs);
  // The module graph is evaluated before the first request to the gateway leaves; what runs after its
  // first answer is the work the data brings (the session, the profile, the page's list).
  const apiAnswers = loaded.filter((request) => new URL(request.url).pathname.startsWith('/api/'));
  const dataArrivedMs = apiAnswers.length > 0 ? Math.min(...apiAnswers.map((request) => request.networkEndTime)) : timeOriginMs;
  const tasks = (
    MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin) as unknown as Task[]
  ).filter((task) => !task.parent);
  const afterData = tasks.filter((task) => timeOriginMs + task.startTime >= dataArrivedMs);
  return {
    filesBeforeLcp: beforeLcp.length,
    kibBeforeLcp: beforeLcp.reduce((sum, request) => sum + request.transferSize, 0) / 1024,
    chainDepth: waterfallDepth(beforeLcp),
    longestTaskAfterDataMs: Math.max(0, ...afterData.map((task) => task.duration)),
    // tdur is the thread's own CPU time in microseconds; a task without one counts its wall time.
    mainThreadCpuMs: tasks.reduce((sum, task) => sum + (task.event.tdur !== undefined ? task.event.tdur / 1000 : task.duration), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
